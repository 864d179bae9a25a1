-- The store bench/admin-order-search.ts searches (decision 65), on a migrated, empty PostgreSQL database:
--   psql "$URL" -f bench/admin-order-search.sql
-- 100,000 shoppers, 500,000 orders over about a year, 1 to 3 items each, one payment each, an attempt for online ones.
insert into users (first_name, last_name, email, mobile_number, roles)
select 'Shopper' || g, 'Test', 'u' || g || '@example.in', (6000000000 + g)::text, array['ROLE_END_USER']
  from generate_series(1, 100000) g;

insert into orders (order_number, user_id, status, pincode, shipping_address, pricing, total, idempotency_key, request_hash, created_at)
select 'OD' || (1000000000 + g),
       u,
       case when g % 50 = 0 then 'CANCELLED' else 'PLACED' end,
       '400001',
       jsonb_build_object('firstName', 'A', 'lastName', 'B', 'address', '1 Road', 'city', 'Mumbai', 'state', 'Maharashtra',
                          'pincode', '400001', 'mobileNumber',
                          case when g % 20 = 0 then (7000000000 + g)::text else (6000000000 + u)::text end),
       '{"lines":[],"total":99900}'::jsonb, 99900, 'k' || g, 'h',
       timestamptz '2025-11-01 00:00:00+00' + g * interval '63 seconds' + (g % 997) * interval '1 microsecond'
  from (select g, (1 + (g::bigint * 7919) % 100000)::int as u from generate_series(1, 500000) g) s;

insert into order_items (order_id, sku_id, style_id, brand_id, fc_id, quantity, mrp, unit_price, line_total, hsn_code,
                         gst_rate, gst_amount, shipping_method, store_id, product, status, status_at, expected_delivery)
select o.id, 1, 1, 1 + (o.id * 31 + k) % 40, 1 + (o.id * 17 + k) % 30, 1, 99900, 99900, 99900, '6109', 0.05, 4757,
       m.method, case when m.method = 'STOREPICK' then 1 + (o.id * 17 + k) % 30 end,
       '{"styleName":"Tee","brandName":"B","image":"x","url":"x","size":"M","colour":"Blue"}'::jsonb,
       case
         when o.id > 495000 then (array['PLACED','PACKED','SHIPPED','PLACED'])[1 + (o.id + k) % 4]
         when o.id > 480000 then (array['SHIPPED','DELIVERED','DELIVERED','RTO'])[1 + (o.id + k) % 4]
         else (array['DELIVERED','DELIVERED','DELIVERED','DELIVERED','DELIVERED','DELIVERED','DELIVERED','DELIVERED',
                     'DELIVERED','DELIVERED','DELIVERED','DELIVERED','DELIVERED','DELIVERED','DELIVERED','DELIVERED',
                     'CANCELLED','CANCELLED','RETURNED','REFUNDED'])[1 + (o.id * 7 + k) % 20]
       end,
       o.created_at, date '2026-12-01'
  from orders o
  cross join lateral generate_series(1, 1 + o.id % 3) k
  cross join lateral (select case when (o.id + k) % 10 = 0 then 'STOREPICK' when (o.id + k) % 10 = 1 then 'sdd'
                                  when (o.id + k) % 10 = 2 then 'ndd' else 'standard' end as method) m;
-- A handful of returns to origin among the old orders: a rare state spread over the year.
update order_items set status = 'RTO' where id % 997 = 0 and order_id <= 480000;

insert into order_payments (order_id, payment_type, amount, status, created_at)
select o.id, t.type, 99900,
       case when t.type = 'CASH_ON_DELIVERY' then 'due' when o.id % 97 = 0 then 'failed' else 'paid' end, o.created_at
  from orders o
  cross join lateral (select (array['CASH_ON_DELIVERY','CASH_ON_DELIVERY','CASH_ON_DELIVERY','CASH_ON_DELIVERY',
                                    'CREDIT_CARD','CREDIT_CARD','UPI','UPI','DEBIT_CARD','NET_BANKING'])[1 + o.id % 10] as type) t;

insert into payment_transactions (transaction_id, order_id, user_id, gateway, payment_type, amount, status,
                                  gateway_order_id, gateway_payment_id, expires_at, created_at, settled_at)
select 'TX' || upper(md5(o.id::text)), o.id, o.user_id, 'razorpay', p.payment_type, 99900, 'paid',
       'order_' || o.id, 'pay_' || md5('p' || o.id), o.created_at + interval '2 minutes', o.created_at, o.created_at
  from orders o join order_payments p on p.order_id = o.id and p.payment_type <> 'CASH_ON_DELIVERY';

vacuum analyze;
