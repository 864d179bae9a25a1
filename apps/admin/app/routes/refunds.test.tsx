import { ADMIN_MESSAGES, type Permission } from "@odin/contracts";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rememberSession } from "../lib/session";
import { errorAnswer, type FakeHandler, fakeFetch, jsonAnswer } from "../testing/fake-fetch";
import { GATEWAY_REFUND, PAYOUT } from "../testing/returns";
import { staffSession } from "../testing/staff";
import Payouts, * as payouts from "./payouts";
import GatewayRefunds, * as refunds from "./refunds";

const RETRIER: Permission[] = ["returns:read", "refunds:write"];

function renderLists(path: string, handler: FakeHandler, permissions: Permission[] = RETRIER) {
  rememberSession(staffSession(permissions));
  const server = fakeFetch(handler);
  vi.stubGlobal("fetch", server.fetch);
  const Stub = createRoutesStub([
    {
      path: "/returns/refunds",
      Component: GatewayRefunds,
      loader: refunds.clientLoader,
      action: refunds.clientAction,
      ErrorBoundary: refunds.ErrorBoundary,
    },
    {
      path: "/returns/payouts",
      Component: Payouts,
      loader: payouts.clientLoader,
      action: payouts.clientAction,
      ErrorBoundary: payouts.ErrorBoundary,
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return server;
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the gateway refunds", () => {
  it("lists refunds with the gateway's state, filtered and paged by the address, linked to their return", async () => {
    const server = renderLists("/returns/refunds?state=FAILED&needsRetry=true", () =>
      jsonAnswer(200, { refunds: [GATEWAY_REFUND], next: "cjYx" }),
    );
    const table = await screen.findByRole("table", { name: "Gateway refunds" });
    const [, row] = within(table).getAllByRole("row");
    if (!row) throw new Error("no row");
    expect(cellsOf(row).slice(0, 5)).toEqual([
      "61",
      "return:RT1024OD5001",
      "razorpaypay_81",
      "₹1,299",
      "Failedfailed",
    ]);
    expect(within(row).getByRole("link", { name: "return:RT1024" }).getAttribute("href")).toBe(
      "/returns/RT1024",
    );
    expect(server.calls.map((call) => call.url)).toEqual(["/admin/api/refunds?state=FAILED&needsRetry=true"]);
    expect(screen.getByRole("link", { name: "Next page" }).getAttribute("href")).toBe(
      "/returns/refunds?state=FAILED&needsRetry=true&after=cjYx",
    );
    expect((screen.getByLabelText("State") as HTMLSelectElement).value).toBe("FAILED");
    expect((screen.getByLabelText("Only failed ones not tried again") as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByRole("link", { name: "Gateway refunds" }).getAttribute("aria-current")).toBe("page");
  });

  it("tries a failed refund again and says so; a second try is refused in the server's words", async () => {
    const already = ADMIN_MESSAGES.refunds.alreadyRetried.replace("{retry}", "return:RT1024:retry-1");
    let tries = 0;
    const server = renderLists("/returns/refunds", (call) => {
      if (call.method === "GET") return jsonAnswer(200, { refunds: [GATEWAY_REFUND], next: null });
      tries += 1;
      if (tries > 1) return errorAnswer(409, "REFUND_ALREADY_RETRIED", already);
      const retry = {
        ...GATEWAY_REFUND,
        refundId: 62,
        key: "return:RT1024:retry-1",
        status: "pending",
        state: "OPEN",
      };
      return jsonAnswer(200, { failed: { ...GATEWAY_REFUND, retriedAs: retry.key }, retry });
    });
    fireEvent.click(await screen.findByRole("button", { name: "Retry refund 61" }));
    expect((await screen.findByText(/is tried again/)).textContent).toBe(
      "Refund 61 is tried again as refund 62 (₹1,299, pending).",
    );
    fireEvent.click(await screen.findByRole("button", { name: "Retry refund 61" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      `Refund 61 could not be tried again. ${already}`,
    );
    expect(
      server.calls.filter((call) => call.method === "POST").map((call) => [call.url, call.body]),
    ).toEqual([
      ["/admin/api/refunds/61/retry", {}],
      ["/admin/api/refunds/61/retry", {}],
    ]);
  });

  it("says when no refund matches", async () => {
    renderLists("/returns/refunds?state=OPEN", () => jsonAnswer(200, { refunds: [], next: null }));
    expect(await screen.findByText("No refunds match these filters.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("draws no Retry for a role without refunds:write", async () => {
    renderLists("/returns/refunds", () => jsonAnswer(200, { refunds: [GATEWAY_REFUND], next: null }), [
      "returns:read",
    ]);
    const table = await screen.findByRole("table", { name: "Gateway refunds" });
    expect(within(table).queryByRole("button")).toBeNull();
    expect(within(table).queryByRole("columnheader", { name: "Actions" })).toBeNull();
  });

  it("shows the server's refusal of staff of limited scope as the page's", async () => {
    renderLists("/returns/refunds", () =>
      errorAnswer(403, "OUT_OF_SCOPE", ADMIN_MESSAGES.permission.outOfScope),
    );
    expect(await screen.findByRole("heading", { name: "Your role does not allow this" })).toBeTruthy();
    expect(screen.getByText(ADMIN_MESSAGES.permission.outOfScope)).toBeTruthy();
  });
});

describe("the bank-transfer payouts", () => {
  it("lists payouts to an account by its last four digits, with the provider's reason for a failure", async () => {
    const server = renderLists("/returns/payouts?state=FAILED", () =>
      jsonAnswer(200, { payouts: [PAYOUT, { ...PAYOUT, payoutId: 70, retriedAs: "RT1024-R1" }], next: null }),
    );
    const table = await screen.findByRole("table", { name: "Bank-transfer payouts" });
    const [, first, second] = within(table).getAllByRole("row");
    if (!first || !second) throw new Error("no rows");
    expect(cellsOf(first).slice(0, 5)).toEqual([
      "71",
      "RT1024Refund for RT1024",
      "Ending 6789IFSC HDFC0001234",
      "₹1,299",
      "FailedrejectedBeneficiary account closed",
    ]);
    expect(within(first).getByRole("button", { name: "Retry payout 71" })).toBeTruthy();
    // One tried again already names its retry instead of offering another.
    expect(within(second).queryByRole("button")).toBeNull();
    expect(within(second).getByText("Tried again as RT1024-R1")).toBeTruthy();
    expect(server.calls.map((call) => call.url)).toEqual(["/admin/api/payouts?state=FAILED"]);
    expect(table.textContent).not.toMatch(/\d{5,}6789/);
  });

  it("shows a cursor the server no longer knows next to the form", async () => {
    renderLists("/returns/payouts?after=forged", () =>
      errorAnswer(404, "NOT_FOUND", ADMIN_MESSAGES.notFound),
    );
    expect((await screen.findByRole("alert")).textContent).toBe(ADMIN_MESSAGES.orders.badCursor);
  });
});
