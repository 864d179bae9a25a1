import type { Permission, StaffSession } from "@odin/contracts";

/** A session as GET /admin/api/session answers it, for a staff member holding `permissions`. */
export function staffSession(permissions: readonly Permission[], role = { name: "owner", label: "Owner" }) {
  return {
    staff: {
      id: 7,
      name: "Meera Iyer",
      email: "owner@example.in",
      role,
      permissions: [...permissions],
      brandIds: null,
      centreIds: null,
    },
    idleMinutes: 30,
  } satisfies StaffSession;
}
