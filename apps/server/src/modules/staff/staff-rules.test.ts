import { describe, expect, it } from "vitest";
import { maskedEmail } from "./staff-rules";

describe("maskedEmail", () => {
  it("keeps the first letter and the domain", () => {
    expect(maskedEmail("priya@example.in")).toBe("p••••@example.in");
  });
  it("hides everything of an address without a name", () => {
    expect(maskedEmail("@example.in")).toBe("••••");
    expect(maskedEmail("nobody")).toBe("••••");
  });
});
