import { defineProblems, ERROR_CODES, type ProblemName } from "@odin/contracts";

/** The expected failures of what browsers report. Statuses are chosen in client-reports.routes.ts. */
export const clientReportsProblems = defineProblems({
  /** One client address sent more event batches, or error reports, than its minute allows. */
  tooManyReports: () => ({
    code: ERROR_CODES.rateLimited,
    detail: "Too many reports. Please try again later.",
  }),
});

export type ClientReportsProblem = ProblemName<typeof clientReportsProblems>;
