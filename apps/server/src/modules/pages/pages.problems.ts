import { defineProblems, ERROR_CODES, type ProblemName } from "@odin/contracts";

/** The page-type call's expected failures. Their HTTP statuses are chosen in pages.routes.ts. */
export const pagesProblems = defineProblems({
  unknownPage: () => ({ code: ERROR_CODES.notFound, detail: "No page lives here." }),
});

export type PagesProblem = ProblemName<typeof pagesProblems>;
