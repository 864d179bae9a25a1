import { defineProblems, ERROR_CODES, type ProblemName } from "@odin/contracts";

/** The product calls' expected failures. Their HTTP statuses are chosen in product.routes.ts. */
export const productProblems = defineProblems({
  unknownStyle: () => ({ code: ERROR_CODES.notFound, detail: "No style with this id." }),
  unknownSizeChart: () => ({ code: ERROR_CODES.notFound, detail: "No size chart with this id." }),
});

export type ProductProblem = ProblemName<typeof productProblems>;
