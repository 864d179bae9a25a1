import type { PromotionRedemption, PromotionStatus, PromotionSummary } from "@odin/contracts";
import { type Executor, queryRows, schema } from "@odin/db";
import { asc, eq, inArray, type SQL, sql } from "drizzle-orm";

const { promotions, brands } = schema;

export type PromotionRow = typeof promotions.$inferSelect;
export type PromotionValues = Omit<
  typeof promotions.$inferInsert,
  "id" | "redemptions" | "pausedAt" | "endedAt"
>;

const intArray = (ids: readonly number[]) => `{${ids.join(",")}}`;
/** A timestamp a raw query answered (a Date or its text, by driver) as a Date. */
const instant = (value: Date | string | null) => (value === null ? null : new Date(value));

/** Each status as a condition on the row `p` at `now`, as `promotionStatusOf` decides it. */
function statusIs(status: PromotionStatus, now: Date): SQL {
  const ended = sql`(p.ended_at is not null or coalesce(p.valid_until < ${now}, false))`;
  switch (status) {
    case "ended":
      return ended;
    case "paused":
      return sql`not ${ended} and p.paused_at is not null`;
    case "scheduled":
      return sql`not ${ended} and p.paused_at is null and p.valid_from > ${now}`;
    case "active":
      return sql`not ${ended} and p.paused_at is null and (p.valid_from is null or p.valid_from <= ${now})`;
  }
}

export interface PromotionFilter {
  /** The start of a code, any case. */
  q?: string;
  status?: PromotionStatus;
  /** Promotions below this id (the page after). */
  below?: number;
  /** The staff member's brands: only promotions covering none but these (null: every promotion). */
  brandIds: readonly number[] | null;
  limit: number;
  now: Date;
}

export type PromotionListRow = Omit<PromotionSummary, "status" | "validFrom" | "validUntil"> & {
  validFrom: Date | null;
  validUntil: Date | null;
  pausedAt: Date | null;
  endedAt: Date | null;
};

/** A page of promotions, newest first, `limit` + 1 rows so the caller knows whether another follows. */
export async function searchPromotions(db: Executor, filter: PromotionFilter): Promise<PromotionListRow[]> {
  const conditions: SQL[] = [];
  if (filter.q) {
    const start = `${filter.q.toUpperCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    conditions.push(sql`p.code like ${start}`);
  }
  if (filter.status) conditions.push(statusIs(filter.status, filter.now));
  if (filter.below !== undefined) conditions.push(sql`p.id < ${filter.below}`);
  if (filter.brandIds !== null) {
    conditions.push(sql`p.brand_ids is not null and p.brand_ids <@ ${intArray(filter.brandIds)}::int[]`);
  }
  const where = conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
  const rows = await queryRows<PromotionListRow>(
    db,
    sql`select p.id as "promotionId", p.code, p.display_discount as title, p.kind, p.value,
          p.valid_from as "validFrom", p.valid_until as "validUntil", p.paused_at as "pausedAt",
          p.ended_at as "endedAt", p.redemptions, p.max_redemptions as "maxRedemptions"
        from promotions p where ${where}
        order by p.id desc limit ${filter.limit + 1}`,
  );
  return rows.map((row) => ({
    ...row,
    validFrom: instant(row.validFrom),
    validUntil: instant(row.validUntil),
    pausedAt: instant(row.pausedAt),
    endedAt: instant(row.endedAt),
  }));
}

/** A promotion, locked for a change when `lock`. */
export async function findPromotion(
  db: Executor,
  id: number,
  lock = false,
): Promise<PromotionRow | undefined> {
  const query = db.select().from(promotions).where(eq(promotions.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** How many styles a promotion covers now. */
export async function coveredStyles(db: Executor, id: number): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from style_promotions where promotion_id = ${id}`,
  );
  return row?.count ?? 0;
}

/** The new promotion's id, or undefined when another has its code (the unique index decides a race). */
export async function insertPromotion(db: Executor, values: PromotionValues): Promise<number | undefined> {
  const [row] = await db
    .insert(promotions)
    .values(values)
    .onConflictDoNothing({ target: promotions.code })
    .returning({ id: promotions.id });
  return row?.id;
}

export async function codeTaken(db: Executor, code: string): Promise<boolean> {
  const rows = await db.select({ id: promotions.id }).from(promotions).where(eq(promotions.code, code));
  return rows.length > 0;
}

export async function updatePromotion(
  db: Executor,
  id: number,
  values: Omit<PromotionValues, "code">,
): Promise<void> {
  await db.update(promotions).set(values).where(eq(promotions.id, id));
}

export async function setPausedAt(db: Executor, id: number, at: Date | null): Promise<void> {
  await db.update(promotions).set({ pausedAt: at }).where(eq(promotions.id, id));
}

export async function setEndedAt(db: Executor, id: number, at: Date): Promise<void> {
  await db.update(promotions).set({ endedAt: at }).where(eq(promotions.id, id));
}

/**
 * The promotion covers every style of these brands and no other, in one statement: the rows of other
 * brands' styles go, the missing ones come. New styles of the brands are added by a trigger (0036).
 */
export async function coverBrands(db: Executor, id: number, brandIds: readonly number[]): Promise<void> {
  const wanted = intArray(brandIds);
  await db.execute(sql`
    with dropped as (
      delete from style_promotions sp using styles s
       where sp.promotion_id = ${id} and s.id = sp.style_id and s.brand_id <> all(${wanted}::int[]))
    insert into style_promotions (style_id, promotion_id)
      select s.id, ${id}::int from styles s where s.brand_id = any(${wanted}::int[])
    on conflict do nothing`);
}

/** How many of these brands exist. */
export async function brandsFound(db: Executor, ids: readonly number[]): Promise<number> {
  const rows = await db
    .select({ id: brands.id })
    .from(brands)
    .where(inArray(brands.id, [...ids]));
  return rows.length;
}

/** The brands a staff member may build promotions of (null: every brand), in the brands' order. */
export function brandOptions(db: Executor, brandIds: readonly number[] | null) {
  return db
    .select({ id: brands.id, code: brands.code, name: brands.name })
    .from(brands)
    .where(brandIds === null ? undefined : inArray(brands.id, [...brandIds]))
    .orderBy(asc(brands.position), asc(brands.id));
}

/**
 * A page of the orders holding a promotion's coupon, newest first, `limit` + 1 rows: the shopper, when,
 * the order's state and total, and what the coupon took off its items (their price less their total).
 */
export async function redemptionsOf(
  db: Executor,
  promotionId: number,
  below: number | undefined,
  limit: number,
): Promise<(PromotionRedemption & { id: number })[]> {
  const rows = await queryRows<PromotionRedemption & { id: number }>(
    db,
    sql`select c.id, c.order_ref as "orderNumber", o.status as "orderStatus", c.user_id as "userId",
          trim(u.first_name || ' ' || u.last_name) as shopper, c.held_at as at, o.total,
          coalesce((select sum(i.quantity * i.unit_price - i.line_total) from order_items i
                    where i.order_id = o.id), 0)::int as "amountOff"
        from coupon_orders c
        join orders o on o.order_number = c.order_ref
        join users u on u.id = c.user_id
        where c.promotion_id = ${promotionId} ${below === undefined ? sql`` : sql`and c.id < ${below}`}
        order by c.id desc limit ${limit + 1}`,
  );
  return rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
}
