import { PERMISSION_NAMES } from "@odin/contracts";
import { Link } from "react-router";
import { ScrollTable } from "../../ui/scroll-table";
import type { AdminRole } from "./staff-data";

/**
 * The roles, in the order they were made (the built-in ones first): what each is called, what it
 * may do, and how many active staff hold it. A role holding everything says so instead of listing
 * twenty names.
 */
export function RolesTable({ roles, canWrite }: { roles: readonly AdminRole[]; canWrite: boolean }) {
  return (
    <ScrollTable id="roles" caption="Roles">
      <thead>
        <tr>
          <th scope="col">Role</th>
          <th scope="col">Permissions</th>
          <th scope="col">Members</th>
          <th scope="col">Kind</th>
          {canWrite ? (
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {roles.map((role) => (
          <tr key={role.id}>
            <td>
              {role.label}
              <code className="cell-note">{role.name}</code>
            </td>
            <td>
              <Permissions names={role.permissions} />
            </td>
            <td>{role.members}</td>
            <td>{role.builtIn ? "Built in" : "Added"}</td>
            {canWrite ? (
              <td>
                <Link to={`/staff/roles/${role.id}`}>
                  Edit<span className="visually-hidden"> the {role.label} role</span>
                </Link>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

function Permissions({ names }: { names: readonly string[] }) {
  if (names.length === 0) return <span className="muted">None</span>;
  if (PERMISSION_NAMES.every((name) => names.includes(name))) return <>Every permission</>;
  return (
    <ul className="chips">
      {names.map((name) => (
        <li key={name}>
          <code>{name}</code>
        </li>
      ))}
    </ul>
  );
}
