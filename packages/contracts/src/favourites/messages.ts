/**
 * The favourites slice of MESSAGES, LABELS and formatMessage: favourite styles and brands. `../messages.ts`
 * composes the slices into `MESSAGES`, `LABELS` and `formatMessage`: import those, not this file.
 *
 * Every shopper-facing message of the spec, once, with the spec's exact wording (typos and odd spacing
 * included: support scripts and analytics refer to them). Spec references: "s1 §8" means
 * `spec/1-account-and-session.md` section 8, and so on.
 *
 * Where the spec says a message exists but does not give its wording, the text is ours and the line is marked
 * `// wording not given by the spec`. Templates keep their spec placeholders (`{n}`, `$count`, `(n-2)`); fill
 * them through `formatMessage`, never by hand.
 */

import { fill } from "../shared/fill";

export const messages = {
  favourites: {
    added: "Good mooove! This item has been added to your favourites.", // s2 §8
    removed: "This item has been removed from your favourites.", // s2 §8
    alreadyAdded: "Oops! This product is already in your favourites", // s2 §8
    notAdded: "Oops! This item has not been added to your favourites.", // s2 §8
    genericError: "Oops something went wrong, plz try again", // s2 §8
    brandAdded: "Brand Added Successfully", // s2 §8, 3 s
    brandRemoved: "Brand Removed Successfully", // s2 §8, 3 s
  },
} as const;

/** The favourites page, the hearts and the bag's move control. // wording not given by the spec */
export const labels = {
  favourites: {
    /** The page /favorites (s2 §2 "Favourites"). */
    title: "My Favourites",
    productsTab: "PRODUCTS",
    brandsTab: "BRANDS",
    noProducts: "You have not added any products to your favourites yet.",
    noBrands: "You have not added any brands to your favourites yet.",
    browse: "CONTINUE SHOPPING",
    /** A style's heart: a toggle button, pressed while the style is a favourite; fill with `formatMessage.favouriteHeart`. */
    heart: "Favourite {name}",
    /** A brand page's heart; fill with `formatMessage.favouriteBrandHeart`. */
    brandHeart: "Favourite brand {name}",
    /** REMOVE of a favourite brand; fill with `formatMessage.favouriteBrandRemove`. */
    removeBrand: "Remove {name} from favourites",
    remove: "REMOVE",
    /** The bag's control that moves a size's style to the favourites. */
    moveToFavourites: "MOVE TO FAVOURITES",
    moveToFavouritesOf: "Move {name} to favourites",
  },
} as const;

export const formats = {
  favouriteHeart: (name: string) => fill(labels.favourites.heart, [["{name}", name]]),
  favouriteBrandHeart: (name: string) => fill(labels.favourites.brandHeart, [["{name}", name]]),
  favouriteBrandRemove: (name: string) => fill(labels.favourites.removeBrand, [["{name}", name]]),
  moveToFavouritesOf: (name: string) => fill(labels.favourites.moveToFavouritesOf, [["{name}", name]]),
} as const;
