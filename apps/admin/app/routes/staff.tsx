import { type ClientLoaderFunctionArgs, Link, type MetaFunction, useLoaderData } from "react-router";
import { staffAccess, staffOf } from "../features/staff/staff-data";
import { StaffTable } from "../features/staff/staff-table";
import { StaffTabs } from "../features/staff/staff-tabs";

export { ErrorPage as ErrorBoundary } from "../ui/error-page";

export const meta: MetaFunction = () => [{ title: "Staff & roles · Odin back office" }];

/**
 * The staff list (decision 61): everyone who works in the back office, disabled members included
 * (they are kept, not deleted, so the audit log keeps their names). Adding and editing are offered
 * only to a role holding staff:write; the server refuses the rest anyway.
 */
export async function clientLoader({ request }: Pick<ClientLoaderFunctionArgs, "request">) {
  const { canWrite } = await staffAccess(request);
  return { canWrite, staff: await staffOf(request) };
}

export default function Staff() {
  const { canWrite, staff } = useLoaderData<typeof clientLoader>();
  return (
    <>
      <div className="page-title">
        <h1>Staff &amp; roles</h1>
        {canWrite ? (
          <Link className="button" to="/staff/new">
            Add staff
          </Link>
        ) : null}
      </div>
      <p className="lead">
        Everyone who works in the back office. A role decides what each person may do; a scope limits them to
        some brands or fulfilment centres.
      </p>
      <StaffTabs current="staff" />
      {staff.length === 0 ? (
        <p className="empty">No staff yet.</p>
      ) : (
        <StaffTable staff={staff} canWrite={canWrite} />
      )}
    </>
  );
}
