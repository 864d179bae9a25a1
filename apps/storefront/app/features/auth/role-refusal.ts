import { ERROR_CODES, MESSAGES } from "@odin/contracts";
import { errorsOf } from "../../lib/api/errors";
import { clearStoredUserData } from "../../lib/api/session";
import type { ApiResult } from "../../lib/api/types";
import { logout, type SessionDeps } from "./logout";
import { ORDER_CONFIRMATION_PATH } from "./protected-paths";

/**
 * The role rules of spec 1 §6 in the browser. The server refuses every token that is not the end
 * user's alone with 403 and a code: STAFF_USER, BUSINESS_USER or INVALID_ROLE (decision 17).
 */
const REFUSALS = {
  [ERROR_CODES.staffUser]: MESSAGES.session.staffLoggingOut,
  [ERROR_CODES.businessUser]: MESSAGES.session.businessUserRefused,
  [ERROR_CODES.invalidRole]: MESSAGES.session.invalidRole,
} as const;

export type RoleRefusal = keyof typeof REFUSALS;

/** The message of a role refusal code (e.g. the `code` of a refused social sign-in's hand-off). */
export function roleRefusalMessage(code: string | undefined): string | undefined {
  return code !== undefined && Object.hasOwn(REFUSALS, code) ? REFUSALS[code as RoleRefusal] : undefined;
}

export function roleRefusalOf(result: ApiResult): RoleRefusal | undefined {
  const code = errorsOf(result)[0]?.code;
  return code !== undefined && Object.hasOwn(REFUSALS, code) ? (code as RoleRefusal) : undefined;
}

/**
 * Handles a role refusal, if `result` is one, and says whether it was. A staff user sees "Dude! You
 * are a staff! …", is logged out with the bag cleared, and leaves the order confirmation page (and
 * any protected page) for /. A business or mixed-role account sees its danger toast and nothing is
 * kept; if it was signed in on this page, it is logged out the same way.
 */
export async function handleRoleRefusal(
  result: ApiResult,
  deps: SessionDeps,
  { signedIn }: { signedIn: boolean },
): Promise<boolean> {
  const refusal = roleRefusalOf(result);
  if (!refusal) return false;
  deps.shell.showToast(REFUSALS[refusal], { tone: "danger" });
  if (refusal === ERROR_CODES.staffUser || signedIn) {
    const onConfirmation =
      deps.pathname === ORDER_CONFIRMATION_PATH || deps.pathname.startsWith(`${ORDER_CONFIRMATION_PATH}/`);
    await logout(deps, { home: onConfirmation });
  } else {
    clearStoredUserData(deps.local, deps.session);
  }
  return true;
}
