/** What the storefront's pages may ask of the favourites services through the load context, and why they refuse. */
import type { Result } from "../result";
import type {
  FavouriteAddResponse,
  FavouriteBrandsChange,
  FavouriteBrandsResponse,
  FavouriteRemoveResponse,
  FavouriteStylesResponse,
} from "./favourites";
import type { FavouritesProblem } from "./problems";

/**
 * The favourite styles and brands of this request's signed-in shopper (spec 2 §2, §4): the same
 * service as the `/api/fav/v2/products` and `/api/favourite/brand` calls. Every call but
 * `favouredAmong` fails with `signInRequired` when nobody is signed in.
 */
export interface FavouritesPageService {
  /** Most recently added first, with their cards. */
  styles(): Promise<Result<FavouriteStylesResponse, FavouritesProblem>>;
  /** Which of these styles are the shopper's favourites, in one query; none for a guest. */
  favouredAmong(styleIds: readonly number[]): Promise<number[]>;
  add(styleId: number): Promise<Result<FavouriteAddResponse, FavouritesProblem>>;
  remove(
    which: { styleId: number } | { favouriteId: number },
  ): Promise<Result<FavouriteRemoveResponse, FavouritesProblem>>;
  brands(): Promise<Result<FavouriteBrandsResponse, FavouritesProblem>>;
  /** Brand codes, as the brands list names them. */
  addBrands(codes: string[]): Promise<Result<FavouriteBrandsChange, FavouritesProblem>>;
  /** By the favourite's id. */
  removeBrand(id: number): Promise<Result<FavouriteBrandsChange, FavouritesProblem>>;
}

/** This domain's part of the load context's services (storefront-services.ts). */
declare module "../storefront-services" {
  interface StorefrontServices {
    favourites: FavouritesPageService;
  }
}
