import { describe, expect, it } from "vitest";
import { refundStateOf, retryKeyOf } from "./refund-retries";

describe("a failed gateway refund's retry", () => {
  it("takes the failed one's key with the next retry number", () => {
    expect(retryKeyOf("return:RT00000012")).toBe("return:RT00000012:retry-1");
    expect(retryKeyOf("return:RT00000012:retry-1")).toBe("return:RT00000012:retry-2");
    expect(retryKeyOf("cancel:77:retry-9")).toBe("cancel:77:retry-10");
    expect(retryKeyOf("late:5")).toBe("late:5:retry-1");
  });

  it("groups the gateway's states as the back office shows them", () => {
    expect(["pending", "processed", "failed"].map(refundStateOf)).toEqual(["OPEN", "PROCESSED", "FAILED"]);
  });
});
