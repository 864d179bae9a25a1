import { describe, expect, it } from "vitest";
import { createPickupCodes } from "./pickup-code";

describe("store pickup codes", () => {
  const codes = createPickupCodes("s".repeat(32));

  it("gives each order six digits, the same every time", () => {
    expect(codes.of("OD1001")).toMatch(/^\d{6}$/);
    expect(codes.of("OD1001")).toBe(codes.of("OD1001"));
    expect(codes.of("OD1001")).not.toBe(codes.of("OD1002"));
  });

  it("depends on the secret, not only on the order number", () => {
    expect(createPickupCodes("t".repeat(32)).of("OD1001")).not.toBe(codes.of("OD1001"));
  });

  it("takes the order's own code, spaces and all, and no other", () => {
    const code = codes.of("OD1001");
    expect(codes.matches("OD1001", code)).toBe(true);
    expect(codes.matches("OD1001", `${code.slice(0, 3)} ${code.slice(3)}`)).toBe(true);
    expect(codes.matches("OD1002", code)).toBe(false);
    expect(codes.matches("OD1001", "")).toBe(false);
  });
});
