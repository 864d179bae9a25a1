import type { RouteSpec } from "../route-spec";

/** Favourites (spec 2 §2, §3, §4, §7, §8); all for a signed-in shopper. */
export const favouritesRouteMap = {
  favouriteStyles: {
    method: "GET",
    path: "/api/fav/v2/products",
    query: "favouriteStylesQuery",
    response: "favouriteStylesResponse",
    signIn: "required",
  },
  favouriteStyleAdd: {
    method: "POST",
    path: "/api/fav/v2/products",
    body: "favouriteStyleRequest",
    response: "favouriteAddResponse",
    signIn: "required",
  },
  favouriteStyleRemove: {
    method: "DELETE",
    path: "/api/fav/v2/products",
    query: "favouriteStyleDeleteQuery",
    response: "favouriteRemoveResponse",
    signIn: "required",
  },
  favouriteBrands: {
    method: "GET",
    path: "/api/favourite/brand",
    response: "favouriteBrandsResponse",
    signIn: "required",
  },
  favouriteBrandAdd: {
    method: "POST",
    path: "/api/favourite/brand",
    body: "favouriteBrandsRequest",
    response: "favouriteBrandsChange",
    signIn: "required",
  },
  favouriteBrandRemove: {
    method: "DELETE",
    path: "/api/favourite/brand/:id",
    params: "favouriteBrandIdParams",
    response: "favouriteBrandsChange",
    signIn: "required",
  },
} as const satisfies Record<string, RouteSpec>;
