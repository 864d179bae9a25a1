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
 * each move's event, and what follows them (seedBulkAfterSales: returns, refunds, payouts, jobs,
 * messages, audit entries). Written with set-based SQL on the database itself: 500,000 orders in minutes,
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
               (select id from first_bulk) + (g::bigint * 7919) % ${shoppers},
               case when g % 29 = 0 then 'CANCELLED' else 'PLACED' end,
               w.pincode,
               jsonb_build_object('firstName', 'Bulk', 'lastName', 'Shopper', 'address', g || ', Bulk Street',
                 'city', w.city, 'state', w.state, 'pincode', w.pincode, 'mobileNumber', '7' || lpad(((g::bigint * 7919) % ${shoppers} + 1)::text, 9, '0')),
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
  await seedBulkAfterSales(db, { log: (message) => log(`${message} (${elapsed()})`) });
  await db.execute(
    sql`analyze users, orders, order_items, order_payments, payment_transactions, order_item_events, returns,
        bank_transfer_details, payouts, payment_refunds, outbox_messages, jobs, audit_log`,
  );
  log(`seed: ${orders} orders done (${elapsed()})`);
}

/**
 * What the back office lists besides orders, for the bulk orders (`OD8…`): a return for each item
 * returned or asked back (a pickup day booked for half of those asked, received and checked for the
 * returned and refunded), its refund (to the gateway for an online payment, by bank transfer to a
 * saved account for cash on delivery; settled for the refunded items, under way for the returned,
 * one in 50 failed), the job that paid it (one in 50 failed for good), the order's SMS and e-mail in the outbox (sent;
 * one in 1,500 failed for good, its payload gone as a delivered one's), and an audit entry for each item
 * an operator moved, by the demo's staff in turn.
 */
