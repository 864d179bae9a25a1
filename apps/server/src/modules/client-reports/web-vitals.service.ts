import type { WebVitalsSummary } from "@odin/contracts";
import type { Database } from "@odin/db";
import { percentilesSince } from "./web-vitals.repo";
import { webVitalGroups } from "./web-vitals-rules";

const DAY_MS = 86_400_000;

export interface WebVitalsReport {
  /** The 75th percentiles of the last `days` days, per page type, device class and metric. */
  summary(days: number): Promise<WebVitalsSummary>;
}

/**
 * The field measurements' summary (decision 75), for the back office and `npm run ops -- web-vitals`.
 * It reads through `reads` (the replica while it is fresh): a summary of days may be a second stale.
 */
export function createWebVitalsReport(reads: Database, now: () => Date = () => new Date()): WebVitalsReport {
  return {
    async summary(days) {
      const to = now();
      const from = new Date(to.getTime() - days * DAY_MS);
      const groups = webVitalGroups(await percentilesSince(reads, from));
      return { days, from: from.toISOString(), to: to.toISOString(), groups };
    },
  };
}
