import { MESSAGES } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import {
  changePasswordErrors,
  firstInvalidField,
  resetFailureMessage,
  resetFormErrors,
  resetLinkOf,
} from "./password-forms";

const DIGIT_RULE = { regex: "^(?=.*\\d)\\S{10,}$", errorMessage: "Use 10 characters with a digit." };

describe("reset form rules (spec 1 §5)", () => {
  it("needs both fields, naming each empty one", () => {
    expect(resetFormErrors("", "", null)).toEqual({
      password: MESSAGES.reset.nullPassword,
      confirm: MESSAGES.reset.nullPassword,
    });
    expect(resetFormErrors("secret123", "", null)).toEqual({ confirm: MESSAGES.reset.nullPassword });
    expect(resetFormErrors("", "secret123", null)).toEqual({ password: MESSAGES.reset.nullPassword });
  });

  it("applies the default password rule: no spaces, at least 8 characters", () => {
    expect(resetFormErrors("has space", "has space", null)).toEqual({
      password: MESSAGES.password.noSpaceAllowed,
    });
    expect(resetFormErrors("short", "short", null)).toEqual({ password: MESSAGES.password.minLength });
    expect(resetFormErrors("longenough", "longenough", null)).toEqual({});
  });

  it("lets the server's rule replace the default", () => {
    expect(resetFormErrors("longenough", "longenough", DIGIT_RULE)).toEqual({
      password: DIGIT_RULE.errorMessage,
    });
    expect(resetFormErrors("longenough1", "longenough1", DIGIT_RULE)).toEqual({});
  });

  it("says when the passwords do not match", () => {
    expect(resetFormErrors("longenough", "longenougH", null)).toEqual({ confirm: "Passwords do not match" });
    expect(resetFormErrors("short", "shorT", null)).toEqual({
      password: MESSAGES.password.minLength,
      confirm: MESSAGES.reset.mismatch,
    });
  });
});

describe("change password rules (spec 3 §5)", () => {
  it("needs the current and the new password", () => {
    const required = MESSAGES.password.currentAndNewRequired;
    expect(changePasswordErrors("", "", "", null)).toEqual({ current: required, password: required });
    expect(changePasswordErrors("old-password", "", "", null)).toEqual({ password: required });
    expect(changePasswordErrors("", "new-password", "new-password", null)).toEqual({ current: required });
  });

  it("checks the new password's rule and its confirmation", () => {
    expect(changePasswordErrors("old", "short", "short", null)).toEqual({
      password: MESSAGES.password.minLength,
    });
    expect(changePasswordErrors("old", "longenough", "longenough", DIGIT_RULE)).toEqual({
      password: DIGIT_RULE.errorMessage,
    });
    expect(changePasswordErrors("old", "longenough", "", null)).toEqual({
      confirm: MESSAGES.password.mismatch,
    });
    expect(changePasswordErrors("old", "longenough", "longenough", null)).toEqual({});
  });

  it("orders the fields as the form shows them", () => {
    expect(firstInvalidField({ confirm: "x", password: "y" })).toBe("password");
    expect(firstInvalidField({})).toBeUndefined();
  });
});

describe("reset failures (spec 1 §8)", () => {
  it("shows the server's message for code 302, as the service refuses a used link (decision 20)", () => {
    expect(resetFailureMessage({ code: "302", detail: MESSAGES.reset.linkAlreadyUsed })).toBe(
      "Sorry! the reset link is already used once. Please do forgot password again.",
    );
    expect(resetFailureMessage({ code: "302", detail: "Ask for a new link." })).toBe("Ask for a new link.");
  });

  it("shows the generic error for anything else", () => {
    for (const problem of [
      { code: "RESET_LINK_INVALID", detail: MESSAGES.reset.genericError },
      { code: "VALIDATION_FAILED", detail: "bad" },
      { code: "RATE_LIMITED", detail: "x" },
      { code: "BLOCKED_IP", detail: MESSAGES.generic.blockedIp },
    ]) {
      expect(resetFailureMessage(problem)).toBe("Failed to reset password. Please try again later.");
    }
  });
});

describe("the reset link", () => {
  it("reads the sessionId and a known type, from the link or the posted form", () => {
    expect(resetLinkOf(new URLSearchParams("sessionId=abc&type=email"))).toEqual({
      sessionId: "abc",
      type: "email",
    });
    expect(resetLinkOf(new URLSearchParams("sessionId=abc&type=pigeon"))).toEqual({
      sessionId: "abc",
      type: null,
    });
    expect(resetLinkOf(new URLSearchParams("sessionId=%20&type=mobile"))).toEqual({
      sessionId: null,
      type: "mobile",
    });
    const posted = new FormData();
    posted.set("sessionId", " abc ");
    posted.set("type", "mobile");
    expect(resetLinkOf(posted)).toEqual({ sessionId: "abc", type: "mobile" });
  });
});
