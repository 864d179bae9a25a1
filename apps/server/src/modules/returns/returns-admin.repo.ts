import type { OrderItemStatus, QualityCheckResult, ReturnMode, ReturnStage } from "@odin/contracts";
import { type Executor, queryRows, schema, type Transaction } from "@odin/db";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { ReturnRow } from "./returns.repo";

/** The back office's queries of returns (decision 60): the queue and one return with its item. */

const { returns, orderItems, orderItemEvents } = schema;

/** The stage of returns.stageOf in SQL, so the queue filters by it (same order of tests). */
const STAGE = sql`case
  when i.status = 'REFUNDED' then 'REFUNDED'
  when r.quality_check = 'PASSED' then 'QC_PASSED'
  when r.quality_check = 'FAILED' then 'QC_FAILED'
  when r.received_at is not null then 'RECEIVED'
  when i.status = 'PICKED_UP' then 'PICKED_UP'
  when i.status = 'RETURN_REQUESTED' and r.pickup_scheduled_for is not null then 'PICKUP_SCHEDULED'
  when i.status = 'RETURN_REQUESTED' then 'REQUESTED'
  when i.status = 'RETURNED' then 'QC_PASSED'
  else 'WITHDRAWN' end`;

/** No quality check recorded: the stages before QC_PASSED and QC_FAILED test the same (NULL is false). */
const UNCHECKED = sql`(r.quality_check is null or r.quality_check not in ('PASSED', 'FAILED'))`;

/**
 * What each rarer stage implies, added beside STAGE so the queue walks a small index rather than
 * every return (decision 63): the returns table's partial indexes carry these predicates word for word
 * (PICKED_UP goes by the items' status index), and each follows from STAGE's branch, so the filter's
 * rows are the same with or without it. The common stages (requested, scheduled, passed, refunded)
 * are found among the newest returns.
 */
const STAGE_NARROWING: Partial<Record<ReturnStage, SQL>> = {
  QC_FAILED: sql`r.quality_check = 'FAILED'`,
  RECEIVED: sql`r.received_at is not null and ${UNCHECKED}`,
  PICKED_UP: sql`i.status = 'PICKED_UP'`,
  WITHDRAWN: sql`r.received_at is null and ${UNCHECKED}`,
};

export interface QueueFilter {
  stage?: ReturnStage | undefined;
  fcId?: number | undefined;
  mode?: ReturnMode | undefined;
  from?: Date | undefined;
  until?: Date | undefined;
  returnNumber?: string | undefined;
  consignmentNumber?: string | undefined;
  orderNumber?: string | undefined;
  /** The staff member's scope: null is every centre or brand. */
  centreIds: readonly number[] | null;
  brandIds: readonly number[] | null;
  /** Returns older than this one (the page before's last). */
  before?: number | undefined;
}

export interface QueueRow {
  id: number;
  returnNumber: string;
  consignmentNumber: string;
  orderNumber: string;
  itemId: number;
  styleName: string;
  brandName: string;
  size: string;
  itemStatus: OrderItemStatus;
  stage: ReturnStage;
  mode: ReturnMode;
  fcId: number;
  refundAmount: number;
  pickupScheduledFor: string | null;
  createdAt: Date;
}

const ids = (values: readonly number[]) =>
  sql.join(
    values.map((value) => sql`${value}::int`),
    sql`, `,
  );

function whereOf(filter: QueueFilter): SQL {
  const parts: SQL[] = [sql`true`];
  const add = (condition: SQL | false | undefined) => condition && parts.push(condition);
  add(filter.stage !== undefined && sql`${STAGE} = ${filter.stage}`);
  add(filter.stage !== undefined && STAGE_NARROWING[filter.stage]);
  add(filter.fcId !== undefined && sql`r.fc_id = ${filter.fcId}::int`);
  add(filter.mode !== undefined && sql`r.mode = ${filter.mode}`);
  add(filter.from !== undefined && sql`r.created_at >= ${filter.from.toISOString()}::timestamptz`);
  add(filter.until !== undefined && sql`r.created_at < ${filter.until.toISOString()}::timestamptz`);
  add(filter.returnNumber !== undefined && sql`r.return_number = ${filter.returnNumber}`);
  add(filter.consignmentNumber !== undefined && sql`r.consignment_number = ${filter.consignmentNumber}`);
  add(filter.orderNumber !== undefined && sql`o.order_number = ${filter.orderNumber}`);
  add(filter.centreIds !== null && sql`r.fc_id in (${ids([0, ...filter.centreIds])})`);
  add(filter.brandIds !== null && sql`i.brand_id in (${ids([0, ...filter.brandIds])})`);
  add(filter.before !== undefined && sql`r.id < ${filter.before}::int`);
  return sql.join(parts, sql` and `);
}

/** Up to `limit` returns matching the filter, newest first (by id: no count, no offset). */
export function returnsQueue(db: Executor, filter: QueueFilter, limit: number): Promise<QueueRow[]> {
  return queryRows<QueueRow>(
    db,
    sql`select r.id, r.return_number as "returnNumber", r.consignment_number as "consignmentNumber",
          o.order_number as "orderNumber", r.item_id as "itemId",
          i.product->>'styleName' as "styleName", i.product->>'brandName' as "brandName",
          i.product->>'size' as "size", i.status as "itemStatus", ${STAGE} as stage, r.mode,
          r.fc_id as "fcId", r.refund_amount as "refundAmount",
          r.pickup_scheduled_for::text as "pickupScheduledFor", r.created_at as "createdAt"
        from returns r
        join order_items i on i.id = r.item_id
        join orders o on o.id = r.order_id
        where ${whereOf(filter)}
        order by r.id desc
        limit ${limit}::int`,
  );
}

export type ItemRow = typeof orderItems.$inferSelect;

/** A return by its number with its item; undefined when unknown. */
export async function returnWithItem(
  db: Executor,
  returnNumber: string,
): Promise<{ row: ReturnRow; item: ItemRow } | undefined> {
  const [found] = await db
    .select({ row: returns, item: orderItems })
    .from(returns)
    .innerJoin(orderItems, eq(orderItems.id, returns.itemId))
    .where(eq(returns.returnNumber, returnNumber));
  return found;
}

/** The return's row, locked until the transaction ends (its moves take turns). */
export async function lockReturn(tx: Transaction, id: number): Promise<ReturnRow | undefined> {
  const [row] = await tx.select().from(returns).where(eq(returns.id, id)).for("update");
  return row;
}

export async function setPickupDay(tx: Transaction, id: number, day: string, at: Date): Promise<void> {
  await tx.update(returns).set({ pickupScheduledFor: day, updatedAt: at }).where(eq(returns.id, id));
}

export async function setReceived(tx: Transaction, id: number, at: Date): Promise<void> {
  await tx.update(returns).set({ receivedAt: at, updatedAt: at }).where(eq(returns.id, id));
}

export async function setQualityCheck(
  tx: Transaction,
  id: number,
  check: { result: QualityCheckResult; note: string | null; at: Date },
): Promise<void> {
  await tx
    .update(returns)
    .set({ qualityCheck: check.result, qualityNote: check.note, updatedAt: check.at })
    .where(eq(returns.id, id));
}

/** The item's moves, oldest first. */
export function itemEvents(db: Executor, itemId: number, limit: number) {
  return db
    .select()
    .from(orderItemEvents)
    .where(and(eq(orderItemEvents.itemId, itemId)))
    .orderBy(asc(orderItemEvents.at), asc(orderItemEvents.id))
    .limit(limit);
}
