import { PERMISSIONS, type Permission } from "@odin/contracts";

/**
 * The staff pages' rules, written out from the contracts' staff-admin.ts (its zod schemas must not
 * reach the bundle, decision 13) so a form can say what is wrong before asking the server, which
 * checks the same again. staff-rules.test.ts holds them equal to the schemas.
 */

/** A role's name: how the code and the audit log call it, fixed once the role exists. */
export const ROLE_NAME_PATTERN = "[a-z][a-z0-9\\-]{1,39}";
const ROLE_NAME = new RegExp(`^${ROLE_NAME_PATTERN}$`);
export const ROLE_NAME_RULE = "Use 2-40 lower-case letters, digits and hyphens, starting with a letter.";
export const ROLE_LABEL_MAX = 60;
export const EMAIL_MAX = 254;
export const NAME_MAX = 60;
/** How many brands or centres one scope may list, and the largest id a row can have. */
export const SCOPE_MAX = 200;
const ID_MAX = 2_147_483_647;

export function roleNameProblem(name: string): string | undefined {
  return ROLE_NAME.test(name) ? undefined : ROLE_NAME_RULE;
}

/**
 * A scope typed as "3, 4 12": the ids, or null (all of them) when left empty. Anything but whole
 * numbers is refused with what to type instead, naming the field (`what`, e.g. "Brand ids").
 */
export function scopeOf(text: string, what: string): { ids: number[] | null } | { problem: string } {
  const parts = text
    .split(/[\s,]+/)
    .map((part) => part.trim())
    .filter((part) => part !== "");
  if (parts.length === 0) return { ids: null };
  if (parts.some((part) => !/^\d{1,10}$/.test(part) || Number(part) < 1 || Number(part) > ID_MAX)) {
    return {
      problem: `${what}: write whole numbers separated by commas, e.g. 3, 12, or leave it empty for all.`,
    };
  }
  const ids = [...new Set(parts.map(Number))];
  if (ids.length > SCOPE_MAX) return { problem: `${what}: list at most ${SCOPE_MAX}.` };
  return { ids };
}

/** A scope as the form's field shows it: "3, 12", or "" for all. */
export const scopeText = (ids: readonly number[] | null): string => (ids ? ids.join(", ") : "");

/** A scope as the lists show it. */
export const scopeLabel = (ids: readonly number[] | null): string => (ids ? ids.join(", ") : "all");

/**
 * The permissions by what they act on (`orders`, `returns`, …), in the contracts' order, each with
 * the sentence that says what it lets a person do: the role form's groups of checkboxes.
 */
export function permissionGroups(): {
  resource: string;
  permissions: { name: Permission; description: string }[];
}[] {
  const groups = new Map<string, { name: Permission; description: string }[]>();
  for (const [name, description] of Object.entries(PERMISSIONS) as [Permission, string][]) {
    const resource = name.slice(0, name.indexOf(":"));
    groups.set(resource, [...(groups.get(resource) ?? []), { name, description }]);
  }
  return [...groups].map(([resource, permissions]) => ({ resource, permissions }));
}

/** "customers" → "Customers": a group's heading. */
export const resourceLabel = (resource: string): string =>
  `${resource.charAt(0).toUpperCase()}${resource.slice(1)}`;
