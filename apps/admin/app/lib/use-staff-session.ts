import type { StaffSession } from "@odin/contracts";
import { useRouteLoaderData } from "react-router";

/** The id of the signed-in layout's route (its file under app/), whose loader answers the session. */
export const SIGNED_IN_ROUTE = "routes/signed-in";

/** The signed-in staff member, for the pages drawn inside the signed-in layout. */
export function useStaffSession(): StaffSession {
  const session = useRouteLoaderData<StaffSession>(SIGNED_IN_ROUTE);
  if (!session) throw new Error("useStaffSession is for pages inside the signed-in layout");
  return session;
}
