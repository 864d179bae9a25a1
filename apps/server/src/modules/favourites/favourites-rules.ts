import { FAVOURITES } from "@odin/contracts";

/** What the insert found when it added nothing: the shopper's favourite of the style, and whether the style exists. */
export interface RefusedStyleAdd {
  favouriteId: number | undefined;
  styleExists: boolean;
}

/**
 * Why an add inserted no row (spec 2 §4): the style was a favourite already (a notice, not a failure),
 * there is no such style, or the shopper's list is full.
 */
export function whyNotAdded(found: RefusedStyleAdd): "alreadyAdded" | "unknownStyle" | "favouritesFull" {
  if (found.favouriteId !== undefined) return "alreadyAdded";
  return found.styleExists ? "favouritesFull" : "unknownStyle";
}

export type BrandAddPlan =
  | { ok: true; brandIds: number[] }
  | { ok: false; problem: "unknownBrand"; codes: string[] }
  | { ok: false; problem: "favouritesFull" };

/**
 * Which brands a `POST /api/favourite/brand` adds: its codes (any case, repeats once) resolved by the
 * brands list, less those kept already. A code the list lacks refuses the whole call, and so does
 * a call that would take the shopper past `max` favourite brands: nothing is half added.
 */
export function planBrandAdd(
  codes: readonly string[],
  brandIdByCode: ReadonlyMap<string, number>,
  kept: ReadonlySet<number>,
  max: number = FAVOURITES.maxBrands,
): BrandAddPlan {
  const wanted = [...new Set(codes.map((code) => code.trim().toLowerCase()))];
  const unknown = wanted.filter((code) => !brandIdByCode.has(code));
  if (unknown.length > 0) return { ok: false, problem: "unknownBrand", codes: unknown };
  const brandIds = wanted.map((code) => brandIdByCode.get(code) as number).filter((id) => !kept.has(id));
  if (kept.size + brandIds.length > max) return { ok: false, problem: "favouritesFull" };
  return { ok: true, brandIds };
}

/**
 * The style ids a "which of these are favourites" read asks about: whole positive ids, each once,
 * at most `FAVOURITES.styleIdsPerRead` (a page asks about the cards it draws).
 */
export function styleIdsToRead(styleIds: readonly number[]): number[] {
  const valid = styleIds.filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
  return [...new Set(valid)].slice(0, FAVOURITES.styleIdsPerRead);
}
