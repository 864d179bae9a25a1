import { adminRoutes, type RouteAnswer } from "@odin/contracts";
import { ApiFailure, api } from "../../lib/api";
import { mayUse } from "../../lib/areas";
import { refusal, requireArea } from "../../lib/session";

/** The staff pages' data: the lists as the API answers them, and who may change them. */

export type AdminRole = RouteAnswer<typeof adminRoutes.adminRoles>["roles"][number];
export type AdminStaffMember = RouteAnswer<typeof adminRoutes.adminStaff>["staff"][number];

/** What changing staff and roles needs, on top of the area's staff:read. */
export const STAFF_WRITE = "staff:write";

/** Whether the signed-in member may change staff and roles: the lists draw their buttons only then. */
export async function staffAccess(request: Request): Promise<{ canWrite: boolean }> {
  const session = await requireArea("staff", request);
  return { canWrite: mayUse(session.staff.permissions, STAFF_WRITE) };
}

/** A form page's check: a role that may only look is told so, before any data is asked for. */
export async function requireStaffWrite(request: Request): Promise<void> {
  const { canWrite } = await staffAccess(request);
  if (!canWrite) throw refusal(STAFF_WRITE);
}

export async function rolesOf(request: Request): Promise<AdminRole[]> {
  return (await api.call(adminRoutes.adminRoles, undefined, { request })).roles;
}

export async function staffOf(request: Request): Promise<AdminStaffMember[]> {
  return (await api.call(adminRoutes.adminStaff, undefined, { request })).staff;
}

/** A record the address names that is not there: the page says "Not found". */
export function notFound(): ApiFailure {
  return new ApiFailure(404, "NOT_FOUND", "Not found.");
}

/** The text of a form's field, "" when absent. */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/**
 * A refusal of the server, in its own words, for the form to show (a taken e-mail, the last owner,
 * a role without staff:write, a server away). Anything else (the end of the session) leaves the page.
 */
export function refusalOf(error: unknown): string {
  if (error instanceof ApiFailure) return error.detail;
  throw error;
}
