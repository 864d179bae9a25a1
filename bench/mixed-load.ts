import { readFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { guestsWithBags } from "./bag-shoppers";
import { listingUrls } from "./listing-urls";
import type { BenchRequest } from "./open-loop";
import { codPlacements } from "./order-shoppers";

/**
 * The mixed load of `npm run cluster` (bench/faults.ts, bench/soak.ts; issue "Proof of scale"): in
 * every 20 requests, one shopper places a cash-on-delivery order (each placement its own shopper's,
 * sent once with its own idempotency key), and of the rest half are listings, a quarter product
 * pages and a quarter guests adding a size to their bags. Each request's outcome is kept, with when
 * it was due and when it ended, and the ledger checks the orders and the stock against the database.
 */

export interface Outcome {
  kind: string;
  /** When it was due and when its answer (or failure) came, in ms from the start of the load. */
  due: number;
  ended: number;
  status: number | "error";
  body?: string;
}

/** The command-line options that say where the cluster is (`parseArgs`), as `cluster.sh` sets it up. */
export const CLUSTER_OPTIONS = {
  url: { type: "string", default: "http://localhost:3300" },
  "cluster-dir": { type: "string", default: process.env.ODIN_CLUSTER_DIR ?? "/tmp/odin-cluster" },
  database: {
    type: "string",
    default: `postgres://postgres@127.0.0.1:5432/${process.env.ODIN_CLUSTER_DB ?? "odin_cluster"}`,
  },
} as const;

export interface MixedLoadOptions {
  url: string;
  database: string;
  clusterDir: string;
  rate: number;
  seconds: number;
}

/** One placement of an order in every this many requests. */
const PLACEMENT_EVERY = 20;
const JSON_HEADERS = { module: "odin", accept: "application/json", "content-type": "application/json" };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The cluster's token key, which `cluster.sh` wrote: shoppers sign in with tokens made with it. */
function clusterJwtSecret(clusterDir: string): string {
  const secrets = readFileSync(join(clusterDir, "secrets.env"), "utf8");
  const secret = /ODIN_JWT_SECRET=(\S+)/.exec(secrets)?.[1];
  if (!secret) throw new Error(`no ODIN_JWT_SECRET in ${clusterDir}/secrets.env: is the cluster up?`);
  return secret;
}

async function stockOf(client: pg.Client, skus: readonly number[]): Promise<Map<string, number>> {
  const { rows } = await client.query<{ sku_id: number; fc_id: number; quantity: number }>(
    "select sku_id, fc_id, quantity from stock where sku_id = any($1::int[])",
    [skus],
  );
  return new Map(rows.map((row) => [`${row.sku_id}@${row.fc_id}`, row.quantity]));
}

export async function prepareMixedLoad(options: MixedLoadOptions) {
  const client = new pg.Client({ connectionString: options.database });
  await client.connect();
  const total = Math.round(options.rate * options.seconds);
  const placements = await codPlacements({
    url: options.url,
    databaseUrl: options.database,
    jwtSecret: clusterJwtSecret(options.clusterDir),
    count: Math.ceil(total / PLACEMENT_EVERY),
    items: 2,
  });
  const { rows: sizes } = await client.query<{ sku_id: number }>(
    `select q.sku_id from stock q where q.quantity > 20 group by q.sku_id order by q.sku_id limit 200`,
  );
  const guests = await guestsWithBags(
    options.url,
    sizes.map((row) => row.sku_id),
    { count: 50, items: 1 },
  );
  const { rows: styles } = await client.query<{ id: number }>(
    "select id from styles where published order by id limit 2000",
  );
  // Every size in a shopper's bag: the sizes the placements may take.
  const { rows: bagSizes } = await client.query<{ sku_id: number }>(
    "select distinct i.sku_id from bag_items i join bags b on b.id = i.bag_id where b.user_id is not null",
  );
  const watched = bagSizes.map((row) => row.sku_id);
  const stockBefore = await stockOf(client, watched);
  const startedAt = (await client.query<{ now: Date }>("select now()")).rows[0]?.now as Date;
  const listings = listingUrls(200);

  function browsing(i: number): [BenchRequest, string] {
    const post = (
      path: string,
      body: unknown,
      headers: Record<string, string> = JSON_HEADERS,
    ): BenchRequest => ({
      method: "POST",
      path,
      headers,
      body: JSON.stringify(body),
    });
    if (i % 4 === 0)
      return [post("/api/product/details", { styleId: styles[i % styles.length]?.id }), "product"];
    if (i % 4 === 1) {
      const cookie = guests[i % guests.length] as string;
      const skuId = sizes[i % sizes.length]?.sku_id;
      return [
        post(
          "/api/checkout",
          { type: "update", cartItems: [{ skuId, qty: 1 }] },
          { ...JSON_HEADERS, cookie },
        ),
        "bag add",
      ];
    }
    return [post("/api/v2/listing/products", { deeplinkurl: listings[i % listings.length] }), "listing"];
  }

  let start = 0;
  async function send(request: BenchRequest, kind: string, due: number): Promise<Outcome> {
    try {
      const response = await fetch(new URL(request.path, options.url), {
        method: request.method,
        headers: request.headers,
        ...(request.body === undefined ? {} : { body: request.body }),
        signal: AbortSignal.timeout(30_000),
      });
      const body = await response.text();
      return { kind, due, ended: performance.now() - start, status: response.status, body };
    } catch {
      return { kind, due, ended: performance.now() - start, status: "error" };
    }
  }

  return {
    /**
     * Sends the load at `rate` for `seconds` (request i due at start + i / rate, whatever happened
     * to the others), calling `started` with the start; then sends each placement that failed once
     * more with the same request and key, as a shopper pressing the button again would.
     */
    async run(started: (start: number) => void = () => undefined) {
      start = performance.now();
      started(start);
      const outcomes: Promise<Outcome>[] = [];
      const placed: { request: BenchRequest; outcome: Promise<Outcome> }[] = [];
      for (let i = 0; i < total; i++) {
        const due = (i * 1000) / options.rate;
        await sleep(Math.max(0, start + due - performance.now()));
        if (i % PLACEMENT_EVERY === 0 && placed.length < placements.length) {
          const request = placements[placed.length] as BenchRequest;
          const outcome = send(request, "place order", due);
          placed.push({ request, outcome });
          outcomes.push(outcome);
        } else {
          const [request, kind] = browsing(i);
          outcomes.push(send(request, kind, due));
        }
      }
      const answered = await Promise.all(outcomes);
      const again: Outcome[] = [];
      const told: string[] = [];
      for (const { request, outcome } of placed) {
        let result = await outcome;
        if (result.status !== 200) {
          result = await send(request, "place order again", performance.now() - start);
          again.push(result);
        }
        if (result.status === 200)
          told.push((JSON.parse(result.body as string) as { orderId: string }).orderId);
      }
      return { answered, placements: placed.length, again, told };
    },

    /**
     * What the database holds against what the shoppers were told, and whether it balances: every
     * one of the `placements` told of its order, each such order stored once and no other, no
     * shopper with two, and each size's stock down by exactly what the orders took.
     */
    async ledger(told: readonly string[], placements: number) {
      const { rows: stored } = await client.query<{ order_number: string; user_id: number }>(
        "select order_number, user_id from orders where created_at >= $1",
        [startedAt],
      );
      const storedNumbers = new Set(stored.map((row) => row.order_number));
      const toldNumbers = new Set(told);
      const perShopper = new Map<number, number>();
      for (const row of stored) perShopper.set(row.user_id, (perShopper.get(row.user_id) ?? 0) + 1);
      const { rows: taken } = await client.query<{ sku_id: number; fc_id: number; quantity: number }>(
        `select i.sku_id, i.fc_id, sum(i.quantity)::int as quantity
           from order_items i join orders o on o.id = i.order_id where o.created_at >= $1
          group by i.sku_id, i.fc_id`,
        [startedAt],
      );
      const stockAfter = await stockOf(client, watched);
      const takenBy = new Map(taken.map((row) => [`${row.sku_id}@${row.fc_id}`, row.quantity]));
      let mismatches = 0;
      for (const [key, before] of stockBefore) {
        if (before - (stockAfter.get(key) ?? 0) !== (takenBy.get(key) ?? 0)) mismatches++;
      }
      const orders = {
        told: toldNumbers.size,
        stored: stored.length,
        toldButMissing: [...toldNumbers].filter((number) => !storedNumbers.has(number)).length,
        storedButNeverTold: stored.filter((row) => !toldNumbers.has(row.order_number)).length,
        shoppersWithTwo: [...perShopper.values()].filter((count) => count > 1).length,
      };
      const stock = {
        sizesWatched: stockBefore.size,
        unitsTaken: taken.reduce((sum, row) => sum + row.quantity, 0),
        mismatches,
      };
      const balances =
        orders.told === placements &&
        orders.toldButMissing === 0 &&
        orders.storedButNeverTold === 0 &&
        orders.shoppersWithTwo === 0 &&
        stock.mismatches === 0;
      return { orders, stock, balances };
    },

    close: () => client.end(),
  };
}

/** How many outcomes of each kind. */
export function countByKind(list: readonly Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of list) counts[outcome.kind] = (counts[outcome.kind] ?? 0) + 1;
  return counts;
}

export const failedOutcome = (outcome: Outcome) => outcome.status === "error" || outcome.status >= 500;
export const refusedOutcome = (outcome: Outcome) =>
  typeof outcome.status === "number" && outcome.status >= 400 && outcome.status < 500;
