import { defineProblems, ERROR_CODES, type ProblemName } from "@odin/contracts";

/** The content calls' expected failures. Their HTTP statuses are chosen in content.routes.ts. */
export const contentProblems = defineProblems({
  unknownTemplate: () => ({ code: ERROR_CODES.notFound, detail: "No template for this page." }),
  unknownStaticPage: () => ({ code: ERROR_CODES.notFound, detail: "No text for this page." }),
});

export type ContentProblem = ProblemName<typeof contentProblems>;
