import { describe, expect, it } from "vitest";
import { pincodeInput } from "../delivery/pincode";
import { brandSearchInput } from "./brands";
import { brandSearchProblem, pincodeProblem } from "./input-rules";

describe("pincode rule (spec 2 §5)", () => {
  it("asks for a pincode, for digits only, then for 6 digits", () => {
    expect(pincodeProblem("  ")).toBe("Please enter pincode");
    expect(pincodeProblem("56a001")).toBe("Please enter only digits");
    expect(pincodeProblem("56001")).toBe("Please enter 6 Digits");
    expect(pincodeProblem(" 560001 ")).toBeUndefined();
  });

  it("is the rule the server's schema applies", () => {
    expect(pincodeInput.safeParse("5600").error?.issues[0]?.message).toBe("Please enter 6 Digits");
    expect(pincodeInput.safeParse("560001").success).toBe(true);
  });
});

describe("brand search rule (spec 2 §5)", () => {
  it("asks for something, then allows letters, digits and spaces only", () => {
    expect(brandSearchProblem(" ")).toBe("Please enter something to search");
    expect(brandSearchProblem("nw<script>")).toBe("Please enter a valid brand to search");
    expect(brandSearchProblem("Urban Stride 2")).toBeUndefined();
    expect(brandSearchInput.parse("  Urban ")).toBe("Urban");
  });
});
