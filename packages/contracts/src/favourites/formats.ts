import { fill } from "../shared/fill";
import * as labels from "./labels";

/** The favourites slice's formats: see ./messages.ts for how its wording is written. */

export const favouriteHeart = (name: string) => fill(labels.favourites.heart, [["{name}", name]]);
export const favouriteBrandHeart = (name: string) => fill(labels.favourites.brandHeart, [["{name}", name]]);
export const favouriteBrandRemove = (name: string) => fill(labels.favourites.removeBrand, [["{name}", name]]);
export const moveToFavouritesOf = (name: string) =>
  fill(labels.favourites.moveToFavouritesOf, [["{name}", name]]);
