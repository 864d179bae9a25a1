import type { AdminRole } from "./staff-data";

/**
 * The fields a staff member's work is set by, shared by the add and edit forms: their role, and the
 * brands and fulfilment centres it is limited to (empty is all of them). Ids are typed as numbers
 * for now; the areas that list brands and centres will offer them by name.
 */
export function MemberFields({
  roles,
  roleId,
  brandIds,
  centreIds,
  describedBy,
}: {
  roles: readonly AdminRole[];
  roleId: number | undefined;
  brandIds: string;
  centreIds: string;
  describedBy: string | undefined;
}) {
  return (
    <>
      <label className="field">
        <span>Role</span>
        <select name="roleId" required defaultValue={roleId ?? ""} aria-describedby={describedBy}>
          {roleId === undefined ? (
            <option value="" disabled>
              Choose a role
            </option>
          ) : null}
          {roles.map((role) => (
            <option key={role.id} value={role.id}>
              {role.label}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>Brand ids</span>
        <input
          name="brandIds"
          maxLength={2400}
          defaultValue={brandIds}
          placeholder="All brands"
          aria-describedby={describedBy ? `scope-hint ${describedBy}` : "scope-hint"}
        />
      </label>
      <label className="field">
        <span>Centre ids</span>
        <input
          name="centreIds"
          maxLength={2400}
          defaultValue={centreIds}
          placeholder="All centres"
          aria-describedby={describedBy ? `scope-hint ${describedBy}` : "scope-hint"}
        />
      </label>
      <p id="scope-hint" className="hint">
        Ids separated by commas, e.g. 3, 12. Leave a field empty for all brands or all centres. The scope
        limits the orders and returns they see.
      </p>
    </>
  );
}
