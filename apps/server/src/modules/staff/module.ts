import type { AppModule } from "../../platform/composition";
import { registerStaffGuard } from "../../platform/staff-guard";
import { staffOps } from "./staff.ops";
import { staffRoutes, verifierOf } from "./staff.routes";
import { createStaffAdmin, type StaffAdmin } from "./staff-admin";
import { staffAdminRoutes } from "./staff-admin.routes";
import { createStaffSignIn, type StaffSignIn } from "./staff-sign-in";

declare module "../../platform/composition" {
  interface Services {
    /** Staff sign-in and sessions: the back office's guard checks every call with it. */
    staffSignIn: StaffSignIn;
    /** Roles and staff members, managed by the owner. */
    staffAdmin: StaffAdmin;
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
    const staffAdmin = createStaffAdmin(db);
    staffAdminRoutes(app, staffAdmin);
    return { staffSignIn, staffAdmin };
  },
  ops: staffOps,
} satisfies AppModule;
