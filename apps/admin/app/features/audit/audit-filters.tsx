import { FilterForm } from "../../ui/filter-form";
import type { AuditFilters } from "./audit-query";

/**
 * The audit log's filters: a GET form, so the filtered view is an address like any other and
 * applying it starts again from the first page.
 */
export function AuditFilterForm({
  filters,
  problem,
}: {
  filters: AuditFilters;
  problem: string | undefined;
}) {
  return (
    <FilterForm
      id="audit-filter"
      title="Filter the audit log"
      filters={filters}
      problem={problem}
      clearTo="/audit"
    >
      {(described) => (
        <>
          <div className="filter-fields">
            <label className="field">
              <span>Person (staff id)</span>
              <input
                name="actor"
                inputMode="numeric"
                pattern="[0-9]*"
                maxLength={10}
                defaultValue={filters.actor}
                aria-describedby={described}
              />
            </label>
            <label className="field">
              <span>Record type</span>
              <input
                name="resource"
                maxLength={40}
                placeholder="e.g. order"
                defaultValue={filters.resource}
                aria-describedby={described}
              />
            </label>
            <label className="field">
              <span>Record id</span>
              <input
                name="resourceId"
                maxLength={64}
                defaultValue={filters.resourceId}
                aria-describedby={described}
              />
            </label>
            <label className="field">
              <span>From (date)</span>
              <input type="date" name="from" defaultValue={filters.from} aria-describedby={described} />
            </label>
            <label className="field">
              <span>To (date, included)</span>
              <input type="date" name="to" defaultValue={filters.to} aria-describedby={described} />
            </label>
          </div>
        </>
      )}
    </FilterForm>
  );
}
