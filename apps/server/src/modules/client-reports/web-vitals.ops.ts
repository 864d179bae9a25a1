import { formatWebVital, WEB_VITAL_RATING_LABELS, WEB_VITALS, type WebVitalGroup } from "@odin/contracts";
import { type OpsCommand, OpsUsageError } from "../../platform/ops-commands";
import { createWebVitalsReport } from "./web-vitals.service";

const LONGEST = Math.max(...WEB_VITALS.windowDays);

function daysOf(args: string[]): number {
  const [text] = args;
  if (text === undefined) return WEB_VITALS.defaultWindowDays;
  const days = Number(text);
  if (!/^\d+$/.test(text) || days < 1 || days > LONGEST) {
    throw new OpsUsageError(`[days] must be a whole number from 1 to ${LONGEST}`);
  }
  return days;
}

/** One group as a line: page type, device class, metric, the percentile, its rating and samples. */
function describeGroup(group: WebVitalGroup): string {
  const samples = `${group.samples.toLocaleString("en-IN")} sample${group.samples === 1 ? "" : "s"}`;
  return [
    group.pageType.padEnd(9),
    group.deviceClass.padEnd(8),
    group.metric.padEnd(5),
    formatWebVital(group.metric, group.p75).padStart(10),
    ` ${WEB_VITAL_RATING_LABELS[group.rating]} (${samples})`,
  ].join("");
}

/** The field measurements of Core Web Vitals from the command line, as the back office shows them. */
export const webVitalsOps: OpsCommand[] = [
  {
    name: "web-vitals",
    usage: "[days]",
    summary:
      "Prints the 75th percentile of LCP, INP, CLS, FCP and TTFB measured in shoppers' browsers per page type and device class, with its rating and sample count, over the last 7 days (or the days given, up to 28).",
    async run(args, { db, print }) {
      const summary = await createWebVitalsReport(db).summary(daysOf(args));
      const window = `${summary.from.slice(0, 16)}Z to ${summary.to.slice(0, 16)}Z`;
      if (summary.groups.length === 0) {
        print(`No measurements from ${window}.`);
        return;
      }
      print(`75th percentile of the measurements from ${window}:`);
      print(`${"page".padEnd(9)}${"device".padEnd(8)}${"".padEnd(5)}${"p75".padStart(10)}`);
      for (const group of summary.groups) print(describeGroup(group));
    },
  },
];
