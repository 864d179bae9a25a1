import type { FastifyInstance } from "fastify";
import { favouritesRoutes } from "./favourites.routes";
import { createFavouritesService, type FavouritesDeps, type FavouritesService } from "./favourites.service";

export { favouritesPage } from "./favourites-page";

/** The shopper's favourite styles and brands: the service, and its routes on `app`. */
export function registerFavourites(app: FastifyInstance, deps: FavouritesDeps): FavouritesService {
  const favourites = createFavouritesService(deps);
  favouritesRoutes(app, favourites);
  return favourites;
}
