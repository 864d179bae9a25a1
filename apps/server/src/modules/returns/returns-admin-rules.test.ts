import { describe, expect, it } from "vitest";
import {
  canCheck,
  canMarkPickedUp,
  canReceive,
  canSchedulePickup,
  decodeCursor,
  encodeCursor,
  indiaToday,
  type ReturnFacts,
  refundPaid,
  returnOfPayoutReference,
  returnOfRefundKey,
  searchOf,
  stageOf,
} from "./returns-admin-rules";

const facts = (changes: Partial<ReturnFacts> = {}): ReturnFacts => ({
  mode: "REVERSEPICKUP",
  itemStatus: "RETURN_REQUESTED",
  pickupScheduledFor: null,
  receivedAt: null,
  qualityCheck: null,
  ...changes,
});

const RECEIVED = new Date("2026-11-05T06:30:00Z");
const refused = (result: { ok: boolean; problem?: { code: string } }) =>
  result.ok ? "ok" : result.problem?.code;

describe("a return's stage", () => {
  it("follows the item and the warehouse's records, the refund last", () => {
    expect(stageOf(facts())).toBe("REQUESTED");
    expect(stageOf(facts({ pickupScheduledFor: "2026-11-06" }))).toBe("PICKUP_SCHEDULED");
    expect(stageOf(facts({ itemStatus: "PICKED_UP", pickupScheduledFor: "2026-11-06" }))).toBe("PICKED_UP");
    expect(stageOf(facts({ itemStatus: "PICKED_UP", receivedAt: RECEIVED }))).toBe("RECEIVED");
    const passed = facts({ itemStatus: "RETURNED", receivedAt: RECEIVED, qualityCheck: "PASSED" });
    expect(stageOf(passed)).toBe("QC_PASSED");
    expect(stageOf({ ...passed, itemStatus: "REFUNDED" })).toBe("REFUNDED");
    expect(stageOf(facts({ itemStatus: "DELIVERED", receivedAt: RECEIVED, qualityCheck: "FAILED" }))).toBe(
      "QC_FAILED",
    );
  });

  it("calls an item put back without a check withdrawn, and one returned without a check passed", () => {
    expect(stageOf(facts({ itemStatus: "DELIVERED" }))).toBe("WITHDRAWN");
    expect(stageOf(facts({ itemStatus: "RETURNED" }))).toBe("QC_PASSED");
  });
});

describe("the warehouse's moves", () => {
  const today = "2026-11-05";

  it("books a reverse pickup while asked for, from today to 30 days on", () => {
    expect(refused(canSchedulePickup(facts(), "2026-11-05", today))).toBe("ok");
    expect(refused(canSchedulePickup(facts(), "2026-12-05", today))).toBe("ok");
    expect(refused(canSchedulePickup(facts(), "2026-12-06", today))).toBe("PICKUP_DAY_OUT_OF_RANGE");
    expect(refused(canSchedulePickup(facts(), "2026-11-04", today))).toBe("PICKUP_DAY_OUT_OF_RANGE");
    expect(refused(canSchedulePickup(facts({ mode: "SELFSHIP" }), today, today))).toBe("RETURN_SELF_SHIPPED");
    expect(refused(canSchedulePickup(facts({ itemStatus: "PICKED_UP" }), today, today))).toBe(
      "RETURN_NOT_AWAITING_PICKUP",
    );
  });

  it("marks picked up only a booked reverse pickup", () => {
    expect(refused(canMarkPickedUp(facts()))).toBe("PICKUP_NOT_BOOKED");
    expect(refused(canMarkPickedUp(facts({ pickupScheduledFor: today })))).toBe("ok");
    expect(refused(canMarkPickedUp(facts({ mode: "SELFSHIP" })))).toBe("RETURN_SELF_SHIPPED");
  });

  it("receives a collected parcel, or a self-shipped one still asked for, once", () => {
    expect(refused(canReceive(facts({ itemStatus: "PICKED_UP" })))).toBe("ok");
    expect(refused(canReceive(facts()))).toBe("RETURN_NOT_RECEIVABLE");
    expect(refused(canReceive(facts({ mode: "SELFSHIP" })))).toBe("ok");
    expect(refused(canReceive(facts({ itemStatus: "PICKED_UP", receivedAt: RECEIVED })))).toBe(
      "RETURN_ALREADY_RECEIVED",
    );
  });

  it("checks a received parcel once, a failure with its reason", () => {
    const received = facts({ itemStatus: "PICKED_UP", receivedAt: RECEIVED });
    expect(refused(canCheck(received, "PASSED", undefined))).toBe("ok");
    expect(refused(canCheck(received, "FAILED", undefined))).toBe("QUALITY_NOTE_REQUIRED");
    expect(refused(canCheck(received, "FAILED", "Tags removed, worn"))).toBe("ok");
    expect(refused(canCheck(facts({ itemStatus: "PICKED_UP" }), "PASSED", undefined))).toBe(
      "RETURN_NOT_RECEIVED",
    );
    expect(refused(canCheck({ ...received, qualityCheck: "PASSED" }, "FAILED", "x"))).toBe(
      "QUALITY_CHECK_RECORDED",
    );
  });
});

