import type { adminRoutes, RouteAnswer } from "@odin/contracts";
import { formatMinute } from "../../lib/format";
import { ScrollTable } from "../../ui/scroll-table";
import { LastError } from "./last-error";
import { RowAction } from "./row-action";

export type AdminJob = RouteAnswer<typeof adminRoutes.adminJobs>["jobs"][number];

/** A dead job may run again; one that waits (never tried, or tried and waiting to retry) may be cancelled. */
const canRetry = (job: AdminJob) => job.state === "dead";
const canDiscard = (job: AdminJob) => job.state === "pending" || job.state === "retrying";

/**
 * One page of the jobs queue, newest first. The buttons are drawn only for a role holding
 * jobs:write; on a narrow screen the table scrolls sideways in its own region, which takes keyboard
 * focus so it can be scrolled without a pointer.
 */
export function JobsTable({ jobs, canWrite }: { jobs: readonly AdminJob[]; canWrite: boolean }) {
  const withActions = canWrite && jobs.some((job) => canRetry(job) || canDiscard(job));
  return (
    <ScrollTable id="jobs" caption="Jobs" compact>
      <thead>
        <tr>
          <th scope="col">Id</th>
          <th scope="col">Name</th>
          <th scope="col">Key</th>
          <th scope="col">Attempts</th>
          <th scope="col">Last error</th>
          <th scope="col">Times</th>
          {withActions ? <th scope="col">Actions</th> : null}
        </tr>
      </thead>
      <tbody>
        {jobs.map((job) => (
          <tr key={job.id}>
            <td>{job.id}</td>
            <td className="nowrap">
              {job.name}
              <Payload payload={job.payload} />
            </td>
            <td className="nowrap">{job.key ?? <span className="muted">(none)</span>}</td>
            <td>{job.attempts}</td>
            <LastError error={job.lastError} />
            <td>
              <Times job={job} />
            </td>
            {withActions ? (
              <td>
                <JobActions job={job} />
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

function JobActions({ job }: { job: AdminJob }) {
  const subject = `job ${job.id}`;
  if (canRetry(job)) return <RowAction intent="retry-job" id={job.id} label="Retry" subject={subject} />;
  if (canDiscard(job)) {
    return (
      <RowAction
        intent="discard-job"
        id={job.id}
        label="Discard"
        subject={subject}
        confirm={`Discard job ${job.id}? It will never run.`}
      />
    );
  }
  return null;
}

/** What the job is about: ids only (jobs never carry personal data), so it can be looked up. */
function Payload({ payload }: { payload: AdminJob["payload"] }) {
  const fields = Object.entries(payload);
  if (fields.length === 0) return null;
  return (
    <span className="cell-note">
      {fields
        .map(([name, value]) => `${name} ${typeof value === "string" ? value : JSON.stringify(value)}`)
        .join(", ")}
    </span>
  );
}

/** When it runs (or last ran), when it was queued, and when it finished for good. */
function Times({ job }: { job: AdminJob }) {
  return (
    <dl className="times">
      <dt>Run at</dt>
      <dd>
        <time dateTime={job.runAt}>{formatMinute(job.runAt)}</time>
      </dd>
      <dt>Created</dt>
      <dd>
        <time dateTime={job.createdAt}>{formatMinute(job.createdAt)}</time>
      </dd>
      {job.finishedAt ? (
        <>
          <dt>Finished</dt>
          <dd>
            <time dateTime={job.finishedAt}>{formatMinute(job.finishedAt)}</time>
          </dd>
        </>
      ) : null}
    </dl>
  );
}
