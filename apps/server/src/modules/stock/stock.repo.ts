import type { StockChange } from "@odin/contracts";
import { type Executor, queryRows, schema } from "@odin/db";
import { and, eq, sql } from "drizzle-orm";

const { stock, stockChanges, fulfilmentCentres } = schema;

export interface CentreStockRow {
  skuId: number;
  size: string;
  fcId: number | null;
  code: string | null;
  name: string | null;
  kind: "warehouse" | "store" | null;
  units: number;
  reserved: number;
}

/**
 * A style's sizes in order, each with the centres that hold it or that open orders took it from (one
 * row per size and centre; a size at no centre has one row without a centre).
 */
export function findStyleStock(db: Executor, styleId: number): Promise<CentreStockRow[]> {
  return queryRows<CentreStockRow>(
    db,
    sql`with held as (
          select q.sku_id, q.fc_id, q.quantity as units from stock q
          join skus k on k.id = q.sku_id where k.style_id = ${styleId}),
        open as (
          select i.sku_id, i.fc_id, sum(i.quantity)::int as reserved from order_items i
          join skus k on k.id = i.sku_id
          where k.style_id = ${styleId} and i.status in ('PAYMENT_PENDING', 'PLACED', 'PACKED')
          group by i.sku_id, i.fc_id),
        places as (
          select coalesce(h.sku_id, o.sku_id) as sku_id, coalesce(h.fc_id, o.fc_id) as fc_id,
                 coalesce(h.units, 0) as units, coalesce(o.reserved, 0) as reserved
          from held h full join open o on o.sku_id = h.sku_id and o.fc_id = h.fc_id)
        select k.id as "skuId", k.size, p.fc_id as "fcId", c.code, c.name, c.kind,
               coalesce(p.units, 0)::int as units, coalesce(p.reserved, 0)::int as reserved
        from skus k
        left join places p on p.sku_id = k.id
        left join fulfilment_centres c on c.id = p.fc_id
        where k.style_id = ${styleId}
        order by k.position, k.id, c.id`,
  );
}

/** The newest changes staff made to the style's stock. */
export function findStockChanges(db: Executor, styleId: number, limit: number): Promise<StockChange[]> {
  return queryRows<StockChange>(
    db,
    sql`select sc.id::int as id, sc.sku_id as "skuId", k.size, sc.fc_id as "fcId", c.code as "centreCode",
          sc.delta, sc.units_after as "unitsAfter", sc.reason, coalesce(u.first_name || ' ' || u.last_name, '') as "staffName",
          sc.created_at as at
        from stock_changes sc
        join skus k on k.id = sc.sku_id
        join fulfilment_centres c on c.id = sc.fc_id
        left join users u on u.id = sc.staff_id
        where k.style_id = ${styleId}
        order by sc.id desc
        limit ${limit}`,
  );
}

export async function findSizeOfStyle(db: Executor, styleId: number, skuId: number) {
  const [row] = await queryRows<{ size: string; brandId: number }>(
    db,
    sql`select k.size, s.brand_id as "brandId" from skus k join styles s on s.id = k.style_id
        where k.id = ${skuId} and k.style_id = ${styleId}`,
  );
  return row;
}

export async function findStyleBrand(db: Executor, styleId: number): Promise<number | undefined> {
  const [row] = await queryRows<{ brandId: number }>(
    db,
    sql`select brand_id as "brandId" from styles where id = ${styleId}`,
  );
  return row?.brandId;
}

export async function findCentre(db: Executor, fcId: number) {
  const [row] = await db
    .select({ code: fulfilmentCentres.code })
    .from(fulfilmentCentres)
    .where(eq(fulfilmentCentres.id, fcId));
  return row;
}

/**
 * The size's units at the centre, its row locked for the transaction. A centre that never held the
 * size gets a row of none first (the same to every reader), so two first changes take turns too.
 */
export async function lockUnits(db: Executor, skuId: number, fcId: number): Promise<number> {
  await db.insert(stock).values({ skuId, fcId, quantity: 0 }).onConflictDoNothing();
  const [row] = await db
    .select({ quantity: stock.quantity })
    .from(stock)
    .where(and(eq(stock.skuId, skuId), eq(stock.fcId, fcId)))
    .for("update");
  if (!row) throw new Error(`no stock row for ${skuId} at ${fcId}`);
  return row.quantity;
}

export async function setUnits(db: Executor, skuId: number, fcId: number, units: number): Promise<void> {
  await db
    .update(stock)
    .set({ quantity: units })
    .where(and(eq(stock.skuId, skuId), eq(stock.fcId, fcId)));
}

export async function findChangeByRequest(db: Executor, requestId: string) {
  const [row] = await db
    .select({ skuId: stockChanges.skuId, fcId: stockChanges.fcId })
    .from(stockChanges)
    .where(eq(stockChanges.requestId, requestId));
  return row;
}

/** Records the change; false when its request id was taken meanwhile (nothing written). */
export async function insertChange(db: Executor, change: typeof stockChanges.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(stockChanges)
    .values(change)
    .onConflictDoNothing({ target: stockChanges.requestId })
    .returning({ id: stockChanges.id });
  return rows.length > 0;
}
