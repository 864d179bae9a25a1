import {
  type AccountResponse,
  LOGIN,
  MESSAGES,
  type PasswordRule,
  passwordProblem,
  resetPasswordProblem,
  type resetPasswordRequest,
} from "@odin/contracts";
import type { z } from "zod";
import { type ApiResult, errorsOf } from "../../lib/api";

/**
 * The rules of the reset and change-password forms (spec 1 §5, §8; spec 3 §5) on top of the plain
 * functions of `@odin/contracts` (decision 13: no zod in the browser), and the reading of the
 * server's answers. Each form field gets the message of its first broken rule.
 */

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

/** The reset link's query (`/reset-password?sessionId=…&type=…`); an unknown type is left out. */
export interface ResetLink {
  sessionId: string | null;
  type: CommunicationType | null;
}

export function resetLinkOf(search: URLSearchParams): ResetLink {
  const sessionId = search.get("sessionId")?.trim() || null;
  const type = search.get("type");
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

/** The server's own message: the first error's detail, else a `message` in the body. */
function serverMessage(result: ApiResult): string | undefined {
  const detail = errorsOf(result)[0]?.detail;
  if (detail) return detail;
  const message = (result.data as { message?: unknown } | null)?.message;
  return typeof message === "string" && message !== "" ? message : undefined;
}

/**
 * What a failed reset shows (spec 1 §8; server side in decision 20). The spec's "status 302 shows the
 * server's message" arrives as code "302" (on a 410 Gone: an HTTP 302 would be a redirect); a bare
 * 302 status is read the same way. A link already used shows the used-link message; anything else
 * the generic reset error.
 */
export function resetFailureMessage(result: ApiResult): string {
  const showServerMessage = String(LOGIN.resetShowServerMessageStatus);
  const first = errorsOf(result)[0];
  if (result.status === LOGIN.resetShowServerMessageStatus || first?.code === showServerMessage) {
    return serverMessage(result) ?? MESSAGES.reset.genericError;
  }
  const usedLink = result.status === 410 || first?.detail === MESSAGES.reset.linkAlreadyUsed;
  return usedLink ? MESSAGES.reset.linkAlreadyUsed : MESSAGES.reset.genericError;
}

/** The account answer checked by hand (decision 13), so a malformed body is an error state, not a crash. */
export function isAccountResponse(value: unknown): value is AccountResponse {
  const account = value as AccountResponse | null;
  return (
    typeof account === "object" &&
    account !== null &&
    typeof account.userId === "number" &&
    typeof account.userInfo?.firstName === "string" &&
    Array.isArray(account.emails) &&
    Array.isArray(account.mobileNumbers)
  );
}
