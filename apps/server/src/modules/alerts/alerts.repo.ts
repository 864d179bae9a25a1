import { type Executor, queryRows, schema } from "@odin/db";
import { type SQL, sql } from "drizzle-orm";
import type { Recipient } from "./alerts-rules";

const { alertSends, alertOptOuts } = schema;

export interface AlertSize {
  skuId: number;
  size: string;
  styleId: number;
  styleName: string;
  slug: string;
  code: string;
  published: boolean;
  /** Units for sale: none while the style is unpublished. */
  units: number;
}

/** A size with its style and its units for sale; `lock` takes the size's row (one wave at a time). */
export async function findAlertSize(
  db: Executor,
  skuId: number,
  lock = false,
): Promise<AlertSize | undefined> {
  const [row] = await queryRows<AlertSize>(
    db,
    sql`select k.id as "skuId", k.size, s.id as "styleId", s.name as "styleName", s.slug, s.code, s.published,
          case when s.published then coalesce((select sum(q.quantity) from stock q where q.sku_id = k.id), 0)::int
               else 0 end as units
        from skus k join styles s on s.id = k.style_id
        where k.id = ${skuId}
        ${lock ? sql`for update of k` : sql``}`,
  );
  return row;
}

/** A waiting request, once per size and recipient; answers false when one was waiting already. */
export async function addStockAlert(db: Executor, skuId: number, recipient: Recipient): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into stock_alerts (sku_id, recipient) values (${skuId}, ${recipient})
        on conflict (sku_id, recipient) where notified_at is null do nothing
        returning id`,
  );
  return rows.length > 0;
}

/** Who a request or a favourite names, how to reach them, and how many alerts they got in the last day. */
export interface AlertCandidate {
  recipient: Recipient;
  /** The account's phone and e-mail, for a `user:` recipient. */
  mobileNumber: string | null;
  email: string | null;
  sentToday: number;
}

/** The account a `user:<id>` recipient names (none for a guest's phone or e-mail). */
const ACCOUNT = (recipient: SQL) =>
  sql`left join users u on ${recipient} like 'user:%' and u.id = substr(${recipient}, 6)::int`;
const SENT_TODAY = (recipient: SQL) =>
  sql`(select count(*) from alert_sends s where s.recipient = ${recipient} and s.sent_at > now() - interval '1 day')::int`;

/**
 * The oldest waiting requests of a size whose recipients still take alerts, locked for the wave, each
 * with its contact and its alerts of the day: one query for the whole wave.
 */
export function waitingRequests(db: Executor, skuId: number, limit: number) {
  return queryRows<AlertCandidate & { id: number }>(
    db,
    sql`select a.id::int as id, a.recipient, u.mobile_number as "mobileNumber", u.email,
          ${SENT_TODAY(sql`a.recipient`)} as "sentToday"
        from stock_alerts a ${ACCOUNT(sql`a.recipient`)}
        where a.sku_id = ${skuId} and a.notified_at is null
          and not exists (select 1 from alert_opt_outs o where o.recipient = a.recipient)
        order by a.id
        limit ${limit}
        for update of a skip locked`,
  );
}

export async function stillWaiting(db: Executor, skuId: number): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from stock_alerts a
        where a.sku_id = ${skuId} and a.notified_at is null
          and not exists (select 1 from alert_opt_outs o where o.recipient = a.recipient)
        limit 1`,
  );
  return rows.length > 0;
}

/** An alert sent, kept for the caps. */
export interface AlertSend {
  recipient: Recipient;
  kind: "stock" | "price";
  styleId: number;
}

/** A wave's or a drop's sends: the requests told, and every alert sent (for the caps). */
export async function recordSends(
  db: Executor,
  sends: readonly AlertSend[],
  notifiedRequestIds: readonly number[] = [],
): Promise<void> {
  if (notifiedRequestIds.length > 0) {
    await db.execute(
      sql`update stock_alerts set notified_at = now() where id = any(${`{${notifiedRequestIds.join(",")}}`}::bigint[])`,
    );
  }
  if (sends.length > 0) await db.insert(alertSends).values([...sends]);
}

/** The recipient asks for alerts again: a new request is their consent. */
export async function optIn(db: Executor, recipient: Recipient): Promise<void> {
  await db.execute(sql`delete from alert_opt_outs where recipient = ${recipient}`);
}

/** No more alerts: the recipient's waiting requests are dropped too. */
export async function optOut(db: Executor, recipient: Recipient): Promise<void> {
  await db.insert(alertOptOuts).values({ recipient }).onConflictDoNothing();
  await db.execute(sql`delete from stock_alerts where recipient = ${recipient} and notified_at is null`);
}

export interface PriceDropStyle {
  styleId: number;
  name: string;
  slug: string;
  code: string;
  price: number;
  published: boolean;
}

export async function findPriceDropStyle(db: Executor, styleId: number): Promise<PriceDropStyle | undefined> {
  const [row] = await queryRows<PriceDropStyle>(
    db,
    sql`select id as "styleId", name, slug, code, price, published from styles where id = ${styleId}`,
  );
  return row;
}

/**
 * The shoppers holding the style as a favourite who may be told of its lower price, in the order they
 * added it: not opted out, not told of this style within `days`; each with its contact and its alerts
 * of the day. One query for the whole drop.
 */
export function favouritersOf(db: Executor, styleId: number, days: number) {
  return queryRows<AlertCandidate>(
    db,
    sql`select r.recipient, u.mobile_number as "mobileNumber", u.email, ${SENT_TODAY(sql`r.recipient`)} as "sentToday"
        from favourite_styles f
        cross join lateral (select 'user:' || f.user_id as recipient) r
        join users u on u.id = f.user_id
        where f.style_id = ${styleId}
          and not exists (select 1 from alert_opt_outs o where o.recipient = r.recipient)
          and not exists (select 1 from alert_sends s where s.recipient = r.recipient and s.kind = 'price'
                            and s.style_id = ${styleId} and s.sent_at > now() - make_interval(days => ${days}))
        order by f.id`,
  );
}

/** Waiting requests per size of a style (the back office's count). */
export function waitingPerSize(db: Executor, styleId: number) {
  return queryRows<{ skuId: number; waiting: number }>(
    db,
    sql`select a.sku_id as "skuId", count(*)::int as waiting from stock_alerts a
        join skus k on k.id = a.sku_id
        where k.style_id = ${styleId} and a.notified_at is null
        group by a.sku_id`,
  );
}
