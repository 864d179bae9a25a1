import type { Permission } from "@odin/contracts";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rememberSession } from "../lib/session";
import { errorAnswer, type FakeHandler, fakeFetch, jsonAnswer } from "../testing/fake-fetch";
import { PROMOTION_ROW } from "../testing/promotions";
import { staffSession } from "../testing/staff";
import Promotions, { clientLoader, ErrorBoundary } from "./promotions";

function renderList(path: string, handler: FakeHandler, permissions: Permission[] = ["promotions:read"]) {
  rememberSession(staffSession(permissions));
  const server = fakeFetch(handler);
  vi.stubGlobal("fetch", server.fetch);
  const Stub = createRoutesStub([
    { path: "/promotions", Component: Promotions, loader: clientLoader, ErrorBoundary },
  ]);
  render(<Stub initialEntries={[path]} />);
  return server;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the promotions list", () => {
  it("lists the server's promotions, each linked to its page, and pages on its cursor", async () => {
    const server = renderList("/promotions", () =>
      jsonAnswer(200, { promotions: [PROMOTION_ROW], next: "41" }),
    );
    const table = await screen.findByRole("table", { name: "Promotions" });
    const [, row] = within(table).getAllByRole("row");
    if (!row) throw new Error("no row");
    expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["DIWALI25", "₹250 off", "Amount off (₹)", "₹250 off", "Active", "Always", "12 of 500"]);
    expect(within(row).getByRole("link", { name: "DIWALI25" }).getAttribute("href")).toBe("/promotions/41");
    expect(screen.getByRole("link", { name: "Next page" }).getAttribute("href")).toBe("/promotions?after=41");
    expect(server.calls.map((call) => call.url)).toEqual(["/admin/api/promotions"]);
    expect(screen.queryByRole("link", { name: "New promotion" })).toBeNull();
  });

  it("asks for the address's code and status, shows them in the form, and offers a new promotion to writers", async () => {
    const server = renderList(
      "/promotions?q=diwali&status=paused",
      () => jsonAnswer(200, { promotions: [], next: null }),
      ["promotions:read", "promotions:write"],
    );
    expect(await screen.findByText("No promotions match this search.")).toBeTruthy();
    expect(server.calls.map((call) => call.url)).toEqual(["/admin/api/promotions?q=diwali&status=paused"]);
    expect((screen.getByLabelText("Code") as HTMLInputElement).value).toBe("diwali");
    expect((screen.getByLabelText("Status") as HTMLSelectElement).value).toBe("paused");
    expect(screen.getByRole("link", { name: "New promotion" }).getAttribute("href")).toBe("/promotions/new");
  });

  it("says a status it cannot take without asking, and shows a refused page's reason", async () => {
    const server = renderList("/promotions?status=gone", () =>
      jsonAnswer(200, { promotions: [], next: null }),
    );
    expect(await screen.findByText("Choose a status from the list.")).toBeTruthy();
    expect(server.calls).toEqual([]);
    cleanup();
    renderList("/promotions", () => errorAnswer(500, "INTERNAL", "Something went wrong."));
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
  });

  it("is refused to a role without promotions:read", async () => {
    const server = renderList("/promotions", () => jsonAnswer(200, {}), ["orders:read"]);
    expect(await screen.findByText(/promotions:read/)).toBeTruthy();
    expect(server.calls).toEqual([]);
  });
});
