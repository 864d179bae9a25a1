import { describe, expect, it } from "vitest";
import { maskedEmail, maskedPhone, maskedRecipient } from "./masking";

describe("masking", () => {
  it("keeps an e-mail's first letter and domain", () => {
    expect(maskedEmail("priya@example.in")).toBe("p••••@example.in");
    expect(maskedEmail("@example.in")).toBe("••••");
    expect(maskedEmail("nobody")).toBe("••••");
  });

  it("keeps a phone's first two and last four digits", () => {
    expect(maskedPhone("9876543210")).toBe("98••••3210");
    expect(maskedPhone("+919876543210")).toBe("+9••••3210");
    expect(maskedPhone("12345")).toBe("••••");
  });

  it("tells the two apart", () => {
    expect(maskedRecipient("asha@example.in")).toBe("a••••@example.in");
    expect(maskedRecipient("9876543210")).toBe("98••••3210");
  });
});
