import { Link } from "react-router";

/** The area's two lists, each an address of its own: the staff, and the roles they hold. */
export function StaffTabs({ current }: { current: "staff" | "roles" }) {
  return (
    <nav aria-label="Staff and roles" className="tabs">
      <Link to="/staff" aria-current={current === "staff" ? "page" : undefined}>
        Staff
      </Link>
      <Link to="/staff/roles" aria-current={current === "roles" ? "page" : undefined}>
        Roles
      </Link>
    </nav>
  );
}
