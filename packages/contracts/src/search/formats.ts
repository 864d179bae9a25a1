import { fill } from "../shared/fill";
import * as labels from "./labels";

/** Fills the templates of ./messages.ts and ./labels.ts, so the wording stays in one place. */

export const searchResultsFor = (q: string) => fill(labels.search.resultsFor, [["{q}", q]]);
export const noResultsFor = (q: string) => fill(labels.search.noResultsFor, [["{q}", q]]);
