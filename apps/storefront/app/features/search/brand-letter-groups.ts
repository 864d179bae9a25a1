import { SEARCH, type SearchFilterOption } from "@odin/contracts";

/** The letter group a brand is listed under (ABC … VWX, and YZ# for Y, Z and everything else). */
export function letterGroupOf(name: string): string {
  const first = name.trim().charAt(0).toUpperCase();
  const groups = SEARCH.brandLetterGroups;
  return (
    groups.find((group) => /[A-Z]/.test(first) && group.includes(first)) ?? groups[groups.length - 1] ?? ""
  );
}

/** Brands by letter group, in the panel's group order; every group is present, possibly empty. */
export function brandsByLetterGroup(
  brands: readonly SearchFilterOption[],
): Map<string, SearchFilterOption[]> {
  const grouped = new Map<string, SearchFilterOption[]>(SEARCH.brandLetterGroups.map((group) => [group, []]));
  for (const brand of brands) grouped.get(letterGroupOf(brand.displayName))?.push(brand);
  return grouped;
}
