import {
  LOGIN,
  MESSAGES,
  type PasswordRule,
  type Problem,
  passwordProblem,
  resetPasswordProblem,
  type resetPasswordRequest,
} from "@odin/contracts";
import type { z } from "zod";

/**
 * The rules of the reset and change-password forms (spec 1 §5, §8; spec 3 §5) on top of the plain
 * functions of `@odin/contracts` (decision 13: no zod in the browser), checked by the form in the
 * browser and again by its route action on the server, and the reading of the services' refusals.
 * Each form field gets the message of its first broken rule.
 */

/** Which of a page's forms was posted (decision 26). */
export const CHANGE_PASSWORD_INTENT = "changePassword";
export const RESET_PASSWORD_INTENT = "resetPassword";

export type PasswordFieldName = "current" | "password" | "confirm";
export type FieldErrors = Partial<Record<PasswordFieldName, string>>;

/** Names of the inputs; the forms read their values from the DOM, so they work uncontrolled. */
export const FIELD_NAMES: Record<PasswordFieldName, string> = {
  current: "currentPassword",
  password: "newPassword",
  confirm: "confirmPassword",
};

export const FIELD_ORDER: readonly PasswordFieldName[] = ["current", "password", "confirm"];

export type ResetPasswordBody = z.infer<typeof resetPasswordRequest>;
export type CommunicationType = NonNullable<ResetPasswordBody["type"]>;

/** The reset link's fields: in its query (`/reset-password?sessionId=…&type=…`) and in the posted form. */
export const RESET_LINK_FIELDS = { sessionId: "sessionId", type: "type" } as const;

/** The reset link's query (`/reset-password?sessionId=…&type=…`); an unknown type is left out. */
export interface ResetLink {
  sessionId: string | null;
  type: CommunicationType | null;
}

export function resetLinkOf(search: URLSearchParams | FormData): ResetLink {
  const sessionIdValue = search.get(RESET_LINK_FIELDS.sessionId);
  const sessionId = (typeof sessionIdValue === "string" && sessionIdValue.trim()) || null;
  const type = search.get(RESET_LINK_FIELDS.type);
  return { sessionId, type: type === "mobile" || type === "email" ? type : null };
}

/** Reset form: both fields (null-password message), the password rule, then equal (mismatch). */
export function resetFormErrors(password: string, confirm: string, rule: PasswordRule | null): FieldErrors {
  const pair = resetPasswordProblem(password, confirm);
  if (pair === MESSAGES.reset.nullPassword) {
    return {
      ...(password === "" ? { password: pair } : {}),
      ...(confirm === "" ? { confirm: pair } : {}),
    };
  }
  const errors: FieldErrors = {};
  const ruleProblem = passwordProblem(password, rule);
  if (ruleProblem) errors.password = ruleProblem;
  if (pair) errors.confirm = pair;
  return errors;
}

/** Change password (spec 3 §5): current and new are needed, the new one follows the rule, confirm equals it. */
export function changePasswordErrors(
  current: string,
  password: string,
  confirm: string,
  rule: PasswordRule | null,
): FieldErrors {
  const required = MESSAGES.password.currentAndNewRequired;
  if (current === "" || password === "") {
    return {
      ...(current === "" ? { current: required } : {}),
      ...(password === "" ? { password: required } : {}),
    };
  }
  const errors: FieldErrors = {};
  const ruleProblem = passwordProblem(password, rule);
  if (ruleProblem) errors.password = ruleProblem;
  if (confirm !== password) errors.confirm = MESSAGES.password.mismatch;
  return errors;
}

export function firstInvalidField(errors: FieldErrors): PasswordFieldName | undefined {
  return FIELD_ORDER.find((name) => errors[name] !== undefined);
}

/**
 * What a refused reset shows (spec 1 §8; server side in decision 20). The spec's "status 302 shows the
 * server's message" is the code "302" of the used-link refusal (an HTTP 302 would be a redirect);
 * anything else shows the generic reset error.
 */
export function resetFailureMessage(problem: Pick<Problem, "code" | "detail">): string {
  return problem.code === String(LOGIN.resetShowServerMessageStatus)
    ? problem.detail
    : MESSAGES.reset.genericError;
}
