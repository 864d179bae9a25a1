import { describe, expect, it } from "vitest";
import { refundsOf } from "./order-refunds";

const at = new Date("2026-11-28T10:00:00Z");
const none = { cancellations: [], returns: [], gatewayRefunds: [], payouts: [] };

describe("an order's refunds in the back office", () => {
  it("lists a cancel's share to the card with its gateway refund's state, and its points as given", () => {
    const lines = refundsOf({
      ...none,
      cancellations: [{ itemId: 7, toSource: 49_900, toLoyalty: 10_000, createdAt: at }],
      gatewayRefunds: [{ idempotencyKey: "cancel:7", amount: 49_900, status: "processed", createdAt: at }],
    });
    expect(lines).toEqual([
      expect.objectContaining({
        itemId: 7,
        cause: "cancel",
        destination: "source",
        amount: 49_900,
        state: "processed",
      }),
      expect.objectContaining({
        itemId: 7,
        cause: "cancel",
        destination: "loyalty",
        amount: 10_000,
        state: "given",
      }),
    ]);
  });

  it("shows a return's refund as not yet until the item is back, then the payout's state", () => {
    const requested = {
      itemId: 9,
      returnNumber: "RT00000012",
      toSource: 0,
      toLoyalty: 5_000,
      toBankTransfer: 30_000,
      status: "REQUESTED",
      createdAt: at,
    };
    expect(refundsOf({ ...none, returns: [requested] }).map((line) => line.state)).toEqual([
      "not yet",
      "not yet",
    ]);
    const paid = refundsOf({
      ...none,
      returns: [{ ...requested, status: "REFUND_REQUESTED" }],
      payouts: [{ reference: "RT00000012", amount: 30_000, status: "processed", createdAt: at }],
    });
    expect(paid).toEqual([
      expect.objectContaining({ reference: "RT00000012", destination: "loyalty", state: "given" }),
      expect.objectContaining({ reference: "RT00000012", destination: "bank transfer", state: "processed" }),
    ]);
  });

  it("lists gateway refunds no record names: a payment the order could not take, an uncollected pickup", () => {
    const lines = refundsOf({
      ...none,
      gatewayRefunds: [
        { idempotencyKey: "late:3", amount: 99_900, status: "pending", createdAt: at },
        { idempotencyKey: "cancel:11", amount: 20_000, status: "failed", createdAt: at },
      ],
    });
    expect(lines).toEqual([
      expect.objectContaining({
        itemId: null,
        cause: "payment not taken",
        reference: "late:3",
        state: "pending",
      }),
      expect.objectContaining({ itemId: 11, cause: "cancel", amount: 20_000, state: "failed" }),
    ]);
  });
});
