import { FilterForm } from "../../ui/filter-form";
import {
  CHANNEL_LABELS,
  CHANNELS,
  JOB_STATE_LABELS,
  JOB_STATES,
  MESSAGE_STATUS_LABELS,
  MESSAGE_STATUSES,
  type QueueView,
} from "./queue-query";

/**
 * The filters of the list in view: a GET form, so the filtered list is an address like any other and
 * applying it starts again from the first page. Drawn afresh for each address (its key), so the
 * fields show the filters of the list in view.
 */
export function QueueFilterForm({ view, problem }: { view: QueueView; problem: string | undefined }) {
  const { after: _after, ...filters } = view;
  return (
    <FilterForm
      id="queue-filter"
      title={view.tab === "jobs" ? "Filter the jobs" : "Filter the outbox"}
      filters={filters}
      problem={problem}
      clearTo={view.tab === "jobs" ? "/jobs" : "/jobs?tab=outbox"}
    >
      {(described) => (
        <>
          {view.tab === "jobs" ? (
            <div className="filter-fields filter-fields-few">
              <label className="field">
                <span>State</span>
                <select name="state" defaultValue={view.state} aria-describedby={described}>
                  {JOB_STATES.map((state) => (
                    <option key={state} value={state}>
                      {JOB_STATE_LABELS[state]}
                    </option>
                  ))}
                </select>
              </label>
              <label className="field">
                <span>Job name</span>
                <input
                  name="name"
                  maxLength={80}
                  placeholder="e.g. reconcile-payment"
                  defaultValue={view.name}
                  aria-describedby={described}
                />
              </label>
            </div>
          ) : (
            <div className="filter-fields filter-fields-few">
              <input type="hidden" name="tab" value="outbox" />
              <label className="field">
                <span>Status</span>
                <select name="status" defaultValue={view.status} aria-describedby={described}>
                  {MESSAGE_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {MESSAGE_STATUS_LABELS[status]}
                    </option>
                  ))}
                </select>
              </label>
              <label className="field">
                <span>Channel</span>
                <select name="channel" defaultValue={view.channel} aria-describedby={described}>
                  <option value="">SMS and e-mail</option>
                  {CHANNELS.map((channel) => (
                    <option key={channel} value={channel}>
                      {CHANNEL_LABELS[channel]}
                    </option>
                  ))}
                </select>
              </label>
              <label className="field">
                <span>Template</span>
                <input
                  name="template"
                  maxLength={60}
                  placeholder="e.g. order-status"
                  defaultValue={view.template}
                  aria-describedby={described}
                />
              </label>
            </div>
          )}
        </>
      )}
    </FilterForm>
  );
}
