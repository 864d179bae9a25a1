import { ADMIN_MESSAGES, type Permission, type StaffSession } from "@odin/contracts";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rememberSession } from "../lib/session";
import { errorAnswer, type FakeHandler, fakeFetch, jsonAnswer } from "../testing/fake-fetch";
import { RETURN_ROW } from "../testing/returns";
import { staffSession } from "../testing/staff";
import Returns, { clientLoader, ErrorBoundary } from "./returns";

function renderQueue(
  path: string,
  handler: FakeHandler,
  session: StaffSession = staffSession(["returns:read", "returns:write"] satisfies Permission[]),
) {
  rememberSession(session);
  const server = fakeFetch(handler);
  vi.stubGlobal("fetch", server.fetch);
  const Stub = createRoutesStub([
    { path: "/returns", Component: Returns, loader: clientLoader, ErrorBoundary },
  ]);
  render(<Stub initialEntries={[path]} />);
  return server;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the returns queue", () => {
  it("asks for the address's filters, lists each return linked to its page, and pages with the server's cursor", async () => {
    const server = renderQueue("/returns?stage=RECEIVED&q=RT1024&mode=&centre=3&from=2026-11-01", () =>
      jsonAnswer(200, {
        returns: [{ ...RETURN_ROW, stage: "RECEIVED", itemStatus: "PICKED_UP" }],
        next: "cjEwMjQ",
      }),
    );
    const table = await screen.findByRole("table", { name: "Returns" });
    const [, row] = within(table).getAllByRole("row");
    if (!row) throw new Error("no row");
    expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent)
        .slice(0, 6),
    ).toEqual([
      "RT1024OD5001 · centre 3",
      "Linen kurtaTanvi · size M",
      "Received, waiting for its checkPICKED_UP",
      "Reverse pickup",
      "₹1,299",
      "(none)",
    ]);
    expect(within(row).getByRole("link", { name: "RT1024" }).getAttribute("href")).toBe("/returns/RT1024");
    expect(server.calls.map((call) => call.url)).toEqual([
      "/admin/api/returns?stage=RECEIVED&centre=3&from=2026-11-01&q=RT1024",
    ]);
    expect(screen.getByRole("link", { name: "Next page" }).getAttribute("href")).toBe(
      "/returns?stage=RECEIVED&centre=3&from=2026-11-01&q=RT1024&after=cjEwMjQ",
    );
    expect((screen.getByLabelText("Stage") as HTMLSelectElement).value).toBe("RECEIVED");
    expect((screen.getByLabelText("Return, order or parcel number") as HTMLInputElement).value).toBe(
      "RT1024",
    );
    expect(screen.getByRole("link", { name: "Returns queue" }).getAttribute("aria-current")).toBe("page");
  });

  it("goes back to the newest returns from a later page, keeping the filters", async () => {
    const server = renderQueue("/returns?stage=REQUESTED&after=cjEwMjQ", () =>
      jsonAnswer(200, { returns: [RETURN_ROW], next: null }),
    );
    await screen.findByRole("table", { name: "Returns" });
    expect(server.calls.map((call) => call.url)).toEqual([
      "/admin/api/returns?stage=REQUESTED&after=cjEwMjQ",
    ]);
    expect(screen.getByRole("link", { name: "Newest returns" }).getAttribute("href")).toBe(
      "/returns?stage=REQUESTED",
    );
    expect(screen.queryByRole("link", { name: "Next page" })).toBeNull();
  });

  it("says when no return matches, with no next page", async () => {
    renderQueue("/returns?stage=REFUNDED", () => jsonAnswer(200, { returns: [], next: null }));
    expect(await screen.findByText("No returns match these filters.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("link", { name: "Next page" })).toBeNull();
  });

  it("shows filters the server refuses, a cursor it forgot and a reversed range next to the form", async () => {
    renderQueue("/returns?q=%E2%80%8B", () => errorAnswer(400, "VALIDATION_FAILED", "Invisible characters"));
    expect((await screen.findByRole("alert")).textContent).toBe("Invisible characters");
    expect(screen.queryByRole("table")).toBeNull();
    cleanup();
    renderQueue("/returns?after=forged", () => errorAnswer(404, "NOT_FOUND", ADMIN_MESSAGES.notFound));
    expect((await screen.findByRole("alert")).textContent).toBe(ADMIN_MESSAGES.orders.badCursor);
    cleanup();
    const server = renderQueue("/returns?from=2026-11-20&to=2026-11-01", () =>
      jsonAnswer(200, { returns: [], next: null }),
    );
    expect((await screen.findByRole("alert")).textContent).toBe("The first date is after the last one.");
    expect(server.calls).toEqual([]);
  });

  it("offers the store-wide refunds and payouts only to staff of no limited scope", async () => {
    const scoped = staffSession(["returns:read"]);
    renderQueue("/returns", () => jsonAnswer(200, { returns: [RETURN_ROW], next: null }), {
      ...scoped,
      staff: { ...scoped.staff, centreIds: [3] },
    });
    await screen.findByRole("table", { name: "Returns" });
    expect(screen.queryByRole("link", { name: "Gateway refunds" })).toBeNull();
  });

  it("refuses a role without returns:read before asking the server", async () => {
    const server = renderQueue(
      "/returns",
      () => jsonAnswer(200, { returns: [], next: null }),
      staffSession(["jobs:read"]),
    );
    expect(await screen.findByRole("heading", { name: "Your role does not allow this" })).toBeTruthy();
    expect(server.calls).toEqual([]);
  });
});
