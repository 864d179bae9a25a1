import { adminRoutes } from "@odin/contracts";
import {
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  Link,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { RoleForm, roleInputOf } from "../features/staff/role-form";
import { notFound, refusalOf, requireStaffWrite, rolesOf } from "../features/staff/staff-data";
import { api } from "../lib/api";
import { ActionResult } from "../ui/action-result";

export { ErrorPage as ErrorBoundary } from "../ui/error-page";

export const meta: MetaFunction = () => [{ title: "Edit role · Odin back office" }];

/**
 * Changes a role's label and permissions (decision 61); its staff hold the new ones from their next
 * request. The owner role's permissions cannot be taken away (409 OWNER_ROLE_FIXED), which the form
 * shows before anyone tries.
 */
export async function clientLoader({
  request,
  params,
}: Pick<ClientLoaderFunctionArgs, "request" | "params">) {
  await requireStaffWrite(request);
  const role = (await rolesOf(request)).find((each) => String(each.id) === params.roleId);
  if (!role) throw notFound();
  return { role };
}

type Answer = { done: string; error?: undefined } | { error: string; done?: undefined };

export async function clientAction({
  request,
  params,
}: Pick<ClientActionFunctionArgs, "request" | "params">): Promise<Answer> {
  const input = roleInputOf(await request.formData(), false);
  if ("problem" in input) return { error: input.problem };
  try {
    const role = await api.call(
      adminRoutes.adminRoleUpdate,
      { label: input.label, permissions: input.permissions },
      { params: { roleId: params.roleId ?? "" }, request },
    );
    const count = role.permissions.length;
    return {
      done: `Saved: the ${role.label} role holds ${count === 1 ? "1 permission" : `${count} permissions`}.`,
    };
  } catch (error) {
    return { error: refusalOf(error) };
  }
}

export default function EditRole() {
  const { role } = useLoaderData<typeof clientLoader>();
  const answer = useActionData<typeof clientAction>() as Answer | undefined;
  const busy = useNavigation().state === "submitting";
  const members =
    role.members === 1 ? "1 active staff member holds it" : `${role.members} active staff members hold it`;
  return (
    <>
      <p className="crumbs">
        <Link to="/staff/roles">Roles</Link>
      </p>
      <h1>{role.label}</h1>
      <p className="lead">
        {role.builtIn ? "Built in" : "Added"}; {members}.
      </p>
      <ActionResult id="role-save-error" done={answer?.done} error={undefined} />
      <RoleForm editing={role} error={answer?.error} busy={busy} />
    </>
  );
}
