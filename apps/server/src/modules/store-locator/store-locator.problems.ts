import {
  defineProblems,
  ERROR_CODES,
  MESSAGES,
  type StoreLocatorProblem as PageProblem,
} from "@odin/contracts";

/** The store locator's expected failures (spec 2 §5, §8). Their HTTP statuses are chosen in store-locator.routes.ts. */
export const storeLocatorProblems = defineProblems({
  /** A well-formed pincode outside the directory: there is no place to measure from. */
  unknownPincode: () => ({ code: ERROR_CODES.notFound, detail: MESSAGES.pincode.invalid }),
  /** "Use my location" far from every pincode of the directory (outside India). */
  noPincodeNearby: () => ({
    code: ERROR_CODES.notFound,
    detail: MESSAGES.storeLocator.noPincodeNearLocation,
  }),
});

/** The names the load context's `storeLocator` declares (`StoreLocatorProblem` of the contracts). */
export type StoreLocatorProblem = PageProblem & keyof typeof storeLocatorProblems;
