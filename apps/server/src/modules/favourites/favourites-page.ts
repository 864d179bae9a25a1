import { fail, ok, type StorefrontServices, sessionProblems } from "@odin/contracts";
import type { PageRequest } from "../../platform/composition";
import type { FavouritesService } from "./favourites.service";

/**
 * The favourites of server-rendered pages and their form actions (decision 26): the same service as
 * the `/api/fav/v2/products` and `/api/favourite/brand` calls, for the shopper the page request's
 * cookies name. Without one, `favouredAmong` answers none and every other call `signInRequired`.
 */
export function favouritesPage(favourites: FavouritesService) {
  return ({ shopper }: Pick<PageRequest, "shopper">): StorefrontServices["favourites"] => {
    if (!shopper) {
      const refuse = async () => fail(sessionProblems.signInRequired());
      return {
        styles: refuse,
        favouredAmong: async () => [],
        add: refuse,
        remove: refuse,
        brands: refuse,
        addBrands: refuse,
        removeBrand: refuse,
      };
    }
    const { userId } = shopper;
    return {
      styles: async () => ok(await favourites.styles(userId)),
      favouredAmong: (styleIds) => favourites.favouredAmong(userId, styleIds),
      add: (styleId) => favourites.add(userId, styleId),
      remove: (which) => favourites.remove(userId, which),
      brands: async () => ok(await favourites.brands(userId)),
      addBrands: (codes) => favourites.addBrands(userId, codes),
      removeBrand: (id) => favourites.removeBrand(userId, id),
    };
  };
}
