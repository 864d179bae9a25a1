import { FilterForm } from "../../ui/filter-form";
import type { RefundsView } from "./refunds-query";
import { REFUND_STATE_LABELS, REFUND_STATES } from "./return-words";

/**
 * The filters of the refunds' or payouts' list: a GET form, so the filtered list is an address like
 * any other and applying it starts again from the first page.
 */
export function RefundsFilterForm({
  view,
  problem,
  what,
  path,
}: {
  view: RefundsView;
  problem: string | undefined;
  /** "refunds" or "payouts", as the form's heading names them. */
  what: string;
  /** The list's own address, which clears the filters. */
  path: string;
}) {
  const { after: _after, ...filters } = view;
  return (
    <FilterForm
      id="refunds-filter"
      title={`Filter the ${what}`}
      filters={filters}
      problem={problem}
      clearTo={path}
    >
      {(described) => (
        <>
          <div className="filter-fields filter-fields-few">
            <label className="field">
              <span>State</span>
              <select name="state" defaultValue={view.state} aria-describedby={described}>
                <option value="">Every state</option>
                {REFUND_STATES.map((state) => (
                  <option key={state} value={state}>
                    {REFUND_STATE_LABELS[state]}
                  </option>
                ))}
              </select>
            </label>
            <label className="check">
              <input
                type="checkbox"
                name="needsRetry"
                value="true"
                defaultChecked={view.needsRetry}
                aria-describedby={described}
              />
              <span>Only failed ones not tried again</span>
            </label>
          </div>
        </>
      )}
    </FilterForm>
  );
}
