import { ADMIN_MESSAGES, type AdminReturnDetails, type AuditEntry, type Permission } from "@odin/contracts";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rememberSession } from "../lib/session";
import { errorAnswer, fakeFetch, jsonAnswer } from "../testing/fake-fetch";
import { PAYOUT, RECEIVED_PAGE, RETURN_PAGE } from "../testing/returns";
import { staffSession } from "../testing/staff";
import Return, { clientAction, clientLoader, ErrorBoundary } from "./return";

const WRITER: Permission[] = ["returns:read", "returns:write"];

/**
 * The return's page over a fake server holding `page`: a GET answers it as it is, a POST answers
 * `onPost` (by default the page after `next`, which later GETs then answer).
 */
function renderReturn(
  first: AdminReturnDetails,
  permissions: Permission[] = WRITER,
  onPost?: (url: string, body: unknown) => Response,
  next?: AdminReturnDetails,
) {
  rememberSession(staffSession(permissions));
  let page = first;
  const server = fakeFetch((call) => {
    if (call.method === "GET") return jsonAnswer(200, page);
    if (onPost) return onPost(call.url, call.body);
    page = next ?? page;
    return jsonAnswer(200, page);
  });
  vi.stubGlobal("fetch", server.fetch);
  const Stub = createRoutesStub([
    {
      path: "/returns/:returnId",
      Component: Return,
      loader: clientLoader,
      action: clientAction,
      ErrorBoundary,
    },
  ]);
  render(<Stub initialEntries={[`/returns/${first.returnId}`]} />);
  return server;
}

