import {
  type BrandListItem,
  type BrandListResponse,
  FAVOURITES,
  type FavouriteAddResponse,
  type FavouriteBrand,
  type FavouriteBrandsChange,
  type FavouriteBrandsResponse,
  type FavouriteRemoveResponse,
  type FavouriteStylesResponse,
  type FavouritesProblem,
  fail,
  favouritesProblems,
  MESSAGES,
  ok,
  type ProductCard,
  type Result,
} from "@odin/contracts";
import type { Database } from "@odin/db";
import {
  deleteFavouriteBrand,
  deleteFavouriteStyle,
  findFavouredAmong,
  findRefusedStyleAdd,
  insertFavouriteBrands,
  insertFavouriteStyle,
  listFavouriteBrands,
  listFavouriteStyles,
} from "./favourites.repo";
import { planBrandAdd, styleIdsToRead, whyNotAdded } from "./favourites-rules";

export interface FavouritesDeps {
  db: Database;
  /** Product cards of styles in the order asked, unknown ones left out (the product service's). */
  cards(styleIds: readonly number[]): Promise<ProductCard[]>;
  /** Brands A-Z (the brands service's, kept in process). */
  brandList(): Promise<BrandListResponse>;
}

type Answer<T> = Promise<Result<T, FavouritesProblem>>;

/** Which favourite style to remove: by the style, or by the favourite's id. */
export type FavouriteStyleRef = { styleId: number } | { favouriteId: number };

/** Every call acts for one signed-in shopper, named by `userId`; nothing reads another's favourites. */
export interface FavouritesService {
  styles(userId: number): Promise<FavouriteStylesResponse>;
  favouredAmong(userId: number, styleIds: readonly number[]): Promise<number[]>;
  add(userId: number, styleId: number): Answer<FavouriteAddResponse>;
  remove(userId: number, which: FavouriteStyleRef): Answer<FavouriteRemoveResponse>;
  brands(userId: number): Promise<FavouriteBrandsResponse>;
  addBrands(userId: number, codes: readonly string[]): Answer<FavouriteBrandsChange>;
  removeBrand(userId: number, id: number): Answer<FavouriteBrandsChange>;
}

const toFavouriteBrand = (id: number, brand: BrandListItem): FavouriteBrand => ({
  id,
  brand: brand.code,
  brandName: brand.brandName,
  url: brand.url,
  logo: brand.images.logo,
});

/** Favourite styles and brands of signed-in shoppers (spec 2 §2 "Favourites", §3, §4, §8). */
export function createFavouritesService({ db, cards, brandList }: FavouritesDeps): FavouritesService {
  async function brands(userId: number): Promise<FavouriteBrandsResponse> {
    const [rows, { brands: all }] = await Promise.all([listFavouriteBrands(db, userId), brandList()]);
    const byId = new Map(all.map((brand) => [brand.brandId, brand]));
    return {
      brands: rows.flatMap((row) => {
        const brand = byId.get(row.brandId);
        return brand ? [toFavouriteBrand(row.id, brand)] : [];
      }),
    };
  }

  return {
    async styles(userId) {
      const rows = await listFavouriteStyles(db, userId);
      const products = new Map(
        (await cards(rows.map((row) => row.styleId))).map((card) => [card.styleId, card]),
      );
      const favourites = rows.flatMap((row) => {
        const product = products.get(row.styleId);
        if (!product) return [];
        const { id, styleId } = row;
        return [{ id, favouriteId: id, styleId, addedAt: row.addedAt.toISOString(), product }];
      });
      return { favourites, totalElements: favourites.length };
    },

    favouredAmong: (userId, styleIds) => findFavouredAmong(db, userId, styleIdsToRead(styleIds)),

    async add(userId, styleId) {
      const added = await insertFavouriteStyle(db, userId, styleId, FAVOURITES.maxStyles);
      if (added !== undefined) {
        return ok({
          status: true,
          favouriteId: added,
          styleId,
          alreadyAdded: false,
          message: MESSAGES.favourites.added,
        });
      }
      const found = await findRefusedStyleAdd(db, userId, styleId);
      const why = whyNotAdded(found);
      if (why === "alreadyAdded" && found.favouriteId !== undefined) {
        const favouriteId = found.favouriteId;
        return ok({
          status: true,
          favouriteId,
          styleId,
          alreadyAdded: true,
          message: MESSAGES.favourites.alreadyAdded,
        });
      }
      return fail(
        why === "unknownStyle" ? favouritesProblems.unknownStyle() : favouritesProblems.favouritesFull(),
      );
    },

    async remove(userId, which) {
      const removed = await deleteFavouriteStyle(db, userId, which);
      const message = MESSAGES.favourites.removed;
      if (removed) return ok({ status: true, styleId: removed.styleId, message });
      // An id that is not one of the shopper's is not found, whoever's it is; a style no longer (or
      // never) kept is already what the shopper asked for, so a second tap answers as the first.
      if ("favouriteId" in which) return fail(favouritesProblems.favouriteNotFound());
      return ok({ status: true, styleId: which.styleId, message });
    },

    brands,

    async addBrands(userId, codes) {
      const [rows, { brands: all }] = await Promise.all([listFavouriteBrands(db, userId), brandList()]);
      const byCode = new Map(all.map((brand) => [brand.code.toLowerCase(), brand.brandId]));
      const plan = planBrandAdd(codes, byCode, new Set(rows.map((row) => row.brandId)));
      if (!plan.ok) {
        return fail(
          plan.problem === "unknownBrand"
            ? favouritesProblems.unknownBrand(plan.codes)
            : favouritesProblems.favouritesFull(),
        );
      }
      await insertFavouriteBrands(db, userId, plan.brandIds);
      return ok({ status: true, message: MESSAGES.favourites.brandAdded, ...(await brands(userId)) });
    },

    async removeBrand(userId, id) {
      if (!(await deleteFavouriteBrand(db, userId, id))) return fail(favouritesProblems.favouriteNotFound());
      return ok({ status: true, message: MESSAGES.favourites.brandRemoved, ...(await brands(userId)) });
    },
  };
}
