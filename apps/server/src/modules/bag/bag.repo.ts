import { BAG, type PhotoVersions } from "@odin/contracts";
import { type Executor, schema, type Transaction } from "@odin/db";
import { and, desc, eq, inArray, isNotNull, lt, sql, sum } from "drizzle-orm";
import { type Preparable, preparedQuery } from "../../platform/prepared";
import { photoVersionsOf } from "../catalog";

const { bags, bagItems, skus, styles, brands, stock, stylePromotions, promotions, couponRedemptions, users } =
  schema;

/** Whose bag: a signed-in shopper's, or a guest's (the SHA-256 of the guest cookie's token). */
export type BagOwner = { userId: number } | { guestKey: string };

const ownerIs = (owner: BagOwner) =>
  "userId" in owner ? eq(bags.userId, owner.userId) : eq(bags.guestKey, owner.guestKey);

export interface BagRow {
  id: number;
  couponCode: string | null;
}

/**
 * The owner's bag, if there is one, locked until the transaction ends: every change to one bag
 * starts here, so two tabs or devices changing it take turns (no read-modify-write race). The lock
 * writes no new row version: `updated_at`, which only the guest bags' expiry reads (days), is
 * written when it is a day old.
 */
export async function lockExistingBag(tx: Transaction, owner: BagOwner): Promise<BagRow | undefined> {
  const [row] = await tx
    .select({
      id: bags.id,
      couponCode: bags.couponCode,
      stale: sql<boolean>`${bags.updatedAt} < now() - interval '1 day'`,
    })
    .from(bags)
    .where(ownerIs(owner))
    .for("update");
  if (!row) return undefined;
  if (row.stale) await tx.update(bags).set({ updatedAt: sql`now()` }).where(eq(bags.id, row.id));
  return { id: row.id, couponCode: row.couponCode };
}

/** The owner's bag, locked as `lockExistingBag` does, made when missing; `created` says whether this call made it. */
export async function lockBag(tx: Transaction, owner: BagOwner): Promise<BagRow & { created: boolean }> {
  for (;;) {
    const existing = await lockExistingBag(tx, owner);
    if (existing) return { ...existing, created: false };
    const [made] = await tx
      .insert(bags)
      .values("userId" in owner ? { userId: owner.userId } : { guestKey: owner.guestKey })
      .onConflictDoNothing()
      .returning({ id: bags.id, couponCode: bags.couponCode });
    // Nothing made: a concurrent request made this bag first; the next round locks it.
    if (made) return { ...made, created: true };
  }
}

/** A size's units across every centre; none while its style is unpublished (it cannot be bought). */
const unitsForSale = sql<number>`case when ${styles.published}
  then coalesce((select sum(${stock.quantity}) from ${stock} where ${stock.skuId} = ${skus.id}), 0)::int else 0 end`;

/** A size as the bag sees it when adding: whether it exists, its style's name, units in stock. */
export interface SkuStock {
  skuId: number;
  styleName: string;
  inStock: number;
}

export async function findSkuStock(db: Executor, skuIds: readonly number[]): Promise<Map<number, SkuStock>> {
  if (skuIds.length === 0) return new Map();
  const rows = await db
    .select({
      skuId: skus.id,
      styleName: styles.name,
      inStock: sql<number>`case when ${styles.published} then coalesce(${sum(stock.quantity)}, 0)::int else 0 end`,
    })
    .from(skus)
    .innerJoin(styles, eq(styles.id, skus.styleId))
    .leftJoin(stock, eq(stock.skuId, skus.id))
    .where(inArray(skus.id, [...skuIds]))
    .groupBy(skus.id, styles.name, styles.published);
  return new Map(rows.map((row) => [row.skuId, row]));
}

/**
 * What an update needs to plan, in one query: each requested size that exists (its style's name,
 * units in stock, quantity already in this bag) and how many sizes the bag holds.
 */
export async function addTargets(
  db: Executor,
  bagId: number,
  skuIds: readonly number[],
): Promise<{ stock: Map<number, SkuStock>; inBag: Map<number, number>; lineCount: number }> {
  const rows = await db
    .select({
      skuId: skus.id,
      styleName: styles.name,
      inStock: unitsForSale,
      inBag: sql<
        number | null
      >`(select ${bagItems.quantity} from ${bagItems} where ${bagItems.bagId} = ${bagId} and ${bagItems.skuId} = ${skus.id})`,
      lineCount: sql<number>`(select count(*) from ${bagItems} where ${bagItems.bagId} = ${bagId})::int`,
    })
    .from(skus)
    .innerJoin(styles, eq(styles.id, skus.styleId))
    .where(inArray(skus.id, [...skuIds]));
  return {
    stock: new Map(rows.map((row) => [row.skuId, row])),
    inBag: new Map(rows.flatMap((row) => (row.inBag === null ? [] : [[row.skuId, row.inBag]]))),
    lineCount: rows[0]?.lineCount ?? 0,
  };
}

