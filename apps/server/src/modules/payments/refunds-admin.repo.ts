import { type Executor, queryRows } from "@odin/db";
import { type SQL, sql } from "drizzle-orm";

/**
 * The back office's reads of gateway refunds (decision 60): pages newest first by keyset (no count),
 * each with its payment attempt, its order's number, and the retry that followed it when it failed.
 * A retry is a new refund under the failed one's key with `:retry-N` (refund-retry-rules.ts); the SQL
 * below names the next key the same way.
 */

export interface AdminRefundRow {
  id: number;
  idempotencyKey: string;
  transactionId: string;
  gateway: string;
  orderNumber: string | null;
  amount: number;
  status: string;
  gatewayRefundId: string | null;
  retriedAs: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface AdminRefundFilter {
  status?: "pending" | "processed" | "failed" | undefined;
  /** Failed and not tried again. */
  needsRetry?: boolean | undefined;
  /** Refunds under this key and its retries (a return's `return:RT…`). */
  chainOf?: string | undefined;
  /** Refunds with an id below this one (the page before's last). */
  before?: number | undefined;
}

/** The key a retry of `key` takes (as `retryKeyOf`). */
const NEXT_KEY = (key: SQL) => sql`case when ${key} ~ ':retry-[0-9]+$'
  then regexp_replace(${key}, ':retry-[0-9]+$', '') || ':retry-' || ((substring(${key} from ':retry-([0-9]+)$'))::int + 1)
  else ${key} || ':retry-1' end`;

function whereOf(filter: AdminRefundFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.status) parts.push(sql`r.status = ${filter.status}`);
  if (filter.needsRetry === true) parts.push(sql`r.status = 'failed' and s.id is null`);
  if (filter.needsRetry === false) parts.push(sql`not (r.status = 'failed' and s.id is null)`);
  if (filter.chainOf !== undefined) {
    const pattern = `${filter.chainOf.replace(/[\\%_]/g, (character) => `\\${character}`)}:retry-%`;
    parts.push(sql`(r.idempotency_key = ${filter.chainOf} or r.idempotency_key like ${pattern})`);
  }
  if (filter.before !== undefined) parts.push(sql`r.id < ${filter.before}::int`);
  return sql.join(parts, sql` and `);
}

const SELECT = sql`select r.id, r.idempotency_key as "idempotencyKey", t.transaction_id as "transactionId",
    t.gateway, o.order_number as "orderNumber", r.amount, r.status,
    r.gateway_refund_id as "gatewayRefundId", s.idempotency_key as "retriedAs",
    r.created_at as "createdAt", r.updated_at as "updatedAt"
  from payment_refunds r
  join payment_transactions t on t.id = r.transaction_id
  left join orders o on o.id = t.order_id
  left join payment_refunds s on s.idempotency_key = ${NEXT_KEY(sql`r.idempotency_key`)}`;

/** Up to `limit` refunds matching the filter, newest first. */
export function adminRefunds(
  db: Executor,
  filter: AdminRefundFilter,
  limit: number,
): Promise<AdminRefundRow[]> {
  return queryRows<AdminRefundRow>(
    db,
    sql`${SELECT} where ${whereOf(filter)} order by r.id desc limit ${limit}::int`,
  );
}

/** One refund as the back office lists it. */
export async function adminRefund(db: Executor, id: number): Promise<AdminRefundRow | undefined> {
  const rows = await queryRows<AdminRefundRow>(db, sql`${SELECT} where r.id = ${id}::int`);
  return rows[0];
}
