import type { ApiError } from "@odin/contracts";
import { ERROR_CODES, MESSAGES, ROLES } from "@odin/contracts";

/**
 * The role rule of spec 1 §6: only a token holding the end-user role alone passes. Staff are refused
 * with the staff message; business-only with the business-user message; both or neither with the
 * invalid-role message.
 */
export function storefrontRoleProblem(roles: readonly string[]): ApiError | undefined {
  if (roles.includes(ROLES.staff)) {
    return { status: 403, code: ERROR_CODES.staffUser, detail: MESSAGES.session.staffLoggingOut };
  }
  const endUser = roles.includes(ROLES.endUser);
  const business = roles.includes(ROLES.businessUser);
  if (business && !endUser) {
    return { status: 403, code: ERROR_CODES.businessUser, detail: MESSAGES.session.businessUserRefused };
  }
  if (endUser && !business && roles.length === 1) return undefined;
  return { status: 403, code: ERROR_CODES.invalidRole, detail: MESSAGES.session.invalidRole };
}
