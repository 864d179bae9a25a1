/**
 * The back office's order search on a big store (decision 65): `node --import tsx
 * bench/admin-order-search.ts <database url> [indexes|none]` times `searchOrders` (the route's own
 * code) for each kind of search 20 times and prints p50 and p95 in milliseconds. The database is a
 * migrated one filled by `bench/admin-order-search.sql` (100,000 shoppers, 500,000 orders over a
 * year); with `indexes` the indexes the decision lists are made first, with `none` they are dropped.
 */
import { adminOrdersQuery } from "@odin/contracts";
import { openDatabase, queryRows } from "@odin/db";
import { sql } from "drizzle-orm";
import { searchOrders } from "../apps/server/src/modules/orders";

export const SEARCH_INDEXES = [
  "create index if not exists orders_created_idx on orders (created_at desc, id desc)",
  "create index if not exists orders_delivery_mobile_idx on orders ((shipping_address->>'mobileNumber'))",
  "create index if not exists order_items_status_order_idx on order_items (status, order_id)",
  "create index if not exists order_items_fc_order_idx on order_items (fc_id, order_id)",
  "create index if not exists order_items_brand_order_idx on order_items (brand_id, order_id)",
  "create index if not exists order_items_method_order_idx on order_items (shipping_method, order_id)",
  "create index if not exists order_payments_type_status_idx on order_payments (payment_type, status, order_id)",
  "create index if not exists order_payments_status_order_idx on order_payments (status, order_id)",
  "create index if not exists payment_transactions_gateway_payment_idx on payment_transactions (gateway_payment_id)",
];

const INDEX_NAMES = SEARCH_INDEXES.map((statement) => /exists (\S+)/.exec(statement)?.[1] ?? "");

const [url, mode = "indexes"] = process.argv.slice(2);
if (!url) throw new Error("usage: bench/admin-order-search.ts <database url> [indexes|none]");
const handle = await openDatabase({ url, poolSize: 2 });
const { db } = handle;

for (const statement of mode === "none"
  ? INDEX_NAMES.map((name) => `drop index if exists ${name}`)
  : SEARCH_INDEXES)
  await db.execute(sql.raw(statement));
await db.execute(sql`analyze`);

const [middle] = await queryRows<{ at: string; id: number }>(
  db,
  sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, id
        from orders where id = 250000`,
);
const cursor = Buffer.from(`${middle?.at}|${middle?.id}`).toString("base64url");
const [someone] = await queryRows<{ email: string; mobile: string; tx: string; pay: string }>(
  db,
  sql`select u.email, u.mobile_number as mobile, t.transaction_id as tx, t.gateway_payment_id as pay
        from payment_transactions t join users u on u.id = t.user_id where t.order_id = 123457`,
);
const everyone = { brandIds: null, centreIds: null };

const CASES: [
  string,
  Record<string, string | number>,
  { brandIds: number[] | null; centreIds: number[] | null },
][] = [
  ["newest 50", {}, everyone],
  ["page 5000 by cursor", { after: cursor }, everyone],
  ["order number", { q: "OD1000123456" }, everyone],
  ["account phone", { q: someone?.mobile ?? "" }, everyone],
  ["delivery phone", { q: "7000123460" }, everyone],
  ["e-mail", { q: someone?.email ?? "" }, everyone],
  ["transaction id", { q: someone?.tx ?? "" }, everyone],
  ["gateway payment id", { q: someone?.pay ?? "" }, everyone],
  ["status PACKED", { status: "PACKED" }, everyone],
  ["status RTO (rare)", { status: "RTO" }, everyone],
  ["status PICKED_UP (none)", { status: "PICKED_UP" }, everyone],
  ["UPI paid", { paymentMethod: "UPI", paymentStatus: "paid" }, everyone],
  ["payment failed", { paymentStatus: "failed" }, everyone],
  ["store pickups", { deliveryMode: "STOREPICK" }, everyone],
  ["centre 5", { centreId: 5 }, everyone],
  ["brand 7", { brandId: 7 }, everyone],
  ["one day in March", { from: "2026-03-10", to: "2026-03-10" }, everyone],
  ["brand team (brand 3)", {}, { brandIds: [3], centreIds: null }],
  [
    "store staff, PACKED pickups",
    { status: "PACKED", deliveryMode: "STOREPICK" },
    { brandIds: null, centreIds: [5] },
  ],
  ["RTO in one month", { status: "RTO", from: "2026-02-01", to: "2026-02-28" }, everyone],
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;

console.log(`indexes: ${mode}`);
for (const [name, query, scope] of CASES) {
  const parsed = adminOrdersQuery.parse(query);
  const times: number[] = [];
  let found = 0;
  for (let run = 0; run < 20; run++) {
    const started = performance.now();
    const answer = await searchOrders(db, parsed, scope);
    times.push(performance.now() - started);
    if (!answer.ok) throw new Error(`${name}: ${answer.problem.detail}`);
    found = answer.value.orders.length;
  }
  times.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(30)} ${String(found).padStart(3)} orders  p50 ${percentile(times, 0.5).toFixed(1).padStart(7)} ms  p95 ${percentile(times, 0.95).toFixed(1).padStart(7)} ms`,
  );
}
await handle.close();
