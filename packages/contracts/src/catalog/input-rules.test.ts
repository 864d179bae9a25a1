import { describe, expect, it } from "vitest";
import { brandSearchInput } from "./brands";
import { brandSearchProblem } from "./input-rules";

describe("brand search rule (spec 2 §5)", () => {
  it("asks for something, then allows letters, digits and spaces only", () => {
    expect(brandSearchProblem(" ")).toBe("Please enter something to search");
    expect(brandSearchProblem("nw<script>")).toBe("Please enter a valid brand to search");
    expect(brandSearchProblem("Urban Stride 2")).toBeUndefined();
    expect(brandSearchInput.parse("  Urban ")).toBe("Urban");
  });
});
