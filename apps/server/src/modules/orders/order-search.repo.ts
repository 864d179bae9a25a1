import type { OrderItemStatus, PaymentType, ShippingMethod } from "@odin/contracts";
import { type Executor, type OrderPaymentStatus, type OrderStatus, queryRows } from "@odin/db";
import { type SQL, sql } from "drizzle-orm";
import type { Cursor, SearchTerm } from "./order-search-rules";

/**
 * The back office's order search (decision 65), SQL only. One query finds a page of orders, newest
 * first, by a keyset on (created_at, id) so page 2000 costs what page 1 does; no count. The filters
 * on items share one EXISTS, so "PACKED at centre 3" means one item that is both, and a staff
 * member's brands and centres narrow that same item. Two more queries summarise the page's items
 * and payments. The indexes each part needs are listed in decision 65.
 */

/** The brands and centres a staff member's work is limited to; null is every one. */
export interface ItemScope {
  brandIds: readonly number[] | null;
  centreIds: readonly number[] | null;
}

export interface OrderFilters {
  term?: SearchTerm | undefined;
  status?: OrderItemStatus | undefined;
  paymentMethod?: PaymentType | undefined;
  paymentStatus?: OrderPaymentStatus | undefined;
  deliveryMode?: ShippingMethod | undefined;
  centreId?: number | undefined;
  brandId?: number | undefined;
  /** Placed at or after. */
  from?: Date | undefined;
  /** Placed before. */
  before?: Date | undefined;
  after?: Cursor | undefined;
  scope: ItemScope;
  limit: number;
}

export interface FoundOrder {
  id: number;
  order_number: string;
  created_at: string | Date;
  /** created_at in UTC to the microsecond: the next page's cursor. */
  cursor_at: string;
  status: OrderStatus;
  total: number;
  user_id: number;
  first_name: string | null;
  last_name: string | null;
  mobile_number: string | null;
  email: string | null;
}

const list = (values: readonly (number | string)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * The search box's condition. Accounts and attempts are looked up first (`= any(array(…))` runs the
 * lookup once, by its unique index), so the orders are then found by index too, the account's and
 * the delivery's phone together (a bitmap OR), rather than by testing every order newest first.
 */
function termCondition(term: SearchTerm): SQL {
  const usersWith = (column: SQL, value: string) =>
    sql`o.user_id = any(array(select id from users where ${column} = ${value}))`;
  const attemptsWith = (condition: SQL) =>
    sql`o.id = any(array(select order_id from payment_transactions where ${condition}))`;
  switch (term.kind) {
    case "orderNumber":
      return sql`o.order_number = ${term.value}`;
    case "email":
      return usersWith(sql`email`, term.value);
    case "phone":
      return sql`(${usersWith(sql`mobile_number`, term.value)}
                  or o.shipping_address->>'mobileNumber' = ${term.value})`;
    case "transaction":
      return attemptsWith(sql`transaction_id = ${term.value}`);
    case "reference":
      return sql`(o.order_number = ${term.upper}
                  or ${attemptsWith(sql`transaction_id = ${term.upper} or gateway_payment_id = ${term.value}`)})`;
  }
}

/** One item of the order meets every item filter and the staff member's scope. */
function itemCondition(filters: OrderFilters): SQL | undefined {
  const parts: SQL[] = [];
  if (filters.status) parts.push(sql`i.status = ${filters.status}`);
  if (filters.deliveryMode) parts.push(sql`i.shipping_method = ${filters.deliveryMode}`);
  if (filters.centreId) parts.push(sql`i.fc_id = ${filters.centreId}`);
  if (filters.brandId) parts.push(sql`i.brand_id = ${filters.brandId}`);
  const { brandIds, centreIds } = filters.scope;
  // An empty scope reaches no item: `in ()` is not SQL, so it is said plainly.
  if (brandIds) parts.push(brandIds.length > 0 ? sql`i.brand_id in (${list(brandIds)})` : sql`false`);
  if (centreIds) parts.push(centreIds.length > 0 ? sql`i.fc_id in (${list(centreIds)})` : sql`false`);
  if (parts.length === 0) return undefined;
  return sql`exists (select 1 from order_items i where i.order_id = o.id and ${sql.join(parts, sql` and `)})`;
}

function paymentCondition(filters: OrderFilters): SQL | undefined {
  const parts: SQL[] = [];
  if (filters.paymentMethod) parts.push(sql`p.payment_type = ${filters.paymentMethod}`);
  if (filters.paymentStatus) parts.push(sql`p.status = ${filters.paymentStatus}`);
  if (parts.length === 0) return undefined;
  return sql`exists (select 1 from order_payments p where p.order_id = o.id and ${sql.join(parts, sql` and `)})`;
}

/** A page of orders (one more than `limit`, to know whether another page follows). */
export async function findOrders(db: Executor, filters: OrderFilters): Promise<FoundOrder[]> {
  const conditions = [
    filters.term ? termCondition(filters.term) : undefined,
    itemCondition(filters),
    paymentCondition(filters),
    filters.from ? sql`o.created_at >= ${filters.from.toISOString()}::timestamptz` : undefined,
    filters.before ? sql`o.created_at < ${filters.before.toISOString()}::timestamptz` : undefined,
    filters.after
      ? sql`(o.created_at, o.id) < (${filters.after.at}::timestamptz, ${filters.after.id}::int)`
      : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  return queryRows<FoundOrder>(
    db,
    sql`select o.id, o.order_number, o.created_at,
               to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at,
               o.status, o.total, o.user_id,
               u.first_name, u.last_name, u.mobile_number, u.email
          from orders o
          left join users u on u.id = o.user_id
          ${where}
         order by o.created_at desc, o.id desc
         limit ${filters.limit + 1}`,
  );
}

export interface ItemSummaryRow {
  order_id: number;
  status: OrderItemStatus;
  shipping_method: ShippingMethod;
  quantity: number;
}

/** The items of a page's orders: what each order's summary counts. */
export async function itemSummaries(db: Executor, orderIds: readonly number[]): Promise<ItemSummaryRow[]> {
  if (orderIds.length === 0) return [];
  return queryRows<ItemSummaryRow>(
    db,
    sql`select order_id, status, shipping_method, quantity from order_items
         where order_id in (${list(orderIds)}) order by id`,
  );
}

export interface PaymentSummaryRow {
  order_id: number;
  payment_type: PaymentType;
  status: OrderPaymentStatus;
}

export async function paymentSummaries(
  db: Executor,
  orderIds: readonly number[],
): Promise<PaymentSummaryRow[]> {
  if (orderIds.length === 0) return [];
  return queryRows<PaymentSummaryRow>(
    db,
    sql`select order_id, payment_type, status from order_payments
         where order_id in (${list(orderIds)}) order by id`,
  );
}
