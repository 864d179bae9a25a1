export type { FavouritesService } from "./favourites.service";
