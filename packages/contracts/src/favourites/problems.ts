import { MESSAGES } from "../messages";
import { defineProblems, type ProblemName } from "../result";
import { ERROR_CODES } from "../shared/error-codes";
import type { SessionProblem } from "../shared/problems";

/**
 * The favourites calls' expected failures (spec 2 §4, §8). A page that asks for the favourites of
 * nobody is refused with `sessionProblems.signInRequired` (the REST routes refuse guests before the
 * service).
 */
export const favouritesProblems = defineProblems({
  /** No style with this id: nothing was added (spec 2 §4 "status false gives a failure notice"). */
  unknownStyle: () => ({ status: 404, code: ERROR_CODES.notFound, detail: MESSAGES.favourites.notAdded }),
  /** A brand code the brands list does not hold. */
  unknownBrand: (codes: string[]) => ({
    status: 404,
    code: ERROR_CODES.notFound,
    detail: MESSAGES.favourites.notAdded,
    data: { brand: codes },
  }),
  /** The shopper already keeps as many favourites of this kind as a shopper may (FAVOURITES). */
  favouritesFull: () => ({
    status: 409,
    code: "FAVOURITES_LIMIT_REACHED",
    detail: MESSAGES.favourites.notAdded,
  }),
  /** No such favourite among the shopper's: another shopper's is answered the same, never revealed. */
  favouriteNotFound: () => ({
    status: 404,
    code: ERROR_CODES.notFound,
    detail: MESSAGES.favourites.genericError,
  }),
});

/**
 * Why a favourites call was refused: nobody is signed in, no such style or brand, the list is full, or
 * no such favourite among the shopper's (another shopper's is never revealed).
 */
export type FavouritesProblem = ProblemName<typeof favouritesProblems> | SessionProblem;
