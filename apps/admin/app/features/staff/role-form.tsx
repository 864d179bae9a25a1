import { ADMIN_MESSAGES, isPermission, OWNER_ROLE, type Permission } from "@odin/contracts";
import { Form, Link } from "react-router";
import { FormError } from "../../ui/form-error";
import type { AdminRole } from "./staff-data";
import { field } from "./staff-data";
import {
  permissionGroups,
  ROLE_LABEL_MAX,
  ROLE_NAME_PATTERN,
  resourceLabel,
  roleNameProblem,
} from "./staff-rules";

/**
 * A role's form (decision 61), to add one or change one: its label, its name (given once, when it is
 * added: the code and the audit log call it by it) and its permissions, grouped by what they act on,
 * each described as the contracts describe it. The owner role keeps every permission, so its boxes
 * are drawn checked and fixed, with the reason.
 */
export function RoleForm({
  editing: role,
  error,
  busy,
}: {
  /** The role to change; none to add one. */
  editing: AdminRole | undefined;
  error: string | undefined;
  busy: boolean;
}) {
  const described = error ? "role-error" : undefined;
  const fixed = role?.name === OWNER_ROLE;
  const held = new Set<string>(role?.permissions ?? []);
  return (
    <Form method="post" className="panel stack" aria-labelledby="role-form-title" key={JSON.stringify(role)}>
      <h2 id="role-form-title" className="visually-hidden">
        {role ? `The ${role.label} role` : "The new role"}
      </h2>
      <FormError id="role-error" message={error} />
      <div className="field-row">
        <label className="field">
          <span>Label</span>
          <input
            name="label"
            required
            maxLength={ROLE_LABEL_MAX}
            defaultValue={role?.label}
            placeholder="e.g. Packers"
            aria-describedby={described}
          />
        </label>
        {role ? (
          <div className="field">
            <span>Name</span>
            <code className="fixed-value">{role.name}</code>
          </div>
        ) : (
          <label className="field">
            <span>Name</span>
            <input
              name="name"
              required
              pattern={ROLE_NAME_PATTERN}
              maxLength={40}
              placeholder="e.g. packers"
              autoCapitalize="none"
              spellCheck={false}
              aria-describedby={described ? `role-name-hint ${described}` : "role-name-hint"}
            />
          </label>
        )}
      </div>
      {role ? null : (
        <p id="role-name-hint" className="hint">
          How the audit log names the role; it cannot be changed later. Lower-case letters, digits and
          hyphens, starting with a letter.
        </p>
      )}
      <fieldset className="permissions" aria-describedby={fixed ? "owner-fixed" : undefined}>
        <legend>Permissions</legend>
        {fixed ? (
          <p id="owner-fixed" className="hint">
            {ADMIN_MESSAGES.staff.ownerKeepsEverything}
          </p>
        ) : role ? (
          <p className="hint">Its staff hold the changed permissions from the next page they open.</p>
        ) : null}
        {permissionGroups().map(({ resource, permissions }) => (
          <fieldset key={resource} className="permission-group">
            <legend>{resourceLabel(resource)}</legend>
            {permissions.map(({ name, description }) => (
              <label key={name} className="check">
                <input
                  type="checkbox"
                  name={fixed ? undefined : "permission"}
                  value={name}
                  defaultChecked={fixed || held.has(name)}
                  disabled={fixed}
                />
                <span>
                  {description} <code className="muted">{name}</code>
                </span>
              </label>
            ))}
          </fieldset>
        ))}
        {/* A disabled box is not sent: the owner's permissions go as they are, all of them. */}
        {fixed
          ? permissionGroups()
              .flatMap((group) => group.permissions)
              .map(({ name }) => <input key={name} type="hidden" name="permission" value={name} />)
          : null}
      </fieldset>
      <div className="actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Saving…" : role ? "Save changes" : "Add role"}
        </button>
        <Link to="/staff/roles">{role ? "Back to the roles" : "Cancel"}</Link>
      </div>
    </Form>
  );
}

/** The role form's fields, or what is wrong with them before asking the server. */
export function roleInputOf(
  form: FormData,
  withName: boolean,
): { name: string; label: string; permissions: Permission[] } | { problem: string } {
  const label = field(form, "label").trim();
  const name = field(form, "name").trim();
  const permissions = form
    .getAll("permission")
    .filter((value): value is Permission => typeof value === "string" && isPermission(value));
  if (label === "") return { problem: "Give the role a label: how staff lists show it." };
  const nameProblem = withName ? roleNameProblem(name) : undefined;
  if (nameProblem) return { problem: `Name: ${nameProblem}` };
  return { name, label, permissions: [...new Set(permissions)] };
}