export async function putItem(
  tx: Transaction,
  bagId: number,
  skuId: number,
  quantity: number,
): Promise<void> {
  await tx
    .insert(bagItems)
    .values({ bagId, skuId, quantity })
    .onConflictDoUpdate({ target: [bagItems.bagId, bagItems.skuId], set: { quantity } });
}

export async function removeItems(tx: Transaction, bagId: number, skuIds: readonly number[]): Promise<void> {
  if (skuIds.length === 0) return;
  await tx.delete(bagItems).where(and(eq(bagItems.bagId, bagId), inArray(bagItems.skuId, [...skuIds])));
}

/** Empties a bag and forgets its coupon (its order was placed). */
export async function emptyBag(tx: Transaction, bagId: number): Promise<void> {
  await tx.delete(bagItems).where(eq(bagItems.bagId, bagId));
  await setCoupon(tx, bagId, null);
}

export async function setCoupon(tx: Transaction, bagId: number, couponCode: string | null): Promise<void> {
  await tx.update(bags).set({ couponCode, updatedAt: sql`now()` }).where(eq(bags.id, bagId));
}

/** One bag line with what the bag page shows and the pricing needs. */
export interface BagLineRow {
  skuId: number;
  quantity: number;
  styleId: number;
  size: string;
  tenantSize: string | null;
  tenantSizeLabel: string | null;
  mrp: number;
  price: number;
  styleName: string;
  code: string;
  slug: string;
  colour: string;
  colourCode: string;
  articleType: string;
  imageViews: string[];
  photos: PhotoVersions | null;
  hsnCode: string;
  brandId: number;
  brandName: string;
  inStock: number;
  promotionIds: number[];
}

const lineColumns = {
  size: skus.size,
  styleId: skus.styleId,
  tenantSize: skus.tenantSize,
  tenantSizeLabel: skus.tenantSizeLabel,
  mrp: skus.mrp,
  price: skus.price,
  styleName: styles.name,
  code: styles.code,
  slug: styles.slug,
  colour: styles.colour,
  colourCode: styles.colourCode,
  articleType: styles.articleType,
  imageViews: styles.imageViews,
  photos: sql<PhotoVersions | null>`${photoVersionsOf(sql`${styles.id}`)}`,
  hsnCode: styles.hsnCode,
  brandId: styles.brandId,
  brandName: brands.name,
  inStock: unitsForSale,
  promotionIds: sql<
    number[]
  >`array(select ${stylePromotions.promotionId} from ${stylePromotions} where ${stylePromotions.styleId} = ${skus.styleId} order by 1)`,
};

/**
 * A prepared query for each kind of owner, `build` given the owner's column (`bags.user_id` or
 * `bags.guest_key`) to match against `sql.placeholder("owner")`; called with the owner.
 */
function perOwner<R>(
  name: string,
  build: (source: Executor, column: typeof bags.userId | typeof bags.guestKey) => Preparable<R>,
) {
  const byUser = preparedQuery(`${name}_by_user`, (source) => build(source, bags.userId));
  const byGuest = preparedQuery(`${name}_by_guest`, (source) => build(source, bags.guestKey));
  return (source: Executor, owner: BagOwner): Promise<R> =>
    "userId" in owner ? byUser(source, { owner: owner.userId }) : byGuest(source, { owner: owner.guestKey });
}

/** Bag lines of the owner's bag with its coupon on each, newest first. */
const linesOf = perOwner("bag_lines", (source, column) =>
  source
    .select({
      couponCode: bags.couponCode,
      skuId: bagItems.skuId,
      quantity: bagItems.quantity,
      ...lineColumns,
    })
    .from(bags)
    .innerJoin(bagItems, eq(bagItems.bagId, bags.id))
    .innerJoin(skus, eq(skus.id, bagItems.skuId))
    .innerJoin(styles, eq(styles.id, skus.styleId))
    .innerJoin(brands, eq(brands.id, styles.brandId))
    .where(eq(column, sql.placeholder("owner")))
    .orderBy(desc(bagItems.addedAt), bagItems.skuId),
);

/** The owner's bag lines and its stored coupon (none for an empty bag), in one query. */
export async function ownerLines(
  db: Executor,
  owner: BagOwner,
): Promise<{ couponCode: string | null; lines: BagLineRow[] }> {
  const rows = await linesOf(db, owner);
  return { couponCode: rows[0]?.couponCode ?? null, lines: rows.map(({ couponCode: _, ...line }) => line) };
}

/** Lines for sizes and quantities a client keeps (the guest overview), in the order given. */
export async function guestLines(
  db: Executor,
  quantities: ReadonlyMap<number, number>,
): Promise<BagLineRow[]> {
  if (quantities.size === 0) return [];
  const rows = await db
    .select({ skuId: skus.id, ...lineColumns })
    .from(skus)
    .innerJoin(styles, eq(styles.id, skus.styleId))
    .innerJoin(brands, eq(brands.id, styles.brandId))
    .where(inArray(skus.id, [...quantities.keys()]));
  const byId = new Map(rows.map((row) => [row.skuId, row]));
  return [...quantities].flatMap(([skuId, quantity]) => {
    const row = byId.get(skuId);
    return row ? [{ ...row, quantity }] : [];
  });
}

