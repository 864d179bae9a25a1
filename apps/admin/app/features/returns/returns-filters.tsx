import { FilterForm } from "../../ui/filter-form";
import { MODE_LABELS, RETURN_MODES, RETURN_STAGES, STAGE_LABELS } from "./return-words";
import type { ReturnsFilters } from "./returns-query";

/**
 * The returns queue's filters: a GET form, so the filtered queue is an address like any other and
 * applying it starts again from the first page. Drawn afresh for each address (its key), so the
 * fields show the filters of the queue in view.
 */
export function ReturnsFilterForm({
  filters,
  problem,
}: {
  filters: ReturnsFilters;
  problem: string | undefined;
}) {
  return (
    <FilterForm
      id="returns-filter"
      title="Filter the returns"
      filters={filters}
      problem={problem}
      clearTo="/returns"
    >
      {(described) => (
        <>
          <div className="filter-fields">
            <label className="field">
              <span>Return, order or parcel number</span>
              <input
                name="q"
                maxLength={32}
                placeholder="e.g. RT1024"
                autoComplete="off"
                defaultValue={filters.q}
                aria-describedby={described}
              />
            </label>
            <label className="field">
              <span>Stage</span>
              <select name="stage" defaultValue={filters.stage} aria-describedby={described}>
                <option value="">Every stage</option>
                {RETURN_STAGES.map((stage) => (
                  <option key={stage} value={stage}>
                    {STAGE_LABELS[stage]}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span>Mode</span>
              <select name="mode" defaultValue={filters.mode} aria-describedby={described}>
                <option value="">Pickup or self-shipped</option>
                {RETURN_MODES.map((mode) => (
                  <option key={mode} value={mode}>
                    {MODE_LABELS[mode]}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span>Centre (id)</span>
              <input
                name="centre"
                inputMode="numeric"
                pattern="[0-9]*"
                maxLength={10}
                defaultValue={filters.centre}
                aria-describedby={described}
              />
            </label>
            <label className="field">
              <span>Asked for from (date)</span>
              <input type="date" name="from" defaultValue={filters.from} aria-describedby={described} />
            </label>
            <label className="field">
              <span>Asked for until (date, included)</span>
              <input type="date" name="to" defaultValue={filters.to} aria-describedby={described} />
            </label>
          </div>
        </>
      )}
    </FilterForm>
  );
}
