import { adminRoutes } from "@odin/contracts";
import { type ClientActionFunctionArgs, redirect } from "react-router";
import { api } from "../lib/api";
import { forgetSession } from "../lib/session";

/**
 * The header's Sign out button posts here. The session ends on the server (its cookie cleared) and
 * the staff member lands on the sign-in page, also when the session had already ended on its own.
 * When the server cannot be reached the session may still be alive, so that is said, not hidden.
 */
export async function clientAction({ request }: Pick<ClientActionFunctionArgs, "request">) {
  forgetSession();
  try {
    await api.call(adminRoutes.staffSignOut, undefined, { request });
  } catch (error) {
    // A session already over answers the sign-in redirect: signed out all the same.
    if (!(error instanceof Response)) throw error;
  }
  return redirect("/login");
}

/** Someone who opens the address itself is sent to sign in. */
export function clientLoader() {
  return redirect("/login");
}
