import { defineProblems, ERROR_CODES, MESSAGES, type ProblemName } from "@odin/contracts";

/** The favourites calls' expected failures (spec 2 §4, §8). Their HTTP statuses are chosen in favourites.routes.ts. */
export const favouritesProblems = defineProblems({
  /** A page asked for the favourites of nobody (the REST routes refuse guests before the service). */
  signInRequired: () => ({ code: ERROR_CODES.unauthorized, detail: MESSAGES.session.loginToContinue }),
  /** No style with this id: nothing was added (spec 2 §4 "status false gives a failure notice"). */
  unknownStyle: () => ({ code: ERROR_CODES.notFound, detail: MESSAGES.favourites.notAdded }),
  /** A brand code the brands list does not hold. */
  unknownBrand: (codes: string[]) => ({
    code: ERROR_CODES.notFound,
    detail: MESSAGES.favourites.notAdded,
    data: { brand: codes },
  }),
  /** The shopper already keeps as many favourites of this kind as a shopper may (FAVOURITES). */
  favouritesFull: () => ({ code: "FAVOURITES_LIMIT_REACHED", detail: MESSAGES.favourites.notAdded }),
  /** No such favourite among the shopper's: another shopper's is answered the same, never revealed. */
  favouriteNotFound: () => ({ code: ERROR_CODES.notFound, detail: MESSAGES.favourites.genericError }),
});

export type FavouritesProblemName = ProblemName<typeof favouritesProblems>;
