import { ERROR_CODES, LOGIN } from "@odin/contracts";
import { errorsOf } from "../../lib/api/errors";
import type { ApiResult } from "../../lib/api/types";

/**
 * Reading failed sign-in answers (spec 1 §8 "Login failure"): the server's detail is shown when
 * errors[0].status is one of LOGIN.knownErrorStatuses (409, 401, 404, 403, 400), otherwise the
 * caller's default message. A 429 (the blocked-address message, rate limits) is shown too: its detail
 * is the spec's own wording and the default message would hide why the shopper must wait.
 */
export function shownMessage(result: ApiResult, fallback: string): string {
  const first = errorsOf(result)[0];
  if (!first) return fallback;
  const known =
    (LOGIN.knownErrorStatuses as readonly number[]).includes(first.status) || first.status === 429;
  return known ? first.detail : fallback;
}

function firstError(result: ApiResult) {
  return errorsOf(result)[0];
}

/** Code 605: the phone is not verified. Its number comes in `data.mobileNumber`. */
export function phoneToVerify(result: ApiResult): { mobileNumber: string | undefined } | undefined {
  const first = firstError(result);
  if (first?.code !== ERROR_CODES.phoneNotVerified && first?.code !== String(LOGIN.phoneNotVerifiedCode)) {
    return undefined;
  }
  const mobileNumber = first.data?.mobileNumber;
  return { mobileNumber: typeof mobileNumber === "string" ? mobileNumber : undefined };
}

/** Code 207: the account is locked; the OTP flow's sign-in button stays disabled. */
export function isAccountLocked(result: ApiResult): boolean {
  const code = firstError(result)?.code;
  return code === ERROR_CODES.accountLocked || code === String(LOGIN.accountLockedCode);
}

/** The server wants a solved captcha with the next attempt (403 CAPTCHA_REQUIRED or a 401 saying so). */
export function captchaRequiredBy(result: ApiResult): boolean {
  const first = firstError(result);
  if (!first) return false;
  if (first.code === ERROR_CODES.captchaRequired || first.code === ERROR_CODES.captchaFailed) return true;
  return first.data?.captchaRequired === true;
}

export function isCaptchaRefusal(result: ApiResult): boolean {
  const code = firstError(result)?.code;
  return code === ERROR_CODES.captchaRequired || code === ERROR_CODES.captchaFailed;
}

/** A sign-in answer carries the token response; one without it is "invalid data" (spec 1 §8). */
export function hasTokens(result: ApiResult): boolean {
  const data = result.data as { access_token?: unknown } | null;
  return result.ok && typeof data?.access_token === "string" && data.access_token !== "";
}
