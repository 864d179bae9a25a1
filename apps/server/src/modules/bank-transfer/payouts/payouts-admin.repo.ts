import { type Executor, queryRows } from "@odin/db";
import { type SQL, sql } from "drizzle-orm";

/**
 * The back office's reads of payouts (decision 60): pages newest first by keyset (no count), each
 * with its record's last four digits and IFSC (never the number) and the retry that followed it
 * when it failed. A retry is a new payout under the failed one's reference with `-RN`
 * (payout-retries.ts); the SQL below names the next reference the same way.
 */

export interface AdminPayoutRow {
  id: number;
  reference: string;
  reason: string;
  amount: number;
  status: string;
  accountLastFour: string;
  ifscCode: string;
  utr: string | null;
  failureReason: string | null;
  retriedAs: string | null;
  createdAt: Date;
  settledAt: Date | null;
}

export interface AdminPayoutFilter {
  statuses?: readonly string[] | undefined;
  /** Statuses left out (the open ones: every status not final, known or not). */
  notStatuses?: readonly string[] | undefined;
  needsRetry?: boolean | undefined;
  /** Payouts under this reference and its retries (a return's `RT…`). */
  chainOf?: string | undefined;
  before?: number | undefined;
}

/** The reference a retry of `reference` takes (as `retryReferenceOf`). */
const NEXT_REFERENCE = (reference: SQL) => sql`case when ${reference} ~ '-R[0-9]+$'
  then regexp_replace(${reference}, '-R[0-9]+$', '') || '-R' || ((substring(${reference} from '-R([0-9]+)$'))::int + 1)
  else ${reference} || '-R1' end`;

const FAILED = sql`p.status in ('reversed', 'rejected', 'cancelled', 'failed')`;

function whereOf(filter: AdminPayoutFilter): SQL {
  const parts: SQL[] = [sql`true`];
  const list = (values: readonly string[]) =>
    sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    );
  if (filter.statuses?.length) parts.push(sql`p.status in (${list(filter.statuses)})`);
  if (filter.notStatuses?.length) parts.push(sql`p.status not in (${list(filter.notStatuses)})`);
  if (filter.needsRetry === true) parts.push(sql`${FAILED} and s.id is null`);
  if (filter.needsRetry === false) parts.push(sql`not (${FAILED} and s.id is null)`);
  if (filter.chainOf !== undefined) {
    const pattern = `${filter.chainOf.replace(/[\\%_]/g, (character) => `\\${character}`)}-R%`;
    parts.push(sql`(p.reference = ${filter.chainOf} or p.reference like ${pattern})`);
  }
  if (filter.before !== undefined) parts.push(sql`p.id < ${filter.before}::int`);
  return sql.join(parts, sql` and `);
}

const SELECT = sql`select p.id, p.reference, p.reason, p.amount, p.status,
    d.account_number_last_four as "accountLastFour", d.ifsc_code as "ifscCode", p.utr,
    p.failure_reason as "failureReason", s.reference as "retriedAs",
    p.created_at as "createdAt", p.settled_at as "settledAt"
  from payouts p
  join bank_transfer_details d on d.id = p.neft_id
  left join payouts s on s.reference = ${NEXT_REFERENCE(sql`p.reference`)}`;

/** Up to `limit` payouts matching the filter, newest first. */
export function adminPayouts(
  db: Executor,
  filter: AdminPayoutFilter,
  limit: number,
): Promise<AdminPayoutRow[]> {
  return queryRows<AdminPayoutRow>(
    db,
    sql`${SELECT} where ${whereOf(filter)} order by p.id desc limit ${limit}::int`,
  );
}

export async function adminPayout(db: Executor, id: number): Promise<AdminPayoutRow | undefined> {
  const rows = await queryRows<AdminPayoutRow>(db, sql`${SELECT} where p.id = ${id}::int`);
  return rows[0];
}
