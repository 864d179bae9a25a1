import type { FormAnswer } from "../../lib/form-answer";

/**
 * The favourites' forms (decision 26). A style's heart posts `addFavourite` or `removeFavourite` with
 * its `styleId` to the page it is on (a listing, a product page, /favorites), whose action answers
 * through `favourite-actions.server.ts`; a brand's heart and REMOVE post `addFavouriteBrand` (`brand`,
 * its code) or `removeFavouriteBrand` (`favouriteId`). Browser and server share these names; no zod
 * here (decision 13).
 */
export const FAVOURITE_INTENTS = {
  add: "addFavourite",
  remove: "removeFavourite",
  addBrand: "addFavouriteBrand",
  removeBrand: "removeFavouriteBrand",
} as const;
export type FavouriteIntent = (typeof FAVOURITE_INTENTS)[keyof typeof FAVOURITE_INTENTS];

export const FAVOURITE_FIELDS = { styleId: "styleId", brand: "brand", favouriteId: "favouriteId" } as const;
export type FavouriteField = (typeof FAVOURITE_FIELDS)[keyof typeof FAVOURITE_FIELDS];

/** The favourites page; `?tab=brands` shows the brands. */
export const FAVOURITES_PATH = "/favorites";
export const BRANDS_TAB = "brands";

export function isFavouriteIntent(intent: string): intent is FavouriteIntent {
  return (Object.values(FAVOURITE_INTENTS) as string[]).includes(intent);
}

/**
 * The action's answer: a FormAnswer carrying the style or brand it was about (`values`), whether the
 * style is now a favourite, and `loginRequired` for a guest, whose add waits for the login.
 */
export type FavouriteAnswer = FormAnswer<FavouriteField> & {
  loginRequired?: true;
  /** A notice rather than a success: the style was a favourite already. */
  notice?: true;
};

/** The style or brand a posted answer was about. */
export function answerAbout(answer: FavouriteAnswer | undefined, field: FavouriteField): string | undefined {
  return answer?.values?.[field];
}
