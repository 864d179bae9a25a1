import { adminRoutes } from "@odin/contracts";
import {
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  Link,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { JobsTable } from "../features/queues/jobs-table";
import { OutboxTable } from "../features/queues/outbox-table";
import { type QueueAnswer, queueAction } from "../features/queues/queue-actions";
import { QueueFilterForm } from "../features/queues/queue-filters";
import { jobsQueryOf, outboxQueryOf, type QueueView, searchOf, viewOf } from "../features/queues/queue-query";
import { ApiFailure, api } from "../lib/api";
import { mayUse } from "../lib/areas";
import { requireArea } from "../lib/session";
import { ActionResult } from "../ui/action-result";

export { ErrorPage as ErrorBoundary } from "../ui/error-page";

export const meta: MetaFunction = () => [{ title: "Jobs & messages · Odin back office" }];

/**
 * The jobs queue and the outbox (decision 60), one at a time, newest first, a page at a time: the
 * address holds the list in view, its filters and the `after` of the page, the server's keyset
 * cursor. The buttons that change a row are drawn only for a role holding jobs:write. Filters the
 * server refuses are shown by the form, not as a failed page.
 */
export async function clientLoader({ request }: Pick<ClientLoaderFunctionArgs, "request">) {
  const session = await requireArea("jobs", request);
  const canWrite = mayUse(session.staff.permissions, "jobs:write");
  const view = viewOf(new URL(request.url).searchParams);
  try {
    const page =
      view.tab === "jobs"
        ? {
            tab: "jobs" as const,
            ...(await api.call(adminRoutes.adminJobs, jobsQueryOf(view, view.after), { request })),
          }
        : {
            tab: "outbox" as const,
            ...(await api.call(adminRoutes.adminOutbox, outboxQueryOf(view, view.after), { request })),
          };
    return { view, canWrite, page, problem: undefined };
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 400) {
      return { view, canWrite, page: null, problem: error.detail };
    }
    throw error;
  }
}

export async function clientAction({ request }: Pick<ClientActionFunctionArgs, "request">) {
  return queueAction(request);
}

export default function JobsAndMessages() {
  const { view, canWrite, page, problem } = useLoaderData<typeof clientLoader>();
  const answer = useActionData<typeof clientAction>() as QueueAnswer | undefined;
  return (
    <>
      <h1>Jobs &amp; messages</h1>
      <p className="lead">
        The work the store does in the background, and the SMS and e-mail it sends. A job or message that
        fails is tried again a few times; after the last try it is dead and waits here for someone to look.
      </p>
      <Tabs view={view} />
      <ActionResult id="queue-action-error" done={answer?.done} error={answer?.error} />
      <QueueFilterForm view={view} problem={problem} />
      {page === null ? null : page.tab === "jobs" ? (
        page.jobs.length === 0 ? (
          <p className="empty">No jobs match these filters.</p>
        ) : (
          <JobsTable jobs={page.jobs} canWrite={canWrite} />
        )
      ) : page.messages.length === 0 ? (
        <p className="empty">No messages match these filters.</p>
      ) : (
        <OutboxTable messages={page.messages} canWrite={canWrite} />
      )}
      {view.after || page?.next ? (
        <nav aria-label={view.tab === "jobs" ? "Jobs pages" : "Outbox pages"} className="pager">
          {view.after ? <Link to={{ search: searchOf(view) }}>Newest first</Link> : null}
          {page?.next ? <Link to={{ search: searchOf(view, String(page.next)) }}>Next page</Link> : null}
        </nav>
      ) : null}
    </>
  );
}

/** The two lists: links, each an address of its own with its default filter. */
function Tabs({ view }: { view: QueueView }) {
  return (
    <nav aria-label="Jobs and messages" className="tabs">
      <Link to="/jobs" aria-current={view.tab === "jobs" ? "page" : undefined}>
        Jobs queue
      </Link>
      <Link to="/jobs?tab=outbox" aria-current={view.tab === "outbox" ? "page" : undefined}>
        Outbox
      </Link>
    </nav>
  );
}
