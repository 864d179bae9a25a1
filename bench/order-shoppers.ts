import { randomBytes, randomUUID } from "node:crypto";
import pg from "pg";
import { createTokenSigner } from "../apps/server/src/modules/auth/tokens";
import { type BenchRequest, JSON_HEADERS } from "./open-loop";

/**
 * Shoppers ready to place an order, for the place-order benchmark and the mixed load: each is written
 * straight into the server's database (an account, a default address at a warehouse's pincode, a bag
 * of `items` sizes in stock there, standard delivery chosen, and for cash on delivery a code already
 * validated), signs in with an access token made with the server's `ODIN_JWT_SECRET`, and learns its
 * total from the server's own payment step (`POST /api/checkout`, page payment) as the browser would.
 * Each placement request is one shopper's, with its own idempotency key.
 */

interface Setting {
  fcId: number;
  pincode: string;
  city: string;
  state: string;
  skus: number[];
}

/** A warehouse and sizes it holds plenty of (so a run never sells out). */
async function setting(client: pg.Client, sizes: number): Promise<Setting> {
  const { rows } = await client.query<{ id: number; pincode: string; city: string; state: string }>(
    `select fc.id, fc.pincode, p.district as city, p.state
       from fulfilment_centres fc join pincodes p on p.pincode = fc.pincode
      where fc.kind = 'warehouse' order by fc.id limit 1`,
  );
  const centre = rows[0];
  if (!centre) throw new Error("the database has no warehouse");
  await client.query("update stock set quantity = greatest(quantity, 50) where fc_id = $1", [centre.id]);
  const skus = await client.query<{ sku_id: number }>(
    `select q.sku_id from stock q join skus k on k.id = q.sku_id
      where q.fc_id = $1 and q.quantity >= 50 and k.price > 0 and k.price <= k.mrp
      order by q.sku_id limit $2`,
    [centre.id, sizes],
  );
  return {
    fcId: centre.id,
    pincode: centre.pincode,
    city: centre.city,
    state: centre.state,
    skus: skus.rows.map((row) => row.sku_id),
  };
}

/** Writes `count` shoppers, each with a bag of `items` sizes; answers their user ids and mobile numbers. */
async function writeShoppers(client: pg.Client, place: Setting, count: number, items: number) {
  const run = randomBytes(4).toString("hex");
  const { rows: users } = await client.query<{ id: number; mobile_number: string }>(
    `insert into users (first_name, last_name, email, mobile_number, roles, is_mobile_number_verified)
     select 'Bench', 'Buyer ' || i, 'bench-${run}-' || i || '@example.in',
            '6' || lpad((floor(random() * 1e9))::bigint::text, 9, '0'), array['ROLE_END_USER'], true
       from generate_series(1, $1) as i
     on conflict do nothing
     returning id, mobile_number`,
    [count],
  );
  for (const [n, user] of users.entries()) {
    const skus = Array.from(
      { length: items },
      (_, k) => place.skus[(n * items + k) % place.skus.length] as number,
    );
    const methods = JSON.stringify(skus.map((skuId) => ({ skuId, shippingMethod: "standard" })));
    await client.query("begin");
    const address = await client.query<{ id: number }>(
      `insert into addresses (user_id, first_name, last_name, address, mobile_number, pincode, city, state, is_default)
       values ($1, 'Bench', 'Buyer', '1, Load Test Road', $2, $3, $4, $5, true) returning id`,
      [user.id, user.mobile_number, place.pincode, place.city, place.state],
    );
    await client.query(
      `insert into checkout_selections (user_id, pincode, address_id, shipping_methods) values ($1, $2, $3, $4)`,
      [user.id, place.pincode, address.rows[0]?.id, methods],
    );
    const bag = await client.query<{ id: number }>("insert into bags (user_id) values ($1) returning id", [
      user.id,
    ]);
    await client.query("insert into bag_items (bag_id, sku_id, quantity) select $1, unnest($2::int[]), 1", [
      bag.rows[0]?.id,
      skus,
    ]);
    await client.query("commit");
  }
  return users;
}

/** A validated cash-on-delivery code per shopper, as `POST /api/otp/validate` leaves it. */
async function validatedCodes(client: pg.Client, mobiles: readonly string[]): Promise<string[]> {
  const sessions = mobiles.map(() => randomUUID());
  await client.query(
    `insert into otp_challenges (id, purpose, mobile_number, code_hash, expires_at, verified_at)
     select unnest($1::text[]), 'cod', unnest($2::text[]), 'bench', now() + interval '2 hours', now()`,
    [sessions, mobiles],
  );
  return sessions;
}

/** How the placements pay: cash on delivery places the order at once; a card goes on to the gateway. */
export type PlacementPayment = "CASH_ON_DELIVERY" | "CREDIT_CARD";

/** `count` placements of `items`-size bags paid by `payment`, each by its own shopper. */
export async function shopperPlacements(options: {
  url: string;
  databaseUrl: string;
  jwtSecret: string;
  count: number;
  items: number;
  payment: PlacementPayment;
}): Promise<BenchRequest[]> {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    const place = await setting(client, 4_000);
    const users = await writeShoppers(client, place, options.count, options.items);
    const cod = options.payment === "CASH_ON_DELIVERY";
    const sessions = cod
      ? await validatedCodes(
          client,
          users.map((user) => user.mobile_number),
        )
      : [];
    // As autovacuum would between runs (CI machines run PostgreSQL without it): orders leave dead rows
    // in stock, bags and the outbox that would slow each run more than the one before.
    await client.query(
      "vacuum (analyze) stock, bags, bag_items, addresses, checkout_selections, otp_challenges, users, " +
        "orders, order_items, order_payments, outbox_messages",
    );
    const signer = createTokenSigner(options.jwtSecret, 4 * 3600);
    const requests: BenchRequest[] = [];
    for (let i = 0; i < users.length; i += 20) {
      const batch = users.slice(i, i + 20).map(async (user, k) => {
        const headers = {
          ...JSON_HEADERS,
          authorization: `Bearer ${await signer.sign({ userId: user.id, roles: ["ROLE_END_USER"] })}`,
        };
        const response = await fetch(new URL("/api/checkout", options.url), {
          method: "POST",
          headers,
          body: JSON.stringify({ page: "payment", selectedPaymentMode: options.payment }),
        });
        if (!response.ok) throw new Error(`the payment step answered ${response.status}`);
        const bag = (await response.json()) as {
          products: { skuId: number; qty: number; shippingMethod?: string }[];
          overview: { total: number };
        };
        const body = {
          paymentTypeCode: options.payment,
          productsShippingDetails: bag.products.map((p) => ({
            skuId: p.skuId,
            qty: p.qty,
            shippingMethod: p.shippingMethod ?? "standard",
          })),
          pricingDetails: { netAmount: bag.overview.total },
          ...(cod ? { otpDetails: { sessionID: sessions[i + k] } } : {}),
        };
        return {
          method: "POST",
          path: "/api/payment/make",
          headers: { ...headers, "idempotency-key": randomUUID() },
          body: JSON.stringify(body),
        };
      });
      requests.push(...(await Promise.all(batch)));
    }
    return requests;
  } finally {
    await client.end();
  }
}
