import pg from "pg";
import { type BenchRequest, JSON_HEADERS } from "./open-loop";

/**
 * Guests with bags for the bag benchmarks: each is a cookie the server set at its first add, as a
 * browser's would be. Sizes come from the database: in stock, of styles that carry the coupon.
 */

export async function couponSizes(databaseUrl: string, coupon: string, count: number): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      `select k.id from skus k
         join style_promotions sp on sp.style_id = k.style_id
         join promotions p on p.id = sp.promotion_id and p.code = $1
        where (select sum(quantity) from stock where sku_id = k.id) >= 10
        order by k.id limit $2`,
      [coupon, count],
    );
    return rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}

/**
 * Vacuums the bag tables after the set-up wrote its guests, as autovacuum would between runs; the
 * PostgreSQL of CI machines runs without autovacuum, and dead rows left by earlier runs would
 * otherwise slow each run down more than the one before.
 */
export async function vacuumBags(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("vacuum (analyze) bags, bag_items");
  } finally {
    await client.end();
  }
}

/** One guest's first change to its bag; answers the guest's cookie. */
async function newGuest(url: string, body: unknown): Promise<string> {
  const response = await fetch(new URL("/api/checkout", url), {
    method: "POST",
    headers: JSON_HEADERS,
    body: JSON.stringify(body),
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!response.ok || !cookie) throw new Error(`setting up a guest bag answered ${response.status}`);
  return cookie;
}

/** `count` guests, each holding `items` sizes (one of each) and the coupon applied. */
export async function guestsWithBags(
  url: string,
  sizes: readonly number[],
  options: { count: number; items: number; coupon?: string },
): Promise<string[]> {
  const cookies: string[] = [];
  for (let guest = 0; guest < options.count; guest++) {
    const cartItems = Array.from({ length: options.items }, (_, i) => ({
      skuId: sizes[(guest * 7 + i) % sizes.length],
      qty: 1,
    }));
    cookies.push(await newGuest(url, { type: "update", cartItems, couponCode: options.coupon }));
  }
  return cookies;
}

export function bagRead(cookie: string): BenchRequest {
  return {
    method: "POST",
    path: "/api/checkout",
    headers: { ...JSON_HEADERS, cookie },
    body: JSON.stringify({ page: "myBag", type: "read" }),
  };
}

export function bagAdd(cookie: string, skuId: number): BenchRequest {
  return {
    method: "POST",
    path: "/api/checkout",
    headers: { ...JSON_HEADERS, cookie },
    body: JSON.stringify({ type: "update", cartItems: [{ skuId, qty: 1 }] }),
  };
}
