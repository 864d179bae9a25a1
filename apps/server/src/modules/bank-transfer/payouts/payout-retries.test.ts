import { describe, expect, it } from "vitest";
import { payoutStateOf, retryReferenceOf } from "./payout-retries";
import { PAYOUT_REFERENCE } from "./payout-states";

describe("a failed payout's retry (decision 44: a new reference)", () => {
  it("takes the failed one's reference with the next retry number, still an idempotency key", () => {
    expect(retryReferenceOf("RT00000012")).toBe("RT00000012-R1");
    expect(retryReferenceOf("RT00000012-R1")).toBe("RT00000012-R2");
    expect(retryReferenceOf("RT00000012-R9")).toBe("RT00000012-R10");
    expect(PAYOUT_REFERENCE.test(retryReferenceOf("RT00000012-R9"))).toBe(true);
  });

  it("groups the provider's states: paid, failed in any way, or under way", () => {
    expect(payoutStateOf("processed")).toBe("PROCESSED");
    for (const status of ["reversed", "rejected", "cancelled", "failed"])
      expect(payoutStateOf(status)).toBe("FAILED");
    for (const status of ["requested", "queued", "processing", "on_hold"])
      expect(payoutStateOf(status)).toBe("OPEN");
  });
});
