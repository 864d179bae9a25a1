import type { AppModule } from "../../platform/composition";
import { registerStaffGuard } from "../../platform/staff-guard";
import { staffOps } from "./staff.ops";
import { staffRoutes, verifierOf } from "./staff.routes";
import { createStaffSignIn, type StaffSignIn } from "./staff-sign-in";

declare module "../../platform/composition" {
  interface Services {
    /** Staff sign-in and sessions: the back office's guard checks every call with it. */
    staffSignIn: StaffSignIn;
  }
}

/**
 * The back office's staff (decision 60): sign-in with an e-mailed code, sessions, and the guard
 * (`app.requireStaff`) every back-office route registered after this module uses.
 */
export const staffModule = {
  name: "staff",
  register({ app, db, config, limits }, { outbox }) {
    const staffSignIn = createStaffSignIn({ db, config: config.staff, outbox, limits });
    registerStaffGuard(app, verifierOf(staffSignIn));
    staffRoutes(app, staffSignIn, config.staff.idleMinutes);
    return { staffSignIn };
  },
  ops: staffOps,
} satisfies AppModule;
