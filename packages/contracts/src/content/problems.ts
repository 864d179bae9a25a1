import { defineProblems, type ProblemName } from "../result";
import { ERROR_CODES } from "../shared/error-codes";

/** The content calls' expected failures. */
export const contentProblems = defineProblems({
  unknownTemplate: () => ({ status: 404, code: ERROR_CODES.notFound, detail: "No template for this page." }),
  unknownStaticPage: () => ({ status: 404, code: ERROR_CODES.notFound, detail: "No text for this page." }),
});

export type ContentProblem = ProblemName<typeof contentProblems>;

/** The page-type call's expected failures. */
export const pagesProblems = defineProblems({
  unknownPage: () => ({ status: 404, code: ERROR_CODES.notFound, detail: "No page lives here." }),
});

export type PagesProblem = ProblemName<typeof pagesProblems>;
