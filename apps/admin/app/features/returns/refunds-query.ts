import type { AdminRefundsQuery } from "@odin/contracts";
import { REFUND_STATES, type RefundState } from "./return-words";

/**
 * The refunds' and payouts' lists' filters as the address carries them (`?state=FAILED`,
 * `?needsRetry=true`), with the names the API's query takes, and the `after` of the page in view.
 */
export interface RefundsView {
  state: RefundState | "";
  /** Only the failed ones nobody tried again: what needs a person. */
  needsRetry: boolean;
  after: string | undefined;
}

export function refundsViewOf(search: URLSearchParams): RefundsView {
  return {
    state: REFUND_STATES.find((state) => state === search.get("state")) ?? "",
    needsRetry: search.get("needsRetry") === "true",
    after: search.get("after") ?? undefined,
  };
}

/** The API's query for `view`, from the row after `after` (a page's `next`; none: the newest). */
export function refundsQueryOf(view: RefundsView, after: string | undefined): AdminRefundsQuery {
  const query: AdminRefundsQuery = {};
  if (view.state !== "") query.state = view.state;
  if (view.needsRetry) query.needsRetry = "true";
  if (after) query.after = after;
  return query;
}

/** The search part of the address of `view` from the row after `after` (none: its first page). */
export function refundsSearchOf(view: RefundsView, after?: string): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(refundsQueryOf(view, after))) params.set(name, String(value));
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
}
