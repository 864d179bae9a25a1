import { defineProblems, ERROR_CODES, FILTER_KEYS, type ProblemName } from "@odin/contracts";

/** The listing calls' expected failures (spec 2 §5). Their HTTP statuses are chosen in catalog.routes.ts. */
export const catalogProblems = defineProblems({
  /** No collection, brand or catalog path answers the listing's address. */
  unknownListing: (detail: string) => ({ code: ERROR_CODES.notFound, detail }),
  /** The custom price filter (`cpr`) breaks a rule: the spec's price-filter message. */
  invalidCustomPrice: (message: string) => ({
    code: ERROR_CODES.validation,
    detail: message,
    data: { key: FILTER_KEYS.customPrice },
  }),
});

export type CatalogProblem = ProblemName<typeof catalogProblems>;
