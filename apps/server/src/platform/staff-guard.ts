import { adminProblems, type Permission, ProblemError, type Result, unwrap } from "@odin/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isCrossSite, requestOriginOf } from "./page-origin";

/** A signed-in staff member, as the staff module's session check names them (decision 60). */
export interface SignedInStaff {
  userId: number;
  name: string;
  email: string;
  role: { name: string; label: string };
  permissions: readonly Permission[];
  /** The brands and fulfilment centres their work is limited to; null is every one. */
  brandIds: readonly number[] | null;
  centreIds: readonly number[] | null;
}

/** Why a request names no staff member: no session, or one that ended. */
export type StaffSessionProblem = "signInRequired" | "sessionEnded";

/**
 * Checks a request's staff session cookie (and keeps it alive: the idle timeout counts from the last
 * request). The staff module supplies it; `app.requireStaff` and the admin app's session call share it.
 */
export type VerifyStaffSession = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<Result<SignedInStaff, StaffSessionProblem>>;

declare module "fastify" {
  interface FastifyRequest {
    /** The verified staff member, set by `app.requireStaff(…)` (a preHandler). */
    staff: SignedInStaff | null;
  }
  interface FastifyInstance {
    /**
     * The preHandler of a back-office route (`permission` on the route map): 401 without a staff
     * session, 403 when the staff member's role lacks `permission` ("staff": any staff member).
     */
    requireStaff(
      permission: Permission | "staff",
    ): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** Whether the staff member's role holds `permission` ("staff": anyone signed in). */
export function holds(staff: SignedInStaff, permission: Permission | "staff"): boolean {
  return permission === "staff" || staff.permissions.includes(permission);
}

/** The staff member `app.requireStaff` verified: only for routes guarded by it (a bug otherwise). */
export function signedInStaff(request: FastifyRequest): SignedInStaff {
  if (!request.staff) throw new Error("a back-office route ran without app.requireStaff");
  return request.staff;
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The staff guard (decision 60). A back-office call that changes something must come from the
 * site's own pages: besides the session cookie (SameSite=Strict) and the `module` header every API
 * write carries (module-guard.ts), a write whose `Origin` or `Sec-Fetch-Site` names another site is
 * refused, sign-in included.
 */
export function registerStaffGuard(app: FastifyInstance, verify: VerifyStaffSession): void {
  app.decorateRequest("staff", null);
  app.addHook("onRequest", async (request) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith("/admin/api/")) return;
    if (fromAnotherSite(app, request)) throw new ProblemError(adminProblems.crossSite());
  });
  app.decorate("requireStaff", (permission: Permission | "staff") => async (request, reply) => {
    const staff = unwrap(await verify(request, reply));
    request.staff = staff;
    if (!holds(staff, permission)) throw new ProblemError(adminProblems.permissionRefused(permission));
  });
}

/** A write sent by another site's page: its browser says so in `Sec-Fetch-Site` or `Origin`. */
function fromAnotherSite(app: FastifyInstance, request: FastifyRequest): boolean {
  const site = request.headers["sec-fetch-site"];
  if (typeof site === "string" && site !== "same-origin" && site !== "none") return true;
  return isCrossSite(request.headers.origin, requestOriginOf(app.origins, request));
}