const posts = (server: ReturnType<typeof renderReturn>) =>
  server.calls.filter((call) => call.method === "POST").map((call) => [call.url, call.body]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a return's page", () => {
  it("shows the item, shopper, reason, pickup, refund, the item's moves and the return's history", async () => {
    const entry: AuditEntry = {
      id: 9,
      at: "2026-11-29T08:00:00.000Z",
      actor: { id: 7, name: "Meera Iyer" },
      resource: "return",
      resourceId: "RT1024",
      action: "schedule-pickup",
      changes: { pickupScheduledFor: { from: null, to: "2026-11-30" } },
      clientAddress: "127.0.0.1",
      userAgent: "test",
    };
    const server = renderReturn({ ...RETURN_PAGE, audit: [entry] });
    expect(await screen.findByRole("heading", { level: 1, name: "Return RT1024" })).toBeTruthy();
    expect(server.calls.map((call) => call.url)).toEqual(["/admin/api/returns/RT1024"]);
    const item = screen.getByRole("region", { name: "Item" });
    expect(within(item).getByText("Linen kurta")).toBeTruthy();
    expect(within(item).getByText("RETURN_REQUESTED")).toBeTruthy();
    const shopper = screen.getByRole("region", { name: "Shopper" });
    expect(within(shopper).getByText("asha@example.in")).toBeTruthy();
    expect(within(shopper).getByText("Size too large")).toBeTruthy();
    expect(within(shopper).getByText("Too loose at the shoulders")).toBeTruthy();
    const journey = screen.getByRole("region", { name: "Pickup and check" });
    expect(within(journey).getByText(/12 MG Road/)).toBeTruthy();
    const refund = screen.getByRole("region", { name: "Refund" });
    expect(within(refund).getByText("By bank transfer").nextSibling?.textContent).toBe("₹1,299");
    const moves = screen.getByRole("table", { name: "The item's moves" });
    expect(within(moves).getByText("shopper")).toBeTruthy();
    const history = screen.getByRole("table", { name: "This record's history" });
    expect(within(history).getByText("schedule-pickup")).toBeTruthy();
    expect(
      screen
        .getByRole("link", { name: "All of this record's entries in the audit log" })
        .getAttribute("href"),
    ).toBe("/audit?resource=return&resourceId=RT1024");
  });

  it("books the reverse pickup of a requested return for the day chosen, and offers nothing else yet", async () => {
    const booked = { ...RETURN_PAGE, stage: "PICKUP_SCHEDULED" as const, pickupScheduledFor: "2026-12-02" };
    const server = renderReturn(RETURN_PAGE, WRITER, undefined, booked);
    const form = await screen.findByRole("form", { name: "Book the pickup" });
    expect(screen.queryByRole("button", { name: "Receive the parcel" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Mark as picked up" })).toBeNull();
    // Tomorrow in India is offered: the courier's usual first day.
    const tomorrow = new Date(Date.now() + 330 * 60_000 + 86_400_000).toISOString().slice(0, 10);
    expect((within(form).getByLabelText("Pickup day") as HTMLInputElement).value).toBe(tomorrow);
    fireEvent.change(within(form).getByLabelText("Pickup day"), { target: { value: "2026-12-02" } });
    fireEvent.click(within(form).getByRole("button", { name: "Book the pickup" }));
    expect((await screen.findByText(/is booked for/)).textContent).toBe(
      "The pickup of RT1024 is booked for 2 Dec 2026.",
    );
    expect(posts(server)).toEqual([["/admin/api/returns/RT1024/pickup", { date: "2026-12-02" }]]);
    // The page is read again: the next move is offered, and the day can still be changed.
    expect(await screen.findByRole("button", { name: "Mark as picked up" })).toBeTruthy();
    expect(screen.getByRole("form", { name: "Change the pickup day" })).toBeTruthy();
  });

  it("marks a booked pickup collected, then receives the parcel, each posting an empty body", async () => {
    const scheduled = {
      ...RETURN_PAGE,
      stage: "PICKUP_SCHEDULED" as const,
      pickupScheduledFor: "2026-12-02",
    };
    const picked = {
      ...scheduled,
      stage: "PICKED_UP" as const,
      item: { ...RETURN_PAGE.item, status: "PICKED_UP" as const },
    };
    let server = renderReturn(scheduled, WRITER, undefined, picked);
    fireEvent.click(await screen.findByRole("button", { name: "Mark as picked up" }));
    expect((await screen.findByText(/is picked up/)).textContent).toBe(
      "RT1024 is picked up. Receive the parcel when it arrives.",
    );
    expect(posts(server)).toEqual([["/admin/api/returns/RT1024/picked-up", {}]]);
    cleanup();

    server = renderReturn(picked, WRITER, undefined, RECEIVED_PAGE);
    fireEvent.click(await screen.findByRole("button", { name: "Receive the parcel" }));
    expect((await screen.findByText(/is received/)).textContent).toBe(
      "The parcel of RT1024 is received. Record its quality check next.",
    );
    expect(posts(server)).toEqual([["/admin/api/returns/RT1024/receive", {}]]);
    expect(await screen.findByRole("button", { name: "Pass the check" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Receive the parcel" })).toBeNull();
  });

  it("receives a self-shipped return while it is requested, with no pickup to book", async () => {
    renderReturn({ ...RETURN_PAGE, mode: "SELFSHIP", pickupAddress: null });
    expect(await screen.findByRole("button", { name: "Receive the parcel" })).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Book the pickup" })).toBeNull();
  });

  it("passes the quality check with its note: the item is RETURNED and its refund under way", async () => {
    const passed: AdminReturnDetails = {
      ...RECEIVED_PAGE,
      stage: "QC_PASSED",
      qualityCheck: "PASSED",
      qualityNote: "Tags on, unworn",
      item: { ...RECEIVED_PAGE.item, status: "RETURNED" },
      refund: {
        ...RECEIVED_PAGE.refund,
        requestedAt: "2026-12-01T09:30:00.000Z",
        payouts: [{ ...PAYOUT, status: "queued", state: "OPEN" }],
      },
    };
    const server = renderReturn(RECEIVED_PAGE, WRITER, undefined, passed);
    const form = await screen.findByRole("form", { name: "Quality check" });
    fireEvent.change(within(form).getByLabelText("Note"), { target: { value: "Tags on, unworn" } });
    fireEvent.click(within(form).getByRole("button", { name: "Pass the check" }));
    expect((await screen.findByText(/The check passed/)).textContent).toBe(
      "The check passed: the item is RETURNED and its refund of ₹1,299 is under way.",
    );
    expect(posts(server)).toEqual([
      ["/admin/api/returns/RT1024/quality-check", { result: "PASSED", note: "Tags on, unworn" }],
    ]);
    expect(await screen.findByText("Check passed, refund under way · parcel RC2048")).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Quality check" })).toBeNull();
    expect(within(screen.getByRole("region", { name: "Item" })).getByText("RETURNED")).toBeTruthy();
    const payouts = screen.getByRole("table", { name: "This return's bank-transfer payouts" });
    expect(within(payouts).getByText("Ending 6789")).toBeTruthy();
  });

  it("shows the server's refusal of a failed check in its own words, keeping the note typed", async () => {
    const refused = ADMIN_MESSAGES.returns.alreadyChecked.replace("{result}", "PASSED");
    const server = renderReturn(RECEIVED_PAGE, WRITER, () =>
      errorAnswer(409, "QUALITY_CHECK_RECORDED", refused),
    );
    const form = await screen.findByRole("form", { name: "Quality check" });
    fireEvent.change(within(form).getByLabelText("Note"), { target: { value: "Worn, tags removed" } });
    fireEvent.click(within(form).getByRole("button", { name: "Fail the check" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      `The quality check could not be recorded. ${refused}`,
    );
    expect(posts(server)).toEqual([
      ["/admin/api/returns/RT1024/quality-check", { result: "FAILED", note: "Worn, tags removed" }],
    ]);
    expect((screen.getByLabelText("Note") as HTMLTextAreaElement).value).toBe("Worn, tags removed");
  });

  it("shows no move and no retry to a role that may only look", async () => {
    const failed = { ...RECEIVED_PAGE, refund: { ...RECEIVED_PAGE.refund, payouts: [PAYOUT] } };
    renderReturn(failed, ["returns:read"]);
    expect(await screen.findByText(/Check the item and record the result/)).toBeTruthy();
    expect(screen.queryByRole("form")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("tries a failed payout again for a role holding refunds:write", async () => {
    const failed = { ...RECEIVED_PAGE, refund: { ...RECEIVED_PAGE.refund, payouts: [PAYOUT] } };
    const retry = { ...PAYOUT, payoutId: 72, reference: "RT1024-R1", status: "queued", state: "OPEN" };
    const server = renderReturn(failed, ["returns:read", "refunds:write"], () =>
      jsonAnswer(200, { failed: { ...PAYOUT, retriedAs: "RT1024-R1" }, retry }),
    );
    expect(screen.queryByRole("form", { name: "Quality check" })).toBeNull();
    fireEvent.click(await screen.findByRole("button", { name: "Retry payout 71" }));
    expect((await screen.findByText(/is tried again/)).textContent).toBe(
      "Payout 71 is tried again as payout 72, reference RT1024-R1 (₹1,299, queued).",
    );
    expect(posts(server)).toEqual([["/admin/api/payouts/71/retry", {}]]);
  });

  it("says a return that does not exist is not found", async () => {
    rememberSession(staffSession(WRITER));
    vi.stubGlobal("fetch", fakeFetch(() => errorAnswer(404, "NOT_FOUND", ADMIN_MESSAGES.notFound)).fetch);
    const Stub = createRoutesStub([
      {
        path: "/returns/:returnId",
        Component: Return,
        loader: clientLoader,
        action: clientAction,
        ErrorBoundary,
      },
    ]);
    render(<Stub initialEntries={["/returns/RT99999999"]} />);
    expect(await screen.findByRole("heading", { name: "Not found" })).toBeTruthy();
  });
});
