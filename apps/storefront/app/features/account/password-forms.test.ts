import { MESSAGES } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import type { ApiResult } from "../../lib/api";
import {
  changePasswordErrors,
  firstInvalidField,
  isAccountResponse,
  resetFailureMessage,
  resetFormErrors,
  resetLinkOf,
} from "./password-forms";

const DIGIT_RULE = { regex: "^(?=.*\\d)\\S{10,}$", errorMessage: "Use 10 characters with a digit." };

const failed = (status: number, data: unknown): ApiResult => ({ ok: false, status, data });
const problem = (status: number, detail: string) =>
  failed(status, { errors: [{ status, code: "X", detail }] });

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
  it("shows the server's message for a 302", () => {
    expect(resetFailureMessage(problem(302, "Please use the latest link we sent."))).toBe(
      "Please use the latest link we sent.",
    );
    expect(resetFailureMessage(failed(302, { message: "Link moved." }))).toBe("Link moved.");
    expect(resetFailureMessage(failed(302, null))).toBe(MESSAGES.reset.genericError);
  });

  it("shows the server's message for code 302, as the server sends a used link (410, decision 20)", () => {
    const usedLink = failed(410, {
      errors: [{ status: 410, code: "302", detail: MESSAGES.reset.linkAlreadyUsed }],
    });
    expect(resetFailureMessage(usedLink)).toBe(MESSAGES.reset.linkAlreadyUsed);
    const other = failed(410, { errors: [{ status: 410, code: "302", detail: "Ask for a new link." }] });
    expect(resetFailureMessage(other)).toBe("Ask for a new link.");
  });

  it("shows the used-link message for a link used once", () => {
    expect(resetFailureMessage(problem(400, MESSAGES.reset.linkAlreadyUsed))).toBe(
      "Sorry! the reset link is already used once. Please do forgot password again.",
    );
    expect(resetFailureMessage(problem(410, "gone"))).toBe(MESSAGES.reset.linkAlreadyUsed);
  });

  it("shows the generic error for anything else", () => {
    const invalidLink = failed(400, {
      errors: [{ status: 400, code: "RESET_LINK_INVALID", detail: MESSAGES.reset.genericError }],
    });
    for (const result of [
      invalidLink,
      problem(400, "bad"),
      problem(500, "boom"),
      failed(0, null),
      problem(429, "x"),
    ]) {
      expect(resetFailureMessage(result)).toBe("Failed to reset password. Please try again later.");
    }
  });
});

describe("the reset link", () => {
  it("reads the sessionId and a known type", () => {
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
  });
});

describe("the account answer", () => {
  it("accepts the account shape and refuses anything else", () => {
    const account = {
      userId: 7,
      userInfo: { firstName: "Asha", lastName: "" },
      emails: [],
      mobileNumbers: [],
    };
    expect(isAccountResponse(account)).toBe(true);
    expect(isAccountResponse({ ...account, userId: "7" })).toBe(false);
    expect(isAccountResponse(null)).toBe(false);
    expect(isAccountResponse("<html>")).toBe(false);
  });
});
