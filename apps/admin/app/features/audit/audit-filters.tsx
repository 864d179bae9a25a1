import { Form, Link } from "react-router";
import { FormError } from "../../ui/form-error";
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
  const described = problem ? "audit-filter-problem" : undefined;
  return (
    // Drawn afresh for each address, so the fields show the filters of the page in view.
    <Form
      method="get"
      role="search"
      aria-labelledby="audit-filter-title"
      className="filters"
      key={JSON.stringify(filters)}
    >
      <h2 id="audit-filter-title" className="visually-hidden">
        Filter the audit log
      </h2>
      <FormError id="audit-filter-problem" message={problem} />
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
      <div className="actions">
        <button type="submit" className="button">
          Apply filters
        </button>
        <Link to="/audit">Clear filters</Link>
      </div>
    </Form>
  );
}
