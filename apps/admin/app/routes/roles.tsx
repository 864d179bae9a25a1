import { type ClientLoaderFunctionArgs, Link, type MetaFunction, useLoaderData } from "react-router";
import { RolesTable } from "../features/staff/roles-table";
import { rolesOf, staffAccess } from "../features/staff/staff-data";
import { StaffTabs } from "../features/staff/staff-tabs";

export { ErrorPage as ErrorBoundary } from "../ui/error-page";

export const meta: MetaFunction = () => [{ title: "Roles · Odin back office" }];

/**
 * The roles (decision 61): each a named set of permissions. Five come with every store; the owner
 * adds more for the jobs people do. Adding and editing are offered only to a role holding
 * staff:write.
 */
export async function clientLoader({ request }: Pick<ClientLoaderFunctionArgs, "request">) {
  const { canWrite } = await staffAccess(request);
  return { canWrite, roles: await rolesOf(request) };
}

export default function Roles() {
  const { canWrite, roles } = useLoaderData<typeof clientLoader>();
  return (
    <>
      <div className="page-title">
        <h1>Staff &amp; roles</h1>
        {canWrite ? (
          <Link className="button" to="/staff/roles/new">
            Add role
          </Link>
        ) : null}
      </div>
      <p className="lead">
        A role is what a person may do in the back office. Each staff member holds one; give someone whose
        work spans two jobs a role made for them.
      </p>
      <StaffTabs current="roles" />
      {roles.length === 0 ? (
        <p className="empty">No roles yet.</p>
      ) : (
        <RolesTable roles={roles} canWrite={canWrite} />
      )}
    </>
  );
}
