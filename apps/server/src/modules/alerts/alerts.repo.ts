import { type Executor, queryRows, schema } from "@odin/db";
import { sql } from "drizzle-orm";
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

/** The oldest waiting requests of a size whose recipients still take alerts, locked for the wave. */
export function waitingRequests(db: Executor, skuId: number, limit: number) {
  return queryRows<{ id: number; recipient: Recipient }>(
    db,
    sql`select a.id::int as id, a.recipient from stock_alerts a
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

export async function markNotified(db: Executor, alertId: number): Promise<void> {
  await db.execute(sql`update stock_alerts set notified_at = now() where id = ${alertId}`);
}

/** Alerts a recipient got in the last day. */
export async function sentToday(db: Executor, recipient: Recipient): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from alert_sends
        where recipient = ${recipient} and sent_at > now() - interval '1 day'`,
  );
  return row?.count ?? 0;
}

/** Whether the shopper was told of this style's lower price within `days`. */
export async function priceToldWithin(db: Executor, recipient: Recipient, styleId: number, days: number) {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from alert_sends
        where recipient = ${recipient} and kind = 'price' and style_id = ${styleId}
          and sent_at > now() - make_interval(days => ${days})
        limit 1`,
  );
  return rows.length > 0;
}

export async function recordSend(
  db: Executor,
  send: { recipient: Recipient; kind: "stock" | "price"; styleId: number },
): Promise<void> {
  await db.insert(alertSends).values(send);
}

export async function isOptedOut(db: Executor, recipient: Recipient): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from alert_opt_outs where recipient = ${recipient}`,
  );
  return rows.length > 0;
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

/** A shopper's phone and e-mail, for telling them. */
export async function findAccountContact(db: Executor, userId: number) {
  const [row] = await queryRows<{ mobileNumber: string | null; email: string | null }>(
    db,
    sql`select mobile_number as "mobileNumber", email from users where id = ${userId}`,
  );
  return row ?? null;
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

/** The shoppers holding the style as a favourite, in the order they added it. */
export function favouritersOf(db: Executor, styleId: number) {
  return queryRows<{ userId: number }>(
    db,
    sql`select user_id as "userId" from favourite_styles where style_id = ${styleId} order by id`,
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
