import type { adminRoutes, RouteAnswer } from "@odin/contracts";
import { formatInstant } from "../../lib/format";
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
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className="table-scroll" tabIndex={0} aria-labelledby="jobs-title">
      <table className="table">
        <caption id="jobs-title" className="visually-hidden">
          Jobs
        </caption>
        <thead>
          <tr>
            <th scope="col">Id</th>
            <th scope="col">Name</th>
            <th scope="col">Key</th>
            <th scope="col">Attempts</th>
            <th scope="col">Run at</th>
            <th scope="col">Last error</th>
            <th scope="col">Created / finished</th>
            {withActions ? <th scope="col">Actions</th> : null}
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => (
            <tr key={job.id}>
              <td>{job.id}</td>
              <td>
                {job.name}
                <Payload payload={job.payload} />
              </td>
              <td>{job.key ?? <span className="muted">(none)</span>}</td>
              <td>{job.attempts}</td>
              <td>
                <time dateTime={job.runAt}>{formatInstant(job.runAt)}</time>
              </td>
              <td className="error-text">{job.lastError ?? <span className="muted">(none)</span>}</td>
              <td>
                <Times created={job.createdAt} finished={job.finishedAt} />
              </td>
              {withActions ? (
                <td>
                  <JobActions job={job} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
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

function Times({ created, finished }: { created: string; finished: string | null }) {
  return (
    <dl className="times">
      <dt>Created</dt>
      <dd>
        <time dateTime={created}>{formatInstant(created)}</time>
      </dd>
      {finished ? (
        <>
          <dt>Finished</dt>
          <dd>
            <time dateTime={finished}>{formatInstant(finished)}</time>
          </dd>
        </>
      ) : null}
    </dl>
  );
}
