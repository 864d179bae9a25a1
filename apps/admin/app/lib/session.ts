import { ADMIN_MESSAGES, adminRoutes, type StaffSession } from "@odin/contracts";
import { redirect } from "react-router";
import { ApiFailure, api } from "./api";
import { type AreaPath, areaAt, mayUse } from "./areas";

/**
 * Who is signed in. The signed-in layout asks the server on entering the back office and after every
 * form; a page's loader, which runs beside it, checks its area's permission against the same answer
 * (the two share one request) before it calls the API, so a page the role does not allow says so
 * instead of loading. The server still decides: it refuses the page's calls all the same.
 */

let known: StaffSession | null = null;

/** The shared request's outcome; a redirect as its address, each caller throwing one of its own. */
type Outcome = { session: StaffSession } | { signInAt: string } | { failure: unknown };
let asking: Promise<Outcome> | null = null;

/**
 * Asks the server who is signed in; calls made while one is on the way share it. A session that is
 * over sends each caller to sign in with a redirect of its own: React Router rewrites the address of
 * a redirect it is handed, so one Response thrown from two loaders would be rewritten twice.
 */
export async function loadSession(request?: Request): Promise<StaffSession> {
  asking ??= api
    .call(adminRoutes.staffSession, undefined, request ? { request } : {})
    .then(
      (session): Outcome => {
        known = session;
        return { session };
      },
      (thrown: unknown): Outcome =>
        thrown instanceof Response
          ? { signInAt: thrown.headers.get("location") ?? "/login" }
          : { failure: thrown },
    )
    .finally(() => {
      asking = null;
    });
  const outcome = await asking;
  if ("session" in outcome) return outcome.session;
  if ("signInAt" in outcome) throw redirect(outcome.signInAt);
  throw outcome.failure;
}

/** The session last answered (by sign-in or the layout), else asked for now. */
export function currentSession(request?: Request): Promise<StaffSession> {
  return known ? Promise.resolve(known) : loadSession(request);
}

/** Keeps the session the code step answered, so the first page after signing in need not ask again. */
export function rememberSession(session: StaffSession): void {
  known = session;
}

/** Forgets the session on signing out. */
export function forgetSession(): void {
  known = null;
}

/** The failure a page shows when the staff member's role does not hold its area's permission. */
export function refusal(permission: string): ApiFailure {
  const detail = ADMIN_MESSAGES.permission.refused.replace("{permission}", () => permission);
  return new ApiFailure(403, "PERMISSION_REFUSED", detail, { permission });
}

/** The session, when its role may open the area at `path`; otherwise the refusal, thrown to the page. */
export async function requireArea(path: AreaPath, request?: Request): Promise<StaffSession> {
  const session = await currentSession(request);
  const { permission } = areaAt(path);
  if (!mayUse(session.staff.permissions, permission)) throw refusal(permission);
  return session;
}
