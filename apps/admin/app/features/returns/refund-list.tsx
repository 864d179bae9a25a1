import { ADMIN_MESSAGES, type AdminRefundsQuery } from "@odin/contracts";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ApiFailure } from "../../lib/api";
import { mayUse } from "../../lib/areas";
import { requireArea } from "../../lib/session";
import { ActionResult } from "../../ui/action-result";
import type { Answer } from "./refund-retry";
import { RefundsFilterForm } from "./refunds-filters";
import { type RefundsView, refundsQueryOf, refundsSearchOf, refundsViewOf } from "./refunds-query";
import { listsStoreWide, ReturnsTabs } from "./returns-tabs";

/**
 * What the gateway refunds' and the payouts' pages share: the loader's reading of the address and
 * its refusals, and the page around the table. Filters the server refuses, and a cursor it no longer
 * knows (404), are shown by the form, not as a failed page; a staff member of limited scope gets the
 * server's 403 as the page's refusal.
 */
export async function loadRefundList<P extends { next: string | null }>(
  request: Request,
  list: (query: AdminRefundsQuery) => Promise<P>,
) {
  const session = await requireArea("returns", request);
  const canRetry = mayUse(session.staff.permissions, "refunds:write");
  const storeWide = listsStoreWide(session);
  const view = refundsViewOf(new URL(request.url).searchParams);
  try {
    const page = await list(refundsQueryOf(view, view.after));
    return { view, canRetry, storeWide, page, problem: undefined };
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 400) {
      return { view, canRetry, storeWide, page: null, problem: error.detail };
    }
    if (error instanceof ApiFailure && error.status === 404 && view.after) {
      return { view, canRetry, storeWide, page: null, problem: ADMIN_MESSAGES.orders.badCursor };
    }
    throw error;
  }
}

export function RefundListPage({
  title,
  lead,
  path,
  what,
  view,
  storeWide,
  next,
  problem,
  answer,
  children,
}: {
  title: string;
  lead: string;
  path: "/returns/refunds" | "/returns/payouts";
  /** "refunds" or "payouts". */
  what: string;
  view: RefundsView;
  storeWide: boolean;
  next: string | null | undefined;
  problem: string | undefined;
  answer: Answer | undefined;
  /** The table, or the empty state. */
  children: ReactNode;
}) {
  return (
    <>
      <h1>{title}</h1>
      <p className="lead">{lead}</p>
      <ReturnsTabs current={path} storeWide={storeWide} />
      <ActionResult id="refund-action-error" done={answer?.done} error={answer?.error} />
      <RefundsFilterForm view={view} problem={problem} what={what} path={path} />
      {children}
      {view.after || next ? (
        <nav aria-label={`${title} pages`} className="pager">
          {view.after ? <Link to={{ search: refundsSearchOf(view) }}>Newest first</Link> : null}
          {next ? <Link to={{ search: refundsSearchOf(view, next) }}>Next page</Link> : null}
        </nav>
      ) : null}
    </>
  );
}
