import { authProblems, type Problem, ROLES } from "@odin/contracts";

/**
 * The role rule of spec 1 §6: only a token holding the end-user role alone passes. Staff are refused
 * with the staff message; business-only with the business-user message; both or neither with the
 * invalid-role message.
 */
export function storefrontRoleProblem(roles: readonly string[]): Problem<"roleRefused"> | undefined {
  if (roles.includes(ROLES.staff)) return authProblems.roleRefused("staff");
  const endUser = roles.includes(ROLES.endUser);
  const business = roles.includes(ROLES.businessUser);
  if (business && !endUser) return authProblems.roleRefused("business");
  if (endUser && !business && roles.length === 1) return undefined;
  return authProblems.roleRefused("invalid");
}
