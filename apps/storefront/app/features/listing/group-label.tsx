import type { FilterGroup } from "@odin/contracts";

/** A filter's name with the number of its applied values: "Color (2)". */
export function GroupLabel({ group }: { group: FilterGroup }) {
  return (
    <span className="group-label">
      {group.displayName}
      {group.selectedCount > 0 ? (
        <span className="group-label__count">{` (${group.selectedCount})`}</span>
      ) : null}
    </span>
  );
}