describe("a returned item's refund is paid", () => {
  it("once its gateway refund and its payout are processed; points need nothing", () => {
    const none = { gatewayStatus: undefined, payoutStatus: undefined };
    expect(refundPaid({ toSource: 0, toBankTransfer: 0 }, none)).toBe(true);
    expect(refundPaid({ toSource: 500, toBankTransfer: 0 }, none)).toBe(false);
    expect(refundPaid({ toSource: 500, toBankTransfer: 0 }, { ...none, gatewayStatus: "pending" })).toBe(
      false,
    );
    expect(refundPaid({ toSource: 500, toBankTransfer: 0 }, { ...none, gatewayStatus: "processed" })).toBe(
      true,
    );
    expect(refundPaid({ toSource: 0, toBankTransfer: 900 }, { ...none, payoutStatus: "reversed" })).toBe(
      false,
    );
    expect(refundPaid({ toSource: 0, toBankTransfer: 900 }, { ...none, payoutStatus: "processed" })).toBe(
      true,
    );
  });

  it("knows its return from a refund's key or a payout's reference, retries too", () => {
    expect(returnOfRefundKey("return:RT00000012")).toBe("RT00000012");
    expect(returnOfRefundKey("return:RT00000012:retry-3")).toBe("RT00000012");
    expect(returnOfRefundKey("cancel:12")).toBeUndefined();
    expect(returnOfPayoutReference("RT00000012")).toBe("RT00000012");
    expect(returnOfPayoutReference("RT00000012-R2")).toBe("RT00000012");
    expect(returnOfPayoutReference("CN-12")).toBeUndefined();
  });
});

describe("the queue's search and cursor", () => {
  it("reads a return, consignment or order number", () => {
    expect(searchOf(" rt00000012 ")).toEqual({ returnNumber: "RT00000012" });
    expect(searchOf("RC0000000012")).toEqual({ consignmentNumber: "RC0000000012" });
    expect(searchOf("OD1234")).toEqual({ orderNumber: "OD1234" });
    expect(searchOf("")).toBeUndefined();
  });

  it("takes back only the cursors it gave", () => {
    expect(decodeCursor(encodeCursor(42))).toBe(42);
    expect(decodeCursor("nonsense")).toBeUndefined();
    expect(decodeCursor(encodeCursor(2_147_483_648))).toBeUndefined();
  });

  it("counts today in India", () => {
    expect(indiaToday(new Date("2026-11-04T18:29:00Z"))).toBe("2026-11-04");
    expect(indiaToday(new Date("2026-11-04T18:31:00Z"))).toBe("2026-11-05");
  });
});
