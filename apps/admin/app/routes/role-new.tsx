import { adminRoutes } from "@odin/contracts";
import {
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  Link,
  type MetaFunction,
  useActionData,
  useNavigation,
} from "react-router";
import { RoleForm, roleInputOf } from "../features/staff/role-form";
import { type AdminRole, refusalOf, requireStaffWrite } from "../features/staff/staff-data";
import { api } from "../lib/api";

export { ErrorPage as ErrorBoundary } from "../ui/error-page";

export const meta: MetaFunction = () => [{ title: "Add role · Odin back office" }];

/** Adds a role (decision 61); a name another role has is refused by the server (ROLE_TAKEN) and shown. */
export async function clientLoader({ request }: Pick<ClientLoaderFunctionArgs, "request">) {
  await requireStaffWrite(request);
  return null;
}

type Answer = { added: AdminRole; error?: undefined } | { error: string; added?: undefined };

export async function clientAction({ request }: Pick<ClientActionFunctionArgs, "request">): Promise<Answer> {
  const input = roleInputOf(await request.formData(), true);
  if ("problem" in input) return { error: input.problem };
  try {
    return { added: await api.call(adminRoutes.adminRoleCreate, input, { request }) };
  } catch (error) {
    return { error: refusalOf(error) };
  }
}

export default function AddRole() {
  const answer = useActionData<typeof clientAction>() as Answer | undefined;
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <p className="crumbs">
        <Link to="/staff/roles">Roles</Link>
      </p>
      {answer?.added ? (
        <Added role={answer.added} />
      ) : (
        <>
          <h1>Add role</h1>
          <p className="lead">
            Choose what the people holding it may do. You give it to staff on their own page.
          </p>
          <RoleForm editing={undefined} error={answer?.error} busy={busy} />
        </>
      )}
    </>
  );
}

function Added({ role }: { role: AdminRole }) {
  const count = role.permissions.length;
  return (
    <>
      <h1>Role added</h1>
      <p role="status">
        The {role.label} role ({role.name}) holds {count === 1 ? "1 permission" : `${count} permissions`}.
        Give it to a staff member on their page.
      </p>
      <p className="actions">
        <Link to="/staff/roles">Back to the roles</Link>
        <Link to="/staff">Staff list</Link>
        <Link to="/staff/roles/new">Add another role</Link>
      </p>
    </>
  );
}
