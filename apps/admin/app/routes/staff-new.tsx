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
  type AdminStaffMember,
  field,
  refusalOf,
  requireStaffWrite,
  rolesOf,
} from "../features/staff/staff-data";
import { EMAIL_MAX, NAME_MAX, scopeOf } from "../features/staff/staff-rules";
import { api } from "../lib/api";
import { FormError } from "../ui/form-error";

export { ErrorPage as ErrorBoundary } from "../ui/error-page";

export const meta: MetaFunction = () => [{ title: "Add staff · Odin back office" }];

/**
 * Adds a staff-only account (decision 61): an e-mail that has no account yet (a shopper's cannot
 * become staff), a name, a role and an optional scope. The server makes up the first password and
 * answers it once; it is shown here, on this page only, and is never put in the address or kept in
 * the browser, so leaving the page is the end of it.
 */
export async function clientLoader({ request }: Pick<ClientLoaderFunctionArgs, "request">) {
  await requireStaffWrite(request);
  return { roles: await rolesOf(request) };
}

type Answer =
  | { created: { member: AdminStaffMember; firstPassword: string }; error?: undefined }
  | { error: string; created?: undefined };

export async function clientAction({ request }: Pick<ClientActionFunctionArgs, "request">): Promise<Answer> {
  const form = await request.formData();
  const email = field(form, "email").trim();
  const firstName = field(form, "firstName").trim();
  const roleId = Number(field(form, "roleId"));
  const brands = scopeOf(field(form, "brandIds"), "Brand ids");
  const centres = scopeOf(field(form, "centreIds"), "Centre ids");
  if (!email.includes("@") || firstName === "" || !Number.isInteger(roleId) || roleId < 1) {
    return { error: "Enter their e-mail address and first name, and choose a role." };
  }
  if ("problem" in brands) return { error: brands.problem };
  if ("problem" in centres) return { error: centres.problem };
  try {
    const body = {
      email,
      firstName,
      lastName: field(form, "lastName").trim(),
      roleId,
      brandIds: brands.ids,
      centreIds: centres.ids,
    };
    return { created: await api.call(adminRoutes.adminStaffCreate, body, { request }) };
  } catch (error) {
    return { error: refusalOf(error) };
  }
}

export default function AddStaff() {
  const { roles } = useLoaderData<typeof clientLoader>();
  const answer = useActionData<typeof clientAction>() as Answer | undefined;
  const busy = useNavigation().state === "submitting";
  if (answer?.created) return <Created {...answer.created} />;
  const described = answer?.error ? "staff-new-error" : undefined;
  return (
    <>
      <p className="crumbs">
        <Link to="/staff">Staff &amp; roles</Link>
      </p>
      <h1>Add staff</h1>
      <p className="lead">
        A staff account is separate from a shopper's: use an e-mail address that has no account in the store.
        They sign in with it, the first password shown next, and a code we e-mail them.
      </p>
      <Form method="post" className="panel stack" aria-labelledby="staff-new-title">
        <h2 id="staff-new-title" className="visually-hidden">
          The new staff member
        </h2>
        <FormError id="staff-new-error" message={answer?.error} />
        <label className="field">
          <span>E-mail address</span>
          <input
            type="email"
            name="email"
            required
            maxLength={EMAIL_MAX}
            autoComplete="off"
            aria-describedby={described}
          />
        </label>
        <div className="field-row">
          <label className="field">
            <span>First name</span>
            <input
              name="firstName"
              required
              maxLength={NAME_MAX}
              autoComplete="off"
              aria-describedby={described}
            />
          </label>
          <label className="field">
            <span>
              Last name <span className="muted">(optional)</span>
            </span>
            <input name="lastName" maxLength={NAME_MAX} autoComplete="off" aria-describedby={described} />
          </label>
        </div>
        <MemberFields roles={roles} roleId={undefined} brandIds="" centreIds="" describedBy={described} />
        <div className="actions">
          <button type="submit" className="button" disabled={busy}>
            {busy ? "Adding…" : "Add staff member"}
          </button>
          <Link to="/staff">Cancel</Link>
        </div>
      </Form>
    </>
  );
}

/**
 * The new account and its first password, once. The box says plainly that it will not be shown
 * again and how to pass it on: in person or by phone, never where it is kept (e-mail, chat).
 */
function Created({ member, firstPassword }: { member: AdminStaffMember; firstPassword: string }) {
  return (
    <>
      <p className="crumbs">
        <Link to="/staff">Staff &amp; roles</Link>
      </p>
      <h1>Staff member added</h1>
      <p role="status">
        {member.name} ({member.email}) is now {member.role.label} staff.
      </p>
      <section className="secret-box" aria-labelledby="first-password-title">
        <h2 id="first-password-title">First password for {member.name}</h2>
        <p>
          <code className="secret">{firstPassword}</code>
        </p>
        <p>
          <strong>It is shown only this once.</strong> Pass it on privately, in person or by phone, not by
          e-mail or chat. They sign in at this back office with their e-mail address, this password and a code
          we e-mail them.
        </p>
      </section>
      <p className="actions">
        <Link to="/staff">Back to the staff list</Link>
        <Link to="/staff/new">Add another</Link>
      </p>
    </>
  );
}
