import { type Executor, queryRows, schema } from "@odin/db";
import { and, eq, sql } from "drizzle-orm";
import type { TargetSize } from "./bulk-edits-rules";

const { bulkEdits, fulfilmentCentres } = schema;

const intArray = (ids: readonly number[]) => `{${ids.join(",")}}`;

export type BulkEditRow = typeof bulkEdits.$inferSelect;

export async function insertEdit(db: Executor, edit: typeof bulkEdits.$inferInsert): Promise<BulkEditRow> {
  const [row] = await db.insert(bulkEdits).values(edit).returning();
  if (!row) throw new Error("the bulk edit was not inserted");
  return row;
}

/** An edit; `lock` takes its row for the transaction (one batch at a time). */
export async function findEdit(db: Executor, id: number, lock = false): Promise<BulkEditRow | undefined> {
  const query = db.select().from(bulkEdits).where(eq(bulkEdits.id, id));
  const [row] = await (lock ? query.for("update") : query);
  return row;
}

/** Moves a previewed edit to applying; undefined when it is not previewed (applied already). */
export async function markApplying(
  db: Executor,
  id: number,
  actor: Record<string, unknown>,
): Promise<BulkEditRow | undefined> {
  const [row] = await db
    .update(bulkEdits)
    .set({ status: "applying", actor, appliedAt: sql`now()` })
    .where(and(eq(bulkEdits.id, id), eq(bulkEdits.status, "previewed")))
    .returning();
  return row;
}

export async function recordProgress(
  db: Executor,
  id: number,
  progress: Pick<BulkEditRow, "stylesDone" | "stylesChanged" | "sizesChanged" | "stylesSkipped" | "skips">,
): Promise<void> {
  await db.update(bulkEdits).set(progress).where(eq(bulkEdits.id, id));
}

export async function finishEdit(db: Executor, id: number): Promise<void> {
  await db.update(bulkEdits).set({ status: "done", finishedAt: sql`now()` }).where(eq(bulkEdits.id, id));
}

export async function findCentreCode(db: Executor, fcId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ code: fulfilmentCentres.code })
    .from(fulfilmentCentres)
    .where(eq(fulfilmentCentres.id, fcId));
  return row?.code;
}

export interface TargetStyleRow {
  styleId: number;
  code: string;
  name: string;
  published: boolean;
}

/**
 * The styles of these ids that are still there, by id; `lock` takes their rows for the transaction, in
 * id order, as a single style's edit takes its one row.
 */
export function findStyles(
  db: Executor,
  styleIds: readonly number[],
  lock: boolean,
): Promise<TargetStyleRow[]> {
  return queryRows<TargetStyleRow>(
    db,
    sql`select s.id as "styleId", s.code, s.name, s.published from styles s
        where s.id = any(${intArray(styleIds)}::int[])
        order by s.id
        ${lock ? sql`for update of s` : sql``}`,
  );
}

/** The styles' sizes in order, with their units at the centre (none without one). */
export function findSizes(
  db: Executor,
  styleIds: readonly number[],
  fcId: number | null,
): Promise<(TargetSize & { styleId: number })[]> {
  return queryRows(
    db,
    sql`select k.id as "skuId", k.style_id as "styleId", k.size, k.mrp, k.price,
          coalesce(q.quantity, 0)::int as units
        from skus k left join stock q on q.sku_id = k.id and q.fc_id = ${fcId ?? 0}
        where k.style_id = any(${intArray(styleIds)}::int[])
        order by k.style_id, k.position, k.id`,
  );
}

/**
 * The styles' sizes' units at the centre, their rows locked for the transaction in size order. A
 * size the centre never held gets a row of none first, as a single stock change does.
 */
export async function lockUnits(
  db: Executor,
  styleIds: readonly number[],
  fcId: number,
): Promise<Map<number, number>> {
  await db.execute(
    sql`insert into stock (sku_id, fc_id, quantity)
        select k.id, ${fcId}, 0 from skus k where k.style_id = any(${intArray(styleIds)}::int[])
        on conflict do nothing`,
  );
  const rows = await queryRows<{ skuId: number; units: number }>(
    db,
    sql`select q.sku_id as "skuId", q.quantity as units from stock q join skus k on k.id = q.sku_id
        where k.style_id = any(${intArray(styleIds)}::int[]) and q.fc_id = ${fcId}
        order by q.sku_id
        for update of q`,
  );
  return new Map(rows.map((row) => [row.skuId, row.units]));
}

/** Sizes' selling prices, one statement (the change feed records the styles once). */
export async function setSizePrices(
  db: Executor,
  prices: readonly { skuId: number; price: number }[],
): Promise<void> {
  if (prices.length === 0) return;
  await db.execute(
    sql`update skus k set price = v.price
        from unnest(${intArray(prices.map((row) => row.skuId))}::int[],
                    ${intArray(prices.map((row) => row.price))}::int[]) as v(id, price)
        where k.id = v.id`,
  );
}

/** Styles' listed prices (stylePricesOf), one statement. */
export async function setStylePrices(
  db: Executor,
  rows: readonly { styleId: number; mrp: number; price: number; discountPercent: number; onSale: boolean }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(
    sql`update styles s set mrp = v.mrp, price = v.price, discount_percent = v.discount, on_sale = v.on_sale
        from unnest(${intArray(rows.map((row) => row.styleId))}::int[],
                    ${intArray(rows.map((row) => row.mrp))}::int[],
                    ${intArray(rows.map((row) => row.price))}::int[],
                    ${intArray(rows.map((row) => row.discountPercent))}::int[],
                    ${`{${rows.map((row) => row.onSale).join(",")}}`}::boolean[])
             as v(id, mrp, price, discount, on_sale)
        where s.id = v.id`,
  );
}

export async function setPublished(
  db: Executor,
  styleIds: readonly number[],
  published: boolean,
): Promise<void> {
  if (styleIds.length === 0) return;
  await db.execute(
    sql`update styles set published = ${published} where id = any(${intArray(styleIds)}::int[])`,
  );
}

/** Sizes' units at the centre, and a stock change row with the reason for each. */
export async function setUnits(
  db: Executor,
  fcId: number,
  changes: readonly { skuId: number; delta: number; unitsAfter: number; requestId: string }[],
  reason: string,
  staffId: number,
): Promise<void> {
  if (changes.length === 0) return;
  await db.execute(
    sql`update stock q set quantity = v.units
        from unnest(${intArray(changes.map((row) => row.skuId))}::int[],
                    ${intArray(changes.map((row) => row.unitsAfter))}::int[]) as v(sku_id, units)
        where q.sku_id = v.sku_id and q.fc_id = ${fcId}`,
  );
  await db
    .insert(schema.stockChanges)
    .values(changes.map((change) => ({ ...change, fcId, reason, staffId })))
    .onConflictDoNothing({ target: schema.stockChanges.requestId });
}
