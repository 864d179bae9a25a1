import type { AuditEntry } from "@odin/contracts";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { rememberSession } from "../lib/session";
import { errorAnswer, type FakeHandler, fakeFetch, jsonAnswer } from "../testing/fake-fetch";
import { staffSession } from "../testing/staff";
import AuditLog, { clientLoader, ErrorBoundary } from "./audit";

const ENTRY: AuditEntry = {
  id: 41,
  at: "2026-11-28T10:04:05.000Z",
  actor: { id: 3, name: "Sana Khan" },
  resource: "staff",
  resourceId: "12",
  action: "update",
  changes: { role: { from: "operations", to: "customer-care" }, brandIds: { from: null, to: [3, 4] } },
  clientAddress: "127.0.0.1",
  userAgent: "test",
};

function renderAudit(path: string, handler: FakeHandler) {
  const server = fakeFetch(handler);
  vi.stubGlobal("fetch", server.fetch);
  const Stub = createRoutesStub([
    { path: "/audit", Component: AuditLog, loader: clientLoader, ErrorBoundary },
  ]);
  render(<Stub initialEntries={[path]} />);
  return server;
}

beforeEach(() => rememberSession(staffSession(["audit:read"])));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the audit log page", () => {
  it("asks for the address's filters and shows each entry's time, person, record, action and changes", async () => {
    const server = renderAudit("/audit?resource=staff&actor=3&from=2026-11-01&to=", () =>
      jsonAnswer(200, { entries: [ENTRY], next: "41" }),
    );
    const table = await screen.findByRole("table", { name: "Audit log entries" });
    const cells = within(table)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(cells.slice(1)).toEqual([
      "Sana Khan (id 3)",
      "staff / 12",
      "update",
      "role: operations →to customer-carebrandIds: (none) →to [3,4]",
    ]);
    expect(within(table).getByText(/2026/).getAttribute("datetime")).toBe(ENTRY.at);
    expect(server.calls.map((call) => call.url)).toEqual([
      "/admin/api/audit?actor=3&resource=staff&from=2026-11-01",
    ]);
    // Paging keeps the filters; the export takes them without the page.
    expect(screen.getByRole("link", { name: "Next page" }).getAttribute("href")).toBe(
      "/audit?actor=3&resource=staff&from=2026-11-01&after=41",
    );
    expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(
      "/admin/api/audit/export?actor=3&resource=staff&from=2026-11-01",
    );
    expect((screen.getByLabelText("Record type") as HTMLInputElement).value).toBe("staff");
  });

  it("says when no entry matches, with no next page", async () => {
    renderAudit("/audit?resource=nothing", () => jsonAnswer(200, { entries: [], next: null }));
    expect(await screen.findByText("No entries match these filters.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("link", { name: "Next page" })).toBeNull();
  });

  it("shows filters the server refuses next to the form, and a person's id that is not a number at once", async () => {
    renderAudit("/audit?from=yesterday", () => errorAnswer(400, "VALIDATION_FAILED", "Invalid date"));
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid date");
    cleanup();
    const server = renderAudit("/audit?actor=Sana", () => jsonAnswer(200, { entries: [], next: null }));
    expect((await screen.findByRole("alert")).textContent).toContain("The person's id is a number");
    expect(server.calls).toEqual([]);
  });

  it("explains a failure of the server in its own words", async () => {
    renderAudit("/audit", () =>
      errorAnswer(500, "INTERNAL", "Oops! Something went wrong. Please try later."),
    );
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("Oops! Something went wrong. Please try later.");
  });
});
