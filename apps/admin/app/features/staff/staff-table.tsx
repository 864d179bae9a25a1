import { Link } from "react-router";
import { formatInstant } from "../../lib/format";
import { ScrollTable } from "../../ui/scroll-table";
import type { AdminStaffMember } from "./staff-data";
import { scopeLabel } from "./staff-rules";

/**
 * The staff, by first name: who they are, their role, the brands and centres their work is limited
 * to ("all" when not), whether they may sign in, and when they last did. Each row links to its
 * edit page for a role holding staff:write.
 */
export function StaffTable({ staff, canWrite }: { staff: readonly AdminStaffMember[]; canWrite: boolean }) {
  return (
    <ScrollTable id="staff" caption="Staff members">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">E-mail</th>
          <th scope="col">Role</th>
          <th scope="col">Scope</th>
          <th scope="col">Access</th>
          <th scope="col">Last sign-in</th>
          {canWrite ? (
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {staff.map((member) => (
          <tr key={member.id} className={member.disabled ? "row-disabled" : undefined}>
            <td>{member.name}</td>
            <td>{member.email}</td>
            <td>{member.role.label}</td>
            <td className="nowrap">
              Brands: {scopeLabel(member.brandIds)}
              <span className="cell-note">Centres: {scopeLabel(member.centreIds)}</span>
            </td>
            <td>{member.disabled ? <strong>Disabled</strong> : "Active"}</td>
            <td>
              {member.lastSignInAt ? (
                <time dateTime={member.lastSignInAt}>{formatInstant(member.lastSignInAt)}</time>
              ) : (
                <span className="muted">Never</span>
              )}
            </td>
            {canWrite ? (
              <td>
                <Link to={`/staff/${member.id}`}>
                  Edit<span className="visually-hidden"> {member.name}</span>
                </Link>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
