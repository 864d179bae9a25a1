import { type Database, queryRows, schema } from "@odin/db";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { RefusedStyleAdd } from "./favourites-rules";

const { favouriteStyles, favouriteBrands, styles } = schema;

export interface FavouriteStyleRow {
  id: number;
  styleId: number;
  addedAt: Date;
}

export interface FavouriteBrandRow {
  id: number;
  brandId: number;
}

/**
 * Adds the style to the shopper's favourites in one statement: only a style that exists, only while
 * the shopper keeps fewer than `max`, and once (the unique key). The new favourite's id, or undefined
 * when nothing was added (see `findRefusedStyleAdd`). Parallel adds at the cap may pass it by the few
 * that raced: it bounds a list, not money.
 */
export async function insertFavouriteStyle(
  db: Database,
  userId: number,
  styleId: number,
  max: number,
): Promise<number | undefined> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into ${favouriteStyles} (user_id, style_id)
        select ${userId}, ${styles.id} from ${styles}
        where ${styles.id} = ${styleId}
          and (select count(*) from ${favouriteStyles} where ${favouriteStyles.userId} = ${userId}) < ${max}
        on conflict do nothing
        returning id`,
  );
  return row?.id;
}

/** Why an add inserted nothing: the shopper's favourite of the style, if any, and whether the style exists. */
export async function findRefusedStyleAdd(
  db: Database,
  userId: number,
  styleId: number,
): Promise<RefusedStyleAdd> {
  const [row] = await db
    .select({
      favouriteId: sql<number | null>`(select ${favouriteStyles.id} from ${favouriteStyles}
        where ${favouriteStyles.userId} = ${userId} and ${favouriteStyles.styleId} = ${styleId})`,
      styleExists: sql<boolean>`exists (select 1 from ${styles} where ${styles.id} = ${styleId})`,
    })
    .from(sql`(select 1) as one`);
  return { favouriteId: row?.favouriteId ?? undefined, styleExists: row?.styleExists ?? false };
}

/** The shopper's favourite styles, most recently added first. */
export async function listFavouriteStyles(db: Database, userId: number): Promise<FavouriteStyleRow[]> {
  return db
    .select({ id: favouriteStyles.id, styleId: favouriteStyles.styleId, addedAt: favouriteStyles.addedAt })
    .from(favouriteStyles)
    .where(eq(favouriteStyles.userId, userId))
    .orderBy(desc(favouriteStyles.addedAt), desc(favouriteStyles.id));
}

/** Which of `styleIds` the shopper keeps: one query on the unique key, however many cards a page draws. */
export async function findFavouredAmong(
  db: Database,
  userId: number,
  styleIds: readonly number[],
): Promise<number[]> {
  if (styleIds.length === 0) return [];
  const rows = await db
    .select({ styleId: favouriteStyles.styleId })
    .from(favouriteStyles)
    .where(and(eq(favouriteStyles.userId, userId), inArray(favouriteStyles.styleId, [...styleIds])));
  return rows.map((row) => row.styleId);
}

/** Deletes one of the shopper's favourite styles, by style or by favourite id; the deleted row, if any. */
export async function deleteFavouriteStyle(
  db: Database,
  userId: number,
  which: { styleId: number } | { favouriteId: number },
): Promise<{ styleId: number } | undefined> {
  const named =
    "styleId" in which
      ? eq(favouriteStyles.styleId, which.styleId)
      : eq(favouriteStyles.id, which.favouriteId);
  const [row] = await db
    .delete(favouriteStyles)
    .where(and(eq(favouriteStyles.userId, userId), named))
    .returning({ styleId: favouriteStyles.styleId });
  return row;
}

/** The shopper's favourite brands, most recently added first. */
export async function listFavouriteBrands(db: Database, userId: number): Promise<FavouriteBrandRow[]> {
  return db
    .select({ id: favouriteBrands.id, brandId: favouriteBrands.brandId })
    .from(favouriteBrands)
    .where(eq(favouriteBrands.userId, userId))
    .orderBy(desc(favouriteBrands.addedAt), desc(favouriteBrands.id));
}

/** Adds brands to the shopper's favourites; a brand kept already stays as it was (the unique key). */
export async function insertFavouriteBrands(
  db: Database,
  userId: number,
  brandIds: readonly number[],
): Promise<void> {
  if (brandIds.length === 0) return;
  await db
    .insert(favouriteBrands)
    .values(brandIds.map((brandId) => ({ userId, brandId })))
    .onConflictDoNothing();
}

/** Deletes one of the shopper's favourite brands by the favourite's id; false when it is not theirs. */
export async function deleteFavouriteBrand(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(favouriteBrands)
    .where(and(eq(favouriteBrands.userId, userId), eq(favouriteBrands.id, id)))
    .returning({ id: favouriteBrands.id });
  return rows.length > 0;
}
