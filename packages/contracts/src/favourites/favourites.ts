import { z } from "zod";
import { productCard } from "../catalog/product-cards";
import { id, idParam, text } from "../shared/primitives";
import { FAVOURITES } from "./constants";

/**
 * Favourite styles and brands of the signed-in shopper (spec 2 §2 "Favourites", §3, §4, §7, §8;
 * API.md `GET`,`POST`,`DELETE /api/fav/v2/products`, `GET`,`POST /api/favourite/brand`,
 * `DELETE /api/favourite/brand/{id}`).
 */

/** `POST /api/fav/v2/products`: one style to keep. */
export const favouriteStyleRequest = z.object({ styleId: id });
export type FavouriteStyleRequest = z.infer<typeof favouriteStyleRequest>;

/**
 * `DELETE /api/fav/v2/products?styleId=` or `?favouriteId=` (spec 2 §7 "delete wishlist (favouriteId,
 * favtype)"): exactly one of them.
 */
export const favouriteStyleDeleteQuery = z
  .object({
    styleId: idParam.optional(),
    favouriteId: idParam.optional(),
    favtype: z.enum(["products"]).optional(),
  })
  .refine((query) => (query.styleId === undefined) !== (query.favouriteId === undefined), {
    error: "Give either styleId or favouriteId.",
  });
export type FavouriteStyleDeleteQuery = z.infer<typeof favouriteStyleDeleteQuery>;

/** `GET /api/fav/v2/products` (spec 2 §7 "get wishlist GET with favtype products"). */
export const favouriteStylesQuery = z.object({ favtype: z.enum(["products"]).optional() });

/** A favourite style (spec 2 §3 "Favourite product": id/favouriteId, styleId) with its card. */
export const favouriteStyle = z.object({
  id: z.number().int(),
  favouriteId: z.number().int(),
  styleId: z.number().int(),
  addedAt: z.string(),
  product: productCard,
});
export type FavouriteStyle = z.infer<typeof favouriteStyle>;

/** The shopper's favourite styles, most recently added first; styles no longer sold are left out. */
export const favouriteStylesResponse = z.object({
  favourites: z.array(favouriteStyle),
  totalElements: z.number().int(),
});
export type FavouriteStylesResponse = z.infer<typeof favouriteStylesResponse>;

/**
 * The answer to an add (spec 2 §4 "already added gives a notice; status false gives a failure notice;
 * success records the id"): `alreadyAdded` with "Oops! This product is already in your favourites",
 * else "Good mooove! …". A refused add is an error answer with "Oops! This item has not been added to
 * your favourites.".
 */
export const favouriteAddResponse = z.object({
  status: z.boolean(),
  favouriteId: z.number().int(),
  styleId: z.number().int(),
  alreadyAdded: z.boolean(),
  message: z.string(),
});
export type FavouriteAddResponse = z.infer<typeof favouriteAddResponse>;

/** The answer to a removal: "This item has been removed from your favourites.". */
export const favouriteRemoveResponse = z.object({
  status: z.boolean(),
  styleId: z.number().int(),
  message: z.string(),
});
export type FavouriteRemoveResponse = z.infer<typeof favouriteRemoveResponse>;

/** A favourite brand (spec 2 §3 "Favourite brand": id, brand): `brand` is the brand's code. */
export const favouriteBrand = z.object({
  id: z.number().int(),
  brand: z.string(),
  brandName: z.string(),
  /** The brand's page. */
  url: z.string(),
  logo: z.string(),
});
export type FavouriteBrand = z.infer<typeof favouriteBrand>;

export const favouriteBrandsResponse = z.object({ brands: z.array(favouriteBrand) });
export type FavouriteBrandsResponse = z.infer<typeof favouriteBrandsResponse>;

/** `POST /api/favourite/brand` (spec 2 §7 "POST (list of brand)"): brand codes, as the brands list names them. */
export const favouriteBrandsRequest = z.object({
  brand: z.array(text(40).trim().min(1)).min(1).max(FAVOURITES.brandsPerCall),
});
export type FavouriteBrandsRequest = z.infer<typeof favouriteBrandsRequest>;

/** The favourite brands after a change, and its toast ("Brand Added Successfully" / "… Removed …"). */
export const favouriteBrandsChange = favouriteBrandsResponse.extend({
  status: z.boolean(),
  message: z.string(),
});
export type FavouriteBrandsChange = z.infer<typeof favouriteBrandsChange>;

export const favouriteBrandIdParams = z.object({ id: idParam });
