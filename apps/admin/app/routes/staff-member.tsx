import { adminRoutes } from "@odin/contracts";
import {
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  Form,
  Link,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { MemberFields } from "../features/staff/member-fields";
import {
  field,
  notFound,
  refusalOf,
  requireStaffWrite,
  rolesOf,
  staffOf,
} from "../features/staff/staff-data";
import { scopeOf, scopeText } from "../features/staff/staff-rules";
import { api } from "../lib/api";
import { ActionResult } from "../ui/action-result";

export { ErrorPage as ErrorBoundary } from "../ui/error-page";

export const meta: MetaFunction = () => [{ title: "Edit staff member · Odin back office" }];

/**
 * One staff member's role, scope and access (decision 61). A change holds from their next request;
 * disabling them ends their session at once, and their name stays in the audit log. The server
 * refuses to leave the store without an active owner, and that refusal is shown with the form.
 */
export async function clientLoader({
  request,
  params,
}: Pick<ClientLoaderFunctionArgs, "request" | "params">) {
  await requireStaffWrite(request);
  const [staff, roles] = await Promise.all([staffOf(request), rolesOf(request)]);
  const member = staff.find((each) => String(each.id) === params.userId);
  if (!member) throw notFound();
  return { member, roles };
}

type Answer = { done: string; error?: undefined } | { error: string; done?: undefined };

export async function clientAction({
  request,
  params,
}: Pick<ClientActionFunctionArgs, "request" | "params">): Promise<Answer> {
  const form = await request.formData();
  const roleId = Number(field(form, "roleId"));
  const brands = scopeOf(field(form, "brandIds"), "Brand ids");
  const centres = scopeOf(field(form, "centreIds"), "Centre ids");
  if (!Number.isInteger(roleId) || roleId < 1) return { error: "Choose a role." };
  if ("problem" in brands) return { error: brands.problem };
  if ("problem" in centres) return { error: centres.problem };
  const body = {
    roleId,
    brandIds: brands.ids,
    centreIds: centres.ids,
    disabled: form.get("disabled") === "on",
  };
  try {
    const member = await api.call(adminRoutes.adminStaffUpdate, body, {
      params: { userId: params.userId ?? "" },
      request,
    });
    return {
      done: member.disabled
        ? `${member.name} is disabled: they cannot sign in, and a session they had has ended.`
        : `Saved: ${member.name} is ${member.role.label} staff.`,
    };
  } catch (error) {
    return { error: refusalOf(error) };
  }
}

export default function StaffMember() {
  const { member, roles } = useLoaderData<typeof clientLoader>();
  const answer = useActionData<typeof clientAction>() as Answer | undefined;
  const busy = useNavigation().state === "submitting";
  const described = answer?.error ? "staff-member-error" : undefined;
  return (
    <>
      <p className="crumbs">
        <Link to="/staff">Staff &amp; roles</Link>
      </p>
      <h1>{member.name}</h1>
      <p className="lead">
        {member.email}
        {member.disabled ? " · disabled" : null}
      </p>
      <ActionResult id="staff-member-error" done={answer?.done} error={answer?.error} />
      {/* Drawn afresh once a change is saved, so the fields show what the server now holds. */}
      <Form
        method="post"
        className="panel stack"
        aria-labelledby="staff-member-title"
        key={JSON.stringify(member)}
      >
        <h2 id="staff-member-title">Role and scope</h2>
        <MemberFields
          roles={roles}
          roleId={member.role.id}
          brandIds={scopeText(member.brandIds)}
          centreIds={scopeText(member.centreIds)}
          describedBy={described}
        />
        <label className="check">
          <input
            type="checkbox"
            name="disabled"
            defaultChecked={member.disabled}
            aria-describedby={described}
          />
          <span>
            Disabled: they cannot sign in, and a session they have ends at once. Use this when someone leaves;
            their name stays in the audit log.
          </span>
        </label>
        <div className="actions">
          <button type="submit" className="button" disabled={busy}>
            {busy ? "Saving…" : "Save changes"}
          </button>
          <Link to="/staff">Back to the staff list</Link>
        </div>
      </Form>
    </>
  );
}
