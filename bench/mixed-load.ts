import { readFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { AUTH_COOKIES } from "@odin/contracts";
import pg from "pg";
import { loadConfig } from "../apps/server/src/platform/config";
import { TEST_CARDS } from "../apps/server/src/sandbox/pg/test-cards";
import { backToStore, formsOf } from "../apps/server/src/testing/online-payment-forms";
import { bagRead, guestsWithBags } from "./bag-shoppers";
import { listingUrls } from "./listing-urls";
import { type BenchRequest, JSON_HEADERS } from "./open-loop";
import { type PlacementPayment, shopperPlacements } from "./order-shoppers";

/**
 * The mixed load of `npm run cluster` (bench/faults.ts, bench/soak.ts; issue "Proof of scale"): in
 * every 20 requests one shopper places an order, by cash on delivery and by card in turn (each
 * placement its own shopper's, with its own idempotency key), and of the rest half are listings, a
 * quarter product pages and a quarter guests adding a size to their bags.
 *
 * A card shopper goes on as a browser without scripts does: the payment page of the store, the
 * gateway's page (the cluster's stand-in, reached directly as a real gateway is), the card typed and
 * paid, and the signed answer posted back to the store. Every fourth closes the tab once paid and the
 * gateway sends no webhook, so only the store's reconciliation can place that order. A step that
 * fails is tried again, as a shopper presses again or reloads.
 *
 * Each request's outcome is kept, with when it was sent and when it ended, and the ledger checks the
 * orders, the charges at the gateway, the stock and the guests' bags against what the shoppers did.
 */

export interface Outcome {
  kind: string;
  /**
   * When it was due (a card journey's later steps: when sent) and when its answer (or failure) came,
   * in ms from the start of the load: a request the generator sent late counts its lateness.
   */
  due: number;
  ended: number;
  status: number | "error";
  body?: string;
  location?: string;
}

/** The command-line options that say where the cluster is (`parseArgs`), as `cluster.sh` sets it up. */
export const CLUSTER_OPTIONS = {
  url: { type: "string", default: "http://localhost:3300" },
  "cluster-dir": { type: "string", default: process.env.ODIN_CLUSTER_DIR ?? "/tmp/odin-cluster" },
  database: {
    type: "string",
    default: `postgres://postgres@127.0.0.1:5432/${process.env.ODIN_CLUSTER_DB ?? "odin_cluster"}`,
  },
  /** The process that stands in for the payment gateways. */
  gateway: { type: "string", default: "http://127.0.0.1:3309" },
  /** How long the ledger waits for every payment of the run to settle (reconciliation included). */
  "settle-seconds": { type: "string", default: "300" },
} as const;

export interface MixedLoadOptions {
  url: string;
  database: string;
  clusterDir: string;
  gateway: string;
  rate: number;
  seconds: number;
  settleSeconds: number;
}

/** The load's options from the parsed `CLUSTER_OPTIONS`, at a rate for a time. */
export function mixedLoadOptions(
  values: { url: string; database: string; "cluster-dir": string; gateway: string; "settle-seconds": string },
  rate: number,
  seconds: number,
): MixedLoadOptions {
  return {
    url: values.url,
    database: values.database,
    clusterDir: values["cluster-dir"],
    gateway: values.gateway,
    settleSeconds: Number(values["settle-seconds"]),
    rate,
    seconds,
  };
}

/** What `run` sent and what the shoppers were told. */
export interface LoadRun {
  answered: Outcome[];
  cod: { placements: number; again: Outcome[]; told: string[] };
  card: CardJourney[];
}

/** One card shopper's way through, as far as it went. */
export interface CardJourney {
  orderId?: string;
  transactionId?: string;
  /** The gateway took the money. */
  paid: boolean;
  /** Closed the tab once paid: only reconciliation can place the order. */
  closedTab: boolean;
  /** The store's answer to the gateway's return was the order's confirmation. */
  told: boolean;
}

/** One placement of an order in every this many requests, by cash on delivery and by card in turn. */
const PLACEMENT_EVERY = 20;
/** One card shopper in this many closes the tab once paid. */
const CLOSED_TAB_EVERY = 4;
/** A step that failed is tried this many times in all, this far apart. */
const TRIES = 5;
const TRY_AGAIN_MS = 1_500;
const FORM_HEADERS = { "content-type": "application/x-www-form-urlencoded" };
const [CARD_NUMBER] = TEST_CARDS;
const CARD = {
  number: CARD_NUMBER?.number ?? "",
  name: "Bench Buyer",
  month: "12",
  year: String(new Date().getFullYear() + 1),
  cvv: "123",
};

/** A secret `cluster.sh` wrote: shoppers sign in with tokens made with its token key, and the gateways' keys derive from its session secret. */
function clusterSecret(clusterDir: string, name: string): string {
  const secrets = readFileSync(join(clusterDir, "secrets.env"), "utf8");
  const secret = new RegExp(`${name}=(\\S+)`).exec(secrets)?.[1];
  if (!secret) throw new Error(`no ${name} in ${clusterDir}/secrets.env: is the cluster up?`);
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
  const placementsBy = (payment: PlacementPayment) =>
    shopperPlacements({
      url: options.url,
      databaseUrl: options.database,
      jwtSecret: clusterSecret(options.clusterDir, "ODIN_JWT_SECRET"),
      count: Math.ceil(total / PLACEMENT_EVERY / 2),
      items: 2,
      payment,
    });
  const codPlacements = await placementsBy("CASH_ON_DELIVERY");
  const cardPlacements = await placementsBy("CREDIT_CARD");
  const razorpay = loadConfig({
    ODIN_MODE: "demo",
    ODIN_SESSION_SECRET: clusterSecret(options.clusterDir, "ODIN_SESSION_SECRET"),
  }).payments.razorpay.keys;
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
  const now = () => performance.now() - start;
  async function send(request: BenchRequest, kind: string, due = now()): Promise<Outcome> {
    try {
      const response = await fetch(new URL(request.path, options.url), {
        method: request.method,
        headers: request.headers,
        ...(request.body === undefined ? {} : { body: request.body }),
        redirect: "manual",
        signal: AbortSignal.timeout(30_000),
      });
      const body = await response.text();
      const location = response.headers.get("location") ?? undefined;
      return { kind, due, ended: now(), status: response.status, body, location };
    } catch {
      return { kind, due, ended: now(), status: "error" };
    }
  }

  /** Sends a request until it is answered without a failure, up to `TRIES` times; keeps every outcome. */
  async function persist(request: BenchRequest, kind: string, kept: Outcome[]): Promise<Outcome> {
    let outcome = await send(request, kind);
    kept.push(outcome);
    for (let tries = 1; tries < TRIES && failedOutcome(outcome); tries++) {
      await sleep(TRY_AGAIN_MS);
      outcome = await send(request, `${kind} again`);
      kept.push(outcome);
    }
    return outcome;
  }

  const form = (action: string, fields: Record<string, string>): BenchRequest => ({
    method: "POST",
    path: action,
    headers: FORM_HEADERS,
    body: new URLSearchParams(fields).toString(),
  });

  /** A card shopper from placing the order to the store's answer to the gateway's return. */
  async function cardJourney(
    request: BenchRequest,
    closedTab: boolean,
    kept: Outcome[],
  ): Promise<CardJourney> {
    const journey: CardJourney = { paid: false, closedTab, told: false };
    const made = await persist(request, "card: place order", kept);
    if (made.status !== 200) return journey;
    const answer = JSON.parse(made.body as string) as {
      orderId: string;
      transactionId: string;
      redirectUrl: string;
    };
    journey.orderId = answer.orderId;
    journey.transactionId = answer.transactionId;
    // The store's payment page reads the shopper's access token from its cookie.
    const token = request.headers?.authorization?.replace(/^Bearer /, "") ?? "";
    const payPage = await persist(
      {
        method: "GET",
        path: answer.redirectUrl,
        headers: { cookie: `${AUTH_COOKIES.accessToken}=${token}` },
      },
      "card: payment page",
      kept,
    );
    const handoff = formsOf(payPage.body ?? "").find((found) => found.action.startsWith(options.gateway));
    if (payPage.status !== 200 || !handoff) return journey;
    const gatewayPage = await persist(form(handoff.action, handoff.fields), "gateway: its page", kept);
    const [cardForm] = formsOf(gatewayPage.body ?? "");
    if (gatewayPage.status !== 200 || !cardForm) return journey;
    const paid = await persist(
      form(new URL(cardForm.action, handoff.action).href, {
        ...cardForm.fields,
        ...CARD,
        outcome: "success",
        ...(closedTab ? { webhooks: "none" } : {}),
      }),
      "gateway: card paid",
      kept,
    );
    if (paid.status !== 200) return journey;
    journey.paid = true;
    if (closedTab) return journey;
    const back = backToStore(paid.body ?? "");
    const returned = await persist(form(back.action, back.fields), "card: back at the store", kept);
    journey.told =
      returned.status === 303 && (returned.location ?? "").includes(`/${answer.orderId}/success/`);
    return journey;
  }

  return {
    /**
     * Sends the load at `rate` for `seconds` (request i due at start + i / rate, whatever happened
     * to the others), calling `started` with the start; then sends each cash-on-delivery placement
     * that failed once more with the same request and key, as a shopper pressing the button again
     * would. A card shopper tries each step again on its own.
     */
    async run(started: (start: number) => void = () => undefined): Promise<LoadRun> {
      start = performance.now();
      started(start);
      const outcomes: Promise<Outcome>[] = [];
      const placed: { request: BenchRequest; outcome: Promise<Outcome> }[] = [];
      const journeys: Promise<CardJourney>[] = [];
      const journeySteps: Outcome[] = [];
      for (let i = 0; i < total; i++) {
        const due = (i * 1000) / options.rate;
        await sleep(Math.max(0, due - now()));
        const placement = i / PLACEMENT_EVERY;
        if (i % PLACEMENT_EVERY === 0 && placement % 2 === 0 && placed.length < codPlacements.length) {
          const request = codPlacements[placed.length] as BenchRequest;
          const outcome = send(request, "place order", due);
          placed.push({ request, outcome });
          outcomes.push(outcome);
        } else if (
          i % PLACEMENT_EVERY === 0 &&
          placement % 2 === 1 &&
          journeys.length < cardPlacements.length
        ) {
          const request = cardPlacements[journeys.length] as BenchRequest;
          journeys.push(
            cardJourney(request, journeys.length % CLOSED_TAB_EVERY === CLOSED_TAB_EVERY - 1, journeySteps),
          );
        } else {
          const [request, kind] = browsing(i);
          outcomes.push(send(request, kind, due));
        }
      }
      const card = await Promise.all(journeys);
      const answered = [...(await Promise.all(outcomes)), ...journeySteps];
      const again: Outcome[] = [];
      const told: string[] = [];
      for (const { request, outcome } of placed) {
        let result = await outcome;
        if (result.status !== 200) {
          result = await send(request, "place order again");
          again.push(result);
        }
        if (result.status === 200)
          told.push((JSON.parse(result.body as string) as { orderId: string }).orderId);
      }
      return { answered, cod: { placements: placed.length, again, told }, card };
    },

    /**
     * What the database and the gateway hold against what the shoppers did, once every payment of
     * the run has settled (waiting up to `settleSeconds` for reconciliation), and whether it
     * balances: every cash-on-delivery placement told of its order; every order a shopper was told
     * of, or paid for, stored once and no other; no shopper with two; each card order placed once
     * and charged once, none charged and not placed, none placed and not charged, no payment left
     * pending; each size's stock down by exactly what the placed orders took; and every guest's bag
     * still there.
     */
    async ledger(result: LoadRun) {
      const { cod, card } = result;
      const settling = performance.now();
      let pending = Number.POSITIVE_INFINITY;
      while (pending > 0 && performance.now() - settling < options.settleSeconds * 1000) {
        const { rows } = await client.query<{ pending: number }>(
          `select count(*)::int as pending from payment_transactions
            where created_at >= $1 and status in ('created', 'pending')`,
          [startedAt],
        );
        pending = rows[0]?.pending ?? 0;
        if (pending > 0) await sleep(2_000);
      }
      const settledAfterSeconds = Math.round((performance.now() - settling) / 1000);

      const { rows: stored } = await client.query<{ order_number: string; user_id: number; status: string }>(
        "select order_number, user_id, status from orders where created_at >= $1",
        [startedAt],
      );
      const storedNumbers = new Set(stored.map((row) => row.order_number));
      const paidFor = new Set(card.filter((journey) => journey.paid).map((journey) => journey.orderId));
      const toldNumbers = new Set([
        ...cod.told,
        ...card.filter((journey) => journey.told).map((journey) => journey.orderId as string),
      ]);
      const perShopper = new Map<number, number>();
      for (const row of stored) perShopper.set(row.user_id, (perShopper.get(row.user_id) ?? 0) + 1);
      const orders = {
        cashOnDeliveryPlacements: cod.placements,
        cashOnDeliveryTold: cod.told.length,
        sentAgain: cod.again.length,
        failedAgain: cod.again.filter((outcome) => outcome.status !== 200).length,
        told: toldNumbers.size,
        stored: stored.length,
        toldButMissing: [...toldNumbers].filter((number) => !storedNumbers.has(number)).length,
        storedButNeitherToldNorPaid: stored.filter(
          (row) => !toldNumbers.has(row.order_number) && !paidFor.has(row.order_number),
        ).length,
        shoppersWithTwo: [...perShopper.values()].filter((count) => count > 1).length,
      };

      const charges = await cardCharges(card, { pendingAtEnd: pending, settledAfterSeconds });

      // Stock: what the orders still holding their sizes took (a failed or cancelled one gave them back).
      const { rows: taken } = await client.query<{ sku_id: number; fc_id: number; quantity: number }>(
        `select i.sku_id, i.fc_id, sum(i.quantity)::int as quantity
           from order_items i join orders o on o.id = i.order_id
          where o.created_at >= $1 and o.status not in ('PAYMENT_FAILED', 'CANCELLED')
          group by i.sku_id, i.fc_id`,
        [startedAt],
      );
      const stockAfter = await stockOf(client, watched);
      const takenBy = new Map(taken.map((row) => [`${row.sku_id}@${row.fc_id}`, row.quantity]));
      let mismatches = 0;
      for (const [key, before] of stockBefore) {
        if (before - (stockAfter.get(key) ?? 0) !== (takenBy.get(key) ?? 0)) mismatches++;
      }
      const stock = {
        sizesWatched: stockBefore.size,
        unitsTaken: taken.reduce((sum, row) => sum + row.quantity, 0),
        mismatches,
      };

      // Sessions: every guest's bag still answers with what it holds.
      const bags = await Promise.all(guests.map((cookie) => send(bagRead(cookie), "bag read")));
      const sessions = {
        guests: guests.length,
        bagsIntact: bags.filter(
          (bag) =>
            bag.status === 200 && (JSON.parse(bag.body ?? "{}") as { products?: unknown[] }).products?.length,
        ).length,
      };

      const balances =
        orders.cashOnDeliveryTold === cod.placements &&
        orders.failedAgain === 0 &&
        orders.toldButMissing === 0 &&
        orders.storedButNeitherToldNorPaid === 0 &&
        orders.shoppersWithTwo === 0 &&
        charges.started === card.length &&
        charges.paid === card.length &&
        charges.pendingAtEnd === 0 &&
        charges.doubleCharged === 0 &&
        charges.chargedNotPlaced === 0 &&
        charges.placedNotCharged === 0 &&
        charges.closedTabPlaced === charges.closedTab &&
        stock.mismatches === 0 &&
        sessions.bagsIntact === sessions.guests;
      return { orders, charges, stock, sessions, balances };
    },

    close: () => client.end(),
  };

  /**
   * The card orders as the database and the gateway see them: each order's captured and refunded
   * payments, asked of the gateway's API with the store's keys.
   */
  async function cardCharges(
    card: readonly CardJourney[],
    settling: { pendingAtEnd: number; settledAfterSeconds: number },
  ) {
    const numbers = card.flatMap((journey) => (journey.orderId ? [journey.orderId] : []));
    const { rows } = await client.query<{
      order_number: string;
      status: string;
      gateway_order_id: string | null;
    }>(
      `select o.order_number, o.status, t.gateway_order_id
         from orders o left join payment_transactions t on t.order_id = o.id
        where o.order_number = any($1::text[])`,
      [numbers],
    );
    const authorization = `Basic ${Buffer.from(`${razorpay.keyId}:${razorpay.keySecret}`).toString("base64")}`;
    const byOrder = new Map<string, { status: string; captured: number; refunded: number }>();
    for (const row of rows) {
      const entry = byOrder.get(row.order_number) ?? { status: row.status, captured: 0, refunded: 0 };
      byOrder.set(row.order_number, entry);
      if (!row.gateway_order_id) continue;
      const response = await fetch(
        `${options.gateway}/_sandbox/pg/razorpay/v1/orders/${row.gateway_order_id}/payments`,
        { headers: { authorization } },
      );
      if (!response.ok)
        throw new Error(`the gateway answered ${response.status} for ${row.gateway_order_id}`);
      const { items } = (await response.json()) as { items: { status: string }[] };
      entry.captured += items.filter((payment) => payment.status === "captured").length;
      entry.refunded += items.filter((payment) => payment.status === "refunded").length;
    }
    const orders = [...byOrder.values()];
    const closed = card.filter((journey) => journey.closedTab && journey.paid);
    return {
      journeys: card.length,
      started: numbers.length,
      paid: card.filter((journey) => journey.paid).length,
      toldOnReturn: card.filter((journey) => journey.told).length,
      closedTab: closed.length,
      /** Placed with no webhook and no return: by reconciliation alone. */
      closedTabPlaced: closed.filter((journey) => byOrder.get(journey.orderId as string)?.status === "PLACED")
        .length,
      ...settling,
      capturedPayments: orders.reduce((sum, order) => sum + order.captured, 0),
      refundedPayments: orders.reduce((sum, order) => sum + order.refunded, 0),
      doubleCharged: orders.filter((order) => order.captured > 1).length,
      chargedNotPlaced: orders.filter((order) => order.captured > 0 && order.status !== "PLACED").length,
      placedNotCharged: orders.filter((order) => order.captured === 0 && order.status === "PLACED").length,
    };
  }
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