export async function seedBulkAfterSales(
  db: Database,
  options: { log?: (message: string) => void },
): Promise<void> {
  const step = async (what: string, statement: ReturnType<typeof sql>) => {
    await db.execute(statement);
    options.log?.(`seed: ${what}`);
  };
  await step(
    "their returns",
    sql`insert into returns (order_id, item_id, user_id, reason_id, comment, mode, pickup_address, fc_id, to_source, to_loyalty,
                             to_bank_transfer, refund_amount, status, refund_requested_at, pickup_scheduled_for, received_at,
                             quality_check, created_at, updated_at)
        select i.order_id, i.id, o.user_id, 1 + i.id % 5, '',
               case when i.id % 5 = 0 then 'SELFSHIP' else 'REVERSEPICKUP' end,
               case when i.id % 5 = 0 then null else o.shipping_address end,
               i.fc_id,
               case when p.payment_type = 'CASH_ON_DELIVERY' then 0 else i.line_total end, 0,
               case when p.payment_type = 'CASH_ON_DELIVERY' then i.line_total else 0 end,
               i.line_total,
               case when i.status = 'RETURN_REQUESTED' then 'REQUESTED' else 'REFUND_REQUESTED' end,
               case when i.status = 'RETURN_REQUESTED' then null else i.status_at + interval '3 days' end,
               case when i.status = 'RETURN_REQUESTED' and i.id % 2 = 0 then (i.status_at + interval '2 days')::date end,
               case when i.status = 'RETURN_REQUESTED' then null else i.status_at + interval '3 days' end,
               case when i.status = 'RETURN_REQUESTED' then null else 'PASSED' end,
               i.status_at,
               case when i.status = 'RETURN_REQUESTED' then i.status_at else i.status_at + interval '3 days' end
        from order_items i
        join orders o on o.id = i.order_id
        join order_payments p on p.order_id = o.id
        where o.order_number like 'OD8%' and i.status in ('RETURN_REQUESTED', 'RETURNED', 'REFUNDED')
        order by i.status_at, i.id`,
  );
  await step(
    "their shoppers' bank accounts",
    sql`insert into bank_transfer_details (user_id, account_holder_name, bank_name, branch_name, ifsc_code, account_type,
                                           account_number_sealed, account_number_last_four, account_fingerprint)
        select distinct r.user_id, 'Bulk Shopper', 'HDFC Bank', 'Fort', 'HDFC0000060', 'SB', 'v1.bulk-not-a-real-account',
               lpad((r.user_id % 10000)::text, 4, '0'), md5('bulk-account-' || r.user_id)
        from returns r join orders o on o.id = r.order_id
        where o.order_number like 'OD8%' and r.to_bank_transfer > 0`,
  );
  await step(
    "their returns' bank accounts",
    sql`update returns r set neft_id = b.id
        from bank_transfer_details b, orders o
        where b.user_id = r.user_id and o.id = r.order_id and o.order_number like 'OD8%' and r.to_bank_transfer > 0`,
  );
  await step(
    "their payouts",
    sql`insert into payouts (reference, user_id, neft_id, amount, reason, mode, status, provider_payout_id, utr, failure_reason,
                             created_at, updated_at, settled_at)
        select r.return_number, r.user_id, r.neft_id, r.to_bank_transfer, 'return', 'IMPS',
               case when i.status = 'REFUNDED' then 'processed' when r.id % 50 = 0 then 'failed' else 'processing' end,
               'pout_B' || r.id,
               case when i.status = 'REFUNDED' then 'UTRB' || lpad(r.id::text, 12, '0') when r.id % 50 = 0 then 'Beneficiary bank offline' end,
               case when i.status <> 'REFUNDED' and r.id % 50 = 0 then 'Beneficiary bank offline' end,
               r.refund_requested_at, r.refund_requested_at,
               case when i.status = 'REFUNDED' then r.refund_requested_at + interval '1 day' end
        from returns r join order_items i on i.id = r.item_id join orders o on o.id = r.order_id
        where o.order_number like 'OD8%' and r.status = 'REFUND_REQUESTED' and r.to_bank_transfer > 0
        order by r.id`,
  );
  await step(
    "their gateway refunds",
    sql`insert into payment_refunds (transaction_id, idempotency_key, amount, reason, status, gateway_refund_id, created_at, updated_at)
        select t.id, 'return:' || r.return_number, r.to_source, 'return',
               case when i.status = 'REFUNDED' then 'processed' when r.id % 50 = 0 then 'failed' else 'pending' end,
               case when i.status = 'REFUNDED' or r.id % 50 <> 0 then 'rfnd_B' || r.id end,
               r.refund_requested_at, r.refund_requested_at
        from returns r join order_items i on i.id = r.item_id join orders o on o.id = r.order_id
        join payment_transactions t on t.order_id = r.order_id
        where o.order_number like 'OD8%' and r.status = 'REFUND_REQUESTED' and r.to_source > 0
        order by r.id`,
  );
  await step(
    "their refunds' jobs",
    sql`insert into jobs (name, key, payload, run_at, state, attempts, last_error, created_at, finished_at)
        select case when r.to_source > 0 then 'refund-payment' else 'send-payout' end, 'bulk-return:' || r.return_number,
               jsonb_build_object('returnId', r.id), r.refund_requested_at,
               case when r.id % 50 = 0 then 'failed' else 'done' end,
               case when r.id % 50 = 0 then 8 else 1 end,
               case when r.id % 50 = 0 then 'gateway: refund failed (bulk seed)' end,
               r.refund_requested_at, r.refund_requested_at + interval '1 hour'
        from returns r join orders o on o.id = r.order_id
        where o.order_number like 'OD8%' and r.status = 'REFUND_REQUESTED'
        order by r.id`,
  );
  await step(
    "their messages",
    sql`with bulk as (select o.id, o.order_number, o.created_at, u.mobile_number, u.email,
                             (substring(o.order_number from 4))::int as g
                      from orders o join users u on u.id = o.user_id where o.order_number like 'OD8%')
        insert into outbox_messages (channel, recipient, template, payload, idempotency_key, status, attempts, available_at,
                                     created_at, sent_at, provider_message_id, last_error)
        select c.channel, case when c.channel = 'sms' then b.mobile_number else b.email end, 'order-placed', null,
               'order-placed:' || b.order_number || ':' || c.channel,
               case when b.g % 1500 = 0 then 'failed' else 'sent' end,
               case when b.g % 1500 = 0 then 5 else 1 end,
               b.created_at, b.created_at,
               case when b.g % 1500 = 0 then null else b.created_at + interval '5 seconds' end,
               case when b.g % 1500 = 0 then null else 'msg_B' || b.id || c.channel end,
               case when b.g % 1500 = 0 then 'provider: 503 (bulk seed)' end
        from bulk b cross join (values ('sms'), ('email')) c(channel)
        order by b.created_at, b.id, c.channel`,
  );
  await step(
    "their moves' audit entries",
    sql`with staff as (select array_agg(u.id order by u.id) as ids, array_agg(u.first_name || ' ' || u.last_name order by u.id) as names
                       from staff_members m join users u on u.id = m.user_id)
        insert into audit_log (at, actor_id, actor_name, resource, resource_id, action, changes, client_address, user_agent, correlation_id)
        select i.status_at, s.ids[1 + i.id % cardinality(s.ids)], s.names[1 + i.id % cardinality(s.ids)], 'order-item', i.id::text,
               lower(i.status), jsonb_build_object('status', jsonb_build_object('from', 'PLACED', 'to', i.status)),
               '10.0.0.' || (1 + i.id % 200), 'Mozilla/5.0 (bulk seed)', 'bulk-' || i.id
        from order_items i join orders o on o.id = i.order_id cross join staff s
        where o.order_number like 'OD8%' and i.status <> 'PLACED' and cardinality(s.ids) > 0
        order by i.status_at, i.id`,
  );
}
