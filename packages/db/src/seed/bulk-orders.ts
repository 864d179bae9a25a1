import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { SEED_EPOCH } from "./styles";

/**
 * A store with history, for the back office's benchmark (docs/benchmarks.md): `orders` orders by
 * one shopper per ten orders, placed over the two years before the seed's epoch, each of one to three
 * sizes from the catalog's first 100,000 SKUs, paid by cash on delivery, card, UPI or net banking
 * (online payments with a gateway transaction), their items in every state an order reaches with
 * its age (the newest placed, packed or shipped and their cash still due, most delivered, some
 * cancelled, returned or refunded) and
 * each move's event. Written with set-based SQL on the database itself: 500,000 orders in minutes,
 * not hours. Order numbers start "OD8"; shoppers' e-mails end "@bulk.example.in".
 */
export async function seedBulkOrders(
  db: Database,
  options: { orders: number; log?: (message: string) => void },
): Promise<void> {
  const orders = Math.floor(options.orders);
  if (!Number.isInteger(orders) || orders < 1 || orders > 5_000_000)
    throw new Error("orders: 1 to 5,000,000");
  const log = options.log ?? (() => {});
  const shoppers = Math.max(1, Math.ceil(orders / 10));
  const started = performance.now();
  const elapsed = () => `${Math.round(performance.now() - started)} ms`;
  const epoch = SEED_EPOCH.toISOString();
  const step = async (what: string, statement: ReturnType<typeof sql>) => {
    await db.execute(statement);
    log(`seed: ${what} (${elapsed()})`);
  };

  await step(
    `${shoppers} shoppers`,
    sql`insert into users (first_name, last_name, email, mobile_number, password_hash, roles, is_email_verified, is_mobile_number_verified, created_at)
        select (array['Aarav','Diya','Ishaan','Kavya','Rahul','Sneha','Vivek','Ananya','Karan','Meera'])[1 + g % 10],
               (array['Sharma','Reddy','Iyer','Gupta','Nair','Das','Khan','Patel','Joshi','Rao'])[1 + (g / 10) % 10],
               'shopper' || g || '@bulk.example.in',
               '7' || lpad(g::text, 9, '0'),
               (select password_hash from users where email = 'asha@example.in'),
               array['ROLE_END_USER'], true, true,
               ${epoch}::timestamptz - make_interval(days => 730 + g % 365)
        from generate_series(1, ${shoppers}) g`,
  );
  await step(
    `${orders} orders`,
    sql`with first_bulk as (select min(id) as id from users where email like 'shopper%@bulk.example.in'),
             warehouse as (select pincode, city, state from fulfilment_centres where kind = 'warehouse' order by id limit 1)
        insert into orders (order_number, user_id, status, pincode, shipping_address, pricing, total, idempotency_key, request_hash, created_at, updated_at)
        select 'OD8' || lpad(g::text, 11, '0'),
               (select id from first_bulk) + (g * 7919) % ${shoppers},
               case when g % 29 = 0 then 'CANCELLED' else 'PLACED' end,
               w.pincode,
               jsonb_build_object('firstName', 'Bulk', 'lastName', 'Shopper', 'address', g || ', Bulk Street',
                 'city', w.city, 'state', w.state, 'pincode', w.pincode, 'mobileNumber', '7' || lpad(((g * 7919) % ${shoppers} + 1)::text, 9, '0')),
               '{"lines":[],"total":0}'::jsonb, 0, 'bulk-' || g, 'bulk-' || g,
               ${epoch}::timestamptz - make_interval(secs => (${orders} - g)::double precision * (63072000.0 / ${orders})),
               ${epoch}::timestamptz - make_interval(secs => (${orders} - g)::double precision * (63072000.0 / ${orders}))
        from generate_series(1, ${orders}) g, warehouse w`,
  );
  await step(
    "their items",
    sql`with picks as (select row_number() over (order by id) as n, id, style_id, mrp, price, size from skus order by id limit 100000),
             centres as (select array_agg(id order by id) as ids from fulfilment_centres where kind = 'warehouse'),
             bulk as (select id, created_at, status, (substring(order_number from 4))::int as g from orders where order_number like 'OD8%')
        insert into order_items (order_id, sku_id, style_id, brand_id, fc_id, quantity, mrp, unit_price, line_total, hsn_code, gst_rate, gst_amount,
                                 shipping_method, product, status, status_at, expected_delivery, carrier, tracking_number)
        select b.id, p.id, p.style_id, s.brand_id,
               c.ids[1 + (b.g + k) % cardinality(c.ids)],
               1 + (b.g + k) % 2, p.mrp, p.price, p.price * (1 + (b.g + k) % 2), s.hsn_code, 0.05,
               round(p.price * (1 + (b.g + k) % 2) * 0.05 / 1.05)::int,
               (array['standard','standard','standard','ndd','sdd'])[1 + (b.g + k) % 5],
               jsonb_build_object('styleName', s.name, 'brandName', br.name, 'image', '', 'url', '/' || s.slug,
                 'size', p.size, 'colour', s.colour),
               st.status,
               b.created_at + make_interval(days => 4),
               (b.created_at + make_interval(days => 4))::date,
               case when st.status in ('SHIPPED','DELIVERED','RETURN_REQUESTED','PICKED_UP','RETURNED','REFUNDED') then 'Blue Dart' end,
               case when st.status in ('SHIPPED','DELIVERED','RETURN_REQUESTED','PICKED_UP','RETURNED','REFUNDED') then 'BD' || lpad((b.g * 10 + k)::text, 10, '0') end
        from bulk b
        cross join lateral generate_series(0, b.g % 3) k
        join picks p on p.n = 1 + ((b.g * 31 + k * 7) % (select count(*) from picks))
        join styles s on s.id = p.style_id
        join brands br on br.id = s.brand_id
        cross join centres c
        cross join lateral (select case
            when b.status = 'CANCELLED' then 'CANCELLED'
            when b.g > ${orders - Math.ceil(orders / 200)}::int then (array['PLACED','PACKED','SHIPPED'])[1 + (b.g + k) % 3]
            when (b.g + k) % 41 = 0 then 'RETURNED'
            when (b.g + k) % 43 = 0 then 'REFUNDED'
            when (b.g + k) % 47 = 0 then 'RETURN_REQUESTED'
            else 'DELIVERED' end as status) st`,
  );
  await step(
    "their totals",
    sql`update orders o set total = t.total, pricing = jsonb_build_object('lines', '[]'::jsonb, 'total', t.total)
        from (select order_id, sum(line_total)::int as total from order_items group by order_id) t
        where t.order_id = o.id and o.order_number like 'OD8%'`,
  );
  await step(
    "their payments",
    sql`insert into order_payments (order_id, payment_type, amount, status, created_at)
        select id, (array['CASH_ON_DELIVERY','CREDIT_CARD','UPI','NET_BANKING','CASH_ON_DELIVERY'])[1 + (substring(order_number from 4))::int % 5],
               total,
               case when status = 'CANCELLED' then 'reversed'
                    when (substring(order_number from 4))::int % 5 in (0, 4)
                     and (substring(order_number from 4))::int > ${orders - Math.ceil(orders / 200)}::int then 'due'
                    else 'paid' end,
               created_at
        from orders where order_number like 'OD8%'`,
  );
  await step(
    "their gateway transactions",
    sql`insert into payment_transactions (transaction_id, order_id, user_id, gateway, payment_type, amount, gateway_order_id, gateway_payment_id, status, expires_at, created_at, settled_at)
        select 'TXN8' || lpad(substring(o.order_number from 4), 11, '0'), o.id, o.user_id, 'razorpay', p.payment_type, o.total,
               'order_B' || o.id, 'pay_B' || o.id, 'paid', o.created_at + interval '15 minutes', o.created_at, o.created_at + interval '1 minute'
        from orders o join order_payments p on p.order_id = o.id
        where o.order_number like 'OD8%' and p.payment_type <> 'CASH_ON_DELIVERY' and o.total > 0`,
  );
  await step(
    "their items' events",
    sql`insert into order_item_events (order_id, item_id, from_status, status, at, by)
        select i.order_id, i.id, 'PLACED', i.status, i.status_at, 'operator'
        from order_items i join orders o on o.id = i.order_id
        where o.order_number like 'OD8%' and i.status <> 'PLACED'`,
  );
  await db.execute(
    sql`analyze users, orders, order_items, order_payments, payment_transactions, order_item_events`,
  );
  log(`seed: ${orders} orders done (${elapsed()})`);
}
