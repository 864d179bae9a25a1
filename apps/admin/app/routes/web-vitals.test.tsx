import type { WebVitalsSummary } from "@odin/contracts";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { rememberSession } from "../lib/session";
import { errorAnswer, type FakeHandler, fakeFetch, jsonAnswer } from "../testing/fake-fetch";
import { staffSession } from "../testing/staff";
import PageSpeed, { clientLoader, ErrorBoundary } from "./web-vitals";

const SUMMARY: WebVitalsSummary = {
  days: 7,
  from: "2026-11-22T10:00:00.000Z",
  to: "2026-11-29T10:00:00.000Z",
  groups: [
    { pageType: "product", deviceClass: "mobile", metric: "LCP", p75: 4_400, samples: 1_204, rating: "poor" },
    { pageType: "product", deviceClass: "mobile", metric: "CLS", p75: 0.05, samples: 1_180, rating: "good" },
    {
      pageType: "product",
      deviceClass: "desktop",
      metric: "INP",
      p75: 260,
      samples: 1,
      rating: "needs-improvement",
    },
  ],
};

function renderPage(path: string, handler: FakeHandler) {
  const server = fakeFetch(handler);
  vi.stubGlobal("fetch", server.fetch);
  const Stub = createRoutesStub([
    { path: "/web-vitals", Component: PageSpeed, loader: clientLoader, ErrorBoundary },
  ]);
  render(<Stub initialEntries={[path]} />);
  return server;
}

beforeEach(() => rememberSession(staffSession(["performance:read"])));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the page-speed page", () => {
  it("shows each page type and device's 75th percentiles with their ratings and samples", async () => {
    const server = renderPage("/web-vitals", () => jsonAnswer(200, SUMMARY));
    const table = await screen.findByRole("table", {
      name: /75th percentile per page type and device, last 7 days/,
    });
    const rows = within(table).getAllByRole("row");
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Page type", "Device", "LCP", "INP", "CLS", "FCP", "TTFB"]);
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      "ProductMobile4,400 ms Poor1,204 samples–No measurements0.05 Good1,180 samples–No measurements–No measurements",
      "ProductDesktop–No measurements260 ms Needs improvement1 sample–No measurements–No measurements–No measurements",
    ]);
    expect(server.calls.map((call) => call.url)).toEqual(["/admin/api/web-vitals?days=7"]);
    expect(screen.getByRole("link", { name: "Last 7 days" }).getAttribute("aria-current")).toBe("page");
    // Google's thresholds, beside the table.
    const thresholds = screen.getByRole("table", { name: "The thresholds of each rating" });
    expect(within(thresholds).getByRole("rowheader", { name: /^INP/ }).closest("tr")?.textContent).toContain(
      "up to 200 msover 200 ms, up to 500 msover 500 ms",
    );
  });

  it("asks for the window the address names, and says when it holds no measurements", async () => {
    const server = renderPage("/web-vitals?days=28", () =>
      jsonAnswer(200, { ...SUMMARY, days: 28, groups: [] }),
    );
    expect(await screen.findByText(/No measurements in the last 28 days\./)).toBeTruthy();
    expect(screen.queryByRole("table", { name: /75th percentile/ })).toBeNull();
    expect(server.calls.map((call) => call.url)).toEqual(["/admin/api/web-vitals?days=28"]);
    expect(screen.getByRole("link", { name: "Last 28 days" }).getAttribute("aria-current")).toBe("page");
  });

  it("says a window that is not one without asking the server", async () => {
    const server = renderPage("/web-vitals?days=90", () => jsonAnswer(200, SUMMARY));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The window is a number of days from 1 to 28.",
    );
    expect(server.calls).toEqual([]);
  });

  it("refuses a role without performance:read before calling the API", async () => {
    rememberSession(staffSession(["orders:read"]));
    const server = renderPage("/web-vitals", () => errorAnswer(403, "PERMISSION_REFUSED", "refused"));
    expect(await screen.findByRole("heading", { name: "Your role does not allow this" })).toBeTruthy();
    expect(screen.getByText(/performance:read/)).toBeTruthy();
    expect(server.calls).toEqual([]);
  });
});
