import { ERROR_CODES, MESSAGES } from "@odin/contracts";
import { errorsOf } from "../../../lib/api/errors";
import type { ApiResult } from "../../../lib/api/types";
import { shownMessage } from "../login-errors";
import type { ModalServices } from "../modal-services";
import type { PageShell } from "../page-shell";
import { handleRoleRefusal, roleRefusalOf } from "../role-refusal";

/**
 * A sign-in refused for the account's roles (spec 1 §6): a staff user's session ends and the modal
 * closes; a business or mixed-role account sees its toast and stays on the form. True when handled.
 */
export async function refusedForRole(result: ApiResult, services: ModalServices): Promise<boolean> {
  const refusal = roleRefusalOf(result);
  if (!refusal) return false;
  if (refusal === ERROR_CODES.staffUser) services.dismiss();
  await handleRoleRefusal(result, services.sessionDeps, { signedIn: false });
  return true;
}

/** A form-level failure: shown in the form's alert and as the spec's toast. */
export function reportFailure(shell: PageShell, message: string, show: (message: string) => void): void {
  show(message);
  shell.showToast(message, { tone: "danger" });
}

/** "User Profile Already Exists": the server's message, or the spec's default (spec 1 §8). */
export function registrationFailure(result: ApiResult, fallback: string): string {
  const first = errorsOf(result)[0];
  if (first?.status === 409) return first.detail || MESSAGES.registration.userAlreadyExists;
  return shownMessage(result, fallback);
}

/** A new account signs in at once: the success toast, then the after-login steps with the signup event. */
export function finishRegistration(services: ModalServices): void {
  services.shell.showToast(MESSAGES.registration.success, { tone: "success" });
  services.finish({ method: "registration", registered: true });
}