const countOf = perOwner("bag_count", (source, column) =>
  source
    .select({ count: sql<number>`coalesce(${sum(bagItems.quantity)}, 0)::int` })
    .from(bagItems)
    .innerJoin(bags, eq(bags.id, bagItems.bagId))
    .where(eq(column, sql.placeholder("owner"))),
);

/** Sum of the quantities in the owner's bag (the header badge). */
export async function bagCount(db: Executor, owner: BagOwner): Promise<number> {
  const [row] = await countOf(db, owner);
  return row?.count ?? 0;
}

export type PromotionRow = typeof promotions.$inferSelect;

/** Every promotion (a short list: the bag keeps it in memory, see bag-pricing.ts). */
export async function allPromotions(db: Executor): Promise<PromotionRow[]> {
  return db.select().from(promotions).orderBy(promotions.id);
}

const firstOrderOf = preparedQuery("shopper_first_order", (source) =>
  source
    .select({ firstOrderAt: users.firstOrderAt })
    .from(users)
    .where(eq(users.id, sql.placeholder("userId"))),
);

/** The shopper's uses of coupons: one per promotion, the latest (a reserved order's counts). */
const redemptionsOf = preparedQuery("shopper_coupon_redemptions", (source) =>
  source
    .select({ promotionId: couponRedemptions.promotionId, last: couponRedemptions.redeemedAt })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.userId, sql.placeholder("userId"))),
);

/** What the first-order and once-per-shopper rules look at (an order waiting for its payment counts). */
export async function couponHistory(
  db: Executor,
  userId: number,
): Promise<{ hasOrdered: boolean; lastRedeemedAt: Map<number, Date> }> {
  const [user, redemptions] = await Promise.all([
    firstOrderOf(db, { userId }),
    redemptionsOf(db, { userId }),
  ]);
  return {
    hasOrdered: Boolean(user[0]?.firstOrderAt),
    lastRedeemedAt: new Map(redemptions.map((row) => [row.promotionId, row.last])),
  };
}

/**
 * Moves a guest bag into the shopper's (spec 3 §6): quantities of a size in both are summed and
 * capped at BAG.maxQuantityPerItem and the units in stock (never below 1: a sold-out size stays,
 * flagged, for the shopper to remove); the shopper's coupon stays, else the guest's comes along. The
 * guest bag is deleted. Runs in the caller's transaction after `lockBag` on the shopper's bag.
 */
export async function mergeGuestBag(tx: Transaction, guestKey: string, into: BagRow): Promise<boolean> {
  const [guest] = await tx
    .select({ id: bags.id, couponCode: bags.couponCode })
    .from(bags)
    .where(eq(bags.guestKey, guestKey))
    .for("update");
  if (!guest) return false;
  await tx.execute(sql`
    insert into bag_items (bag_id, sku_id, quantity, added_at)
    select ${into.id}, sku_id, quantity, added_at from bag_items where bag_id = ${guest.id}
    on conflict (bag_id, sku_id) do update set quantity = greatest(1, least(
      ${BAG.maxQuantityPerItem},
      bag_items.quantity + excluded.quantity,
      coalesce((select sum(s.quantity) from stock s where s.sku_id = excluded.sku_id), 0)::int))`);
  await tx.delete(bags).where(eq(bags.id, guest.id));
  if (!into.couponCode && guest.couponCode) await setCoupon(tx, into.id, guest.couponCode);
  return true;
}

/**
 * Puts an unpaid order's sizes back into the shopper's bag once its reservation is given up (decision
 * 41): quantities of a size already there are summed and capped at BAG.maxQuantityPerItem; the
 * order's coupon comes back when the bag has none.
 */
export async function restoreLines(
  tx: Transaction,
  bag: BagRow,
  lines: readonly { skuId: number; quantity: number }[],
  couponCode: string | null,
): Promise<void> {
  if (lines.length > 0) {
    const values = sql.join(
      lines.map((line) => sql`(${bag.id}::int, ${line.skuId}::int, ${line.quantity}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      insert into bag_items (bag_id, sku_id, quantity)
      select bag_id, sku_id, least(${BAG.maxQuantityPerItem}, quantity) from (values ${values}) as v(bag_id, sku_id, quantity)
      on conflict (bag_id, sku_id) do update
        set quantity = least(${BAG.maxQuantityPerItem}, bag_items.quantity + excluded.quantity)`);
  }
  if (!bag.couponCode && couponCode) await setCoupon(tx, bag.id, couponCode);
}

/** Deletes guest bags nobody has touched since `before` (their items go with them). */
export async function forgetGuestBags(db: Executor, before: Date): Promise<void> {
  await db.delete(bags).where(and(isNotNull(bags.guestKey), lt(bags.updatedAt, before)));
}
