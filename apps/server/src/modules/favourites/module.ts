import type { AppModule } from "../../platform/composition";
import { favouritesRoutes } from "./favourites.routes";
import { createFavouritesService, type FavouritesService } from "./favourites.service";
import { favouritesPage } from "./favourites-page";

declare module "../../platform/composition" {
  interface Services {
    favourites: FavouritesService;
  }
}

/** The shopper's favourite styles and brands: the service, and its routes. */
export const favouritesModule = {
  name: "favourites",
  register({ app, db }, { product, brands }) {
    const favourites = createFavouritesService({
      db,
      cards: async (styleIds) => (await product.styles(styleIds)).styles.styleList,
      brandList: () => brands.list(),
    });
    favouritesRoutes(app, favourites);
    return { favourites };
  },
  pages: { favourites: ({ favourites }) => favouritesPage(favourites) },
} satisfies AppModule;
