import { LOGIN, STORAGE_KEYS } from "@odin/contracts";
import { safeGet, safeRemove, safeSet } from "../../lib/api/storage";
import type { StorageLike } from "../../lib/api/types";

/**
 * The failed-login counter of spec 1 §4, in local storage under `failedlogincount`: one more on each
 * failed password login, cleared on success. At the maximum (LOGIN.maxInvalidAttempts, 5) the
 * password form asks for the invisible captcha before its button works. The server keeps its own
 * count and answers 403 CAPTCHA_REQUIRED too, so clearing this one in the browser gains nothing.
 */
export function failedLoginCount(local: StorageLike): number {
  const count = Number.parseInt(safeGet(local, STORAGE_KEYS.failedLoginCount) ?? "", 10);
  return Number.isFinite(count) && count > 0 ? count : 0;
}

export function recordFailedLogin(local: StorageLike): number {
  const count = failedLoginCount(local) + 1;
  safeSet(local, STORAGE_KEYS.failedLoginCount, String(count));
  return count;
}

export function resetFailedLogins(local: StorageLike): void {
  safeRemove(local, STORAGE_KEYS.failedLoginCount);
}

export function captchaNeededAt(count: number, maximum: number = LOGIN.maxInvalidAttempts): boolean {
  return count >= maximum;
}
