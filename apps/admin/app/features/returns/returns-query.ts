import type { AdminReturnsQuery } from "@odin/contracts";
import { RETURN_MODES, RETURN_STAGES, type ReturnMode, type ReturnStage } from "./return-words";

/**
 * The returns queue's filters as the page's address carries them (`/admin/returns?stage=RECEIVED&q=…`),
 * with the names the API's query takes, so a filtered queue can be bookmarked, sent to a colleague
 * and paged as it is.
 */

export interface ReturnsFilters {
  stage: ReturnStage | "";
  mode: ReturnMode | "";
  /** A fulfilment centre's id. */
  centre: string;
  from: string;
  to: string;
  /** A return (RT…), order (OD…) or parcel (RC…) number. */
  q: string;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | "" =>
  values.find((each) => each === value) ?? "";

/** The filters of an address; an empty or unknown choice is no filter. */
export function filtersOf(search: URLSearchParams): ReturnsFilters {
  const text = (name: string) => (search.get(name) ?? "").trim();
  return {
    stage: oneOf(RETURN_STAGES, search.get("stage")),
    mode: oneOf(RETURN_MODES, search.get("mode")),
    centre: text("centre"),
    from: text("from"),
    to: text("to"),
    q: text("q"),
  };
}

/** What the filters ask that the server would refuse anyway, said in the staff member's terms. */
export function filterProblem(filters: ReturnsFilters): string | undefined {
  if (filters.centre !== "" && !/^[1-9]\d{0,9}$/.test(filters.centre)) {
    return "The centre is its number, as the queue shows it.";
  }
  if (filters.from !== "" && filters.to !== "" && filters.from > filters.to) {
    return "The first date is after the last one.";
  }
  return undefined;
}

/** The API's query for these filters, from the return after `after` (a page's `next`). */
export function returnsQueryOf(filters: ReturnsFilters, after?: string): AdminReturnsQuery {
  const query: AdminReturnsQuery = {};
  if (filters.stage !== "") query.stage = filters.stage;
  if (filters.mode !== "") query.mode = filters.mode;
  if (filters.centre !== "") query.centre = filters.centre;
  if (filters.from !== "") query.from = filters.from;
  if (filters.to !== "") query.to = filters.to;
  if (filters.q !== "") query.q = filters.q;
  if (after) query.after = after;
  return query;
}

/** The search part of an address (`?…`, or "" for none) with the filters set, and `after` when paging. */
export function searchOf(filters: ReturnsFilters, after?: string): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(returnsQueryOf(filters, after))) params.set(name, String(value));
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
}
