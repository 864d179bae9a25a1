import { defineProblems, ERROR_CODES, type ProblemName } from "@odin/contracts";

/** The brand calls' expected failures. Their HTTP statuses are chosen in brands.routes.ts. */
export const brandsProblems = defineProblems({
  unknownBrand: () => ({ code: ERROR_CODES.notFound, detail: "No such brand." }),
});

export type BrandsProblem = ProblemName<typeof brandsProblems>;
