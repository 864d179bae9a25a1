import { describe, expect, it } from "vitest";
import { changePasswordRequest } from "./auth";
import { DEFAULT_PASSWORD_RULE, passwordProblem } from "./password-rules";

describe("passwordProblem (spec 1 §5)", () => {
  it("refuses spaces first, then fewer than 8 characters", () => {
    expect(passwordProblem("has space")).toBe("No Space Allowed");
    expect(passwordProblem(" ")).toBe("No Space Allowed");
    expect(passwordProblem("Ab@1234")).toBe("Please enter at least 8 characters.");
    expect(passwordProblem("Ab@12345")).toBeUndefined();
  });

  it("lets a server-supplied rule replace the default, but never allows spaces", () => {
    const rule = { regex: "^\\d{4}$", errorMessage: "Four digits." };
    expect(passwordProblem("1234", rule)).toBeUndefined();
    expect(passwordProblem("Ab@12345", rule)).toBe("Four digits.");
    expect(passwordProblem("12 4", rule)).toBe("No Space Allowed");
    expect(passwordProblem("Ab@1", { regex: "(", errorMessage: "x" })).toBe(
      "Please enter at least 8 characters.",
    );
    expect(passwordProblem("Ab@12345", DEFAULT_PASSWORD_RULE)).toBeUndefined();
  });

  it("is left to the server's services: the contract only bounds a new password", () => {
    // An operator's rule may be looser than the default (spec 1 §5), so the body cannot apply it.
    expect(changePasswordRequest.safeParse({ currentPassword: "x", newPassword: "short" }).success).toBe(
      true,
    );
    const long = changePasswordRequest.safeParse({ currentPassword: "x", newPassword: "a".repeat(513) });
    expect(long.success).toBe(false);
  });
});
