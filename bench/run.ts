/**
 * `npm run bench -- <scenario> [--url http://localhost:3000] [--rate 200] [--seconds 20] [--connections 50]
 *   [--warmup 5] [--churn-ms 100 --database postgres://…]`
 * The bag scenarios need `--database` (the server's) to find sizes in stock, and set up their guests'
 * bags through the API before the run. `place-order` also needs `--jwt-secret` (the server's
 * ODIN_JWT_SECRET) to sign its shoppers in, and writes one shopper per placement of the run; start
 * the server with its gateways on `bench/gateway-sink.ts`, so that it does not deliver each order's
 * SMS and e-mail to its own demo sandbox. `admin` (the back office's lists and order pages, on a
 * store seeded with `--orders`) also needs `--database`, to write the owner's staff session and
 * pick its search terms; it reports percentiles per kind of request (`byKind`).
 * Drives a running Odin with an open-loop load at a fixed request rate (bench/open-loop.ts) and
 * prints latency percentiles. `--warmup` runs the same load first without recording it;
 * `--churn-ms` changes stock in the database during the measured run. `--bulk-edit N` (with
 * `--database`) starts a back-office bulk price edit of about N styles, applied by the server's job
 * runner, when the warm-up is over, the load going on; the run counts the requests due while the
 * edit applies (`--seconds` at most) and reports the edit's duration (bench/bulk-edit.ts). Record figures in
 * docs/benchmarks.md (command, machine, results).
 */
import { parseArgs } from "node:util";
import { STYLE_ID_START } from "../packages/db/src/seed/styles";
import { adminRequests } from "./admin-requests";
import { bagAdd, bagRead, couponSizes, guestsWithBags, vacuumBags } from "./bag-shoppers";
import { startBulkEdit } from "./bulk-edit";
import { startChurn } from "./churn";
import { listingUrls } from "./listing-urls";
import { type BenchRequest, JSON_HEADERS, runOpenLoop } from "./open-loop";
import { shopperPlacements } from "./order-shoppers";
import { searchUrls, suggestionBodies } from "./search-requests";

interface Scenario {
  describe: string;
  requests: (setup: {
    url: string;
    database?: string | undefined;
    jwtSecret?: string | undefined;
    count: number;
  }) => BenchRequest[] | Promise<BenchRequest[]>;
}

function needDatabase(database: string | undefined): string {
  if (!database)
    throw new Error("the bag and admin scenarios need --database postgres://… (the server's database)");
  return database;
}

const post = (path: string, body: unknown): BenchRequest => ({
  method: "POST",
  path,
  headers: JSON_HEADERS,
  body: JSON.stringify(body),
});

const SCENARIOS: Record<string, Scenario> = {
  header: {
    describe: "GET /api/v2/header (navigation tree)",
    requests: () => [{ method: "GET", path: "/api/v2/header?platform=desktop", headers: JSON_HEADERS }],
  },
  carousel: {
    describe: "POST /api/v2/carousel with a mix of home-page queries",
    requests: () =>
      ["na&sort=newest", "os", "f-br=nw", "f-br=us--fm&sort=price_asc", "f-co=Red"].map((query) =>
        post("/api/v2/carousel", { query, limit: 20 }),
      ),
  },
  listing: {
    describe:
      "POST /api/v2/listing/products over 1,200 distinct filter addresses (filters, sorts, facet counts)",
    requests: () =>
      listingUrls(1_200).map((deeplinkurl) => post("/api/v2/listing/products", { deeplinkurl })),
  },
  autosuggest: {
    describe: "POST /api/autoSuggestions with every 3+ character prefix of the relevance set's queries",
    requests: () => suggestionBodies().map((body) => post("/api/autoSuggestions", body)),
  },
  search: {
    describe:
      "POST /api/v2/listing/products over 1,200 distinct /search?q= addresses (filters, sorts, pages)",
    requests: () => searchUrls(1_200).map((deeplinkurl) => post("/api/v2/listing/products", { deeplinkurl })),
  },
  product: {
    describe: "POST /api/product/details over 5,000 styles spread through a 100,000-style catalog",
    requests: () =>
      Array.from({ length: 5_000 }, (_, i) =>
        post("/api/product/details", { styleId: STYLE_ID_START + ((i * 19_997) % 100_000) }),
      ),
  },
  home: {
    describe: "GET / (server-rendered home page)",
    requests: () => [{ method: "GET", path: "/" }],
  },
  "bag-read": {
    describe:
      "POST /api/checkout (read) of 200 guest bags, each of 10 sizes with the BUY2GET1 coupon applied",
    requests: async ({ url, database }) => {
      const sizes = await couponSizes(needDatabase(database), "BUY2GET1", 400);
      const guests = await guestsWithBags(url, sizes, { count: 200, items: 10, coupon: "BUY2GET1" });
      await vacuumBags(needDatabase(database));
      return guests.map(bagRead);
    },
  },
  "bag-add": {
    describe: "POST /api/checkout (update: add one unit) by 1,000 distinct guests, each over 20 sizes",
    requests: async ({ url, database }) => {
      const sizes = await couponSizes(needDatabase(database), "EXTRA10", 2_000);
      const guests = await guestsWithBags(url, sizes, { count: 1_000, items: 1 });
      await vacuumBags(needDatabase(database));
      // Request i goes to guest i mod 1,000, round r = i div 1,000 adds its (r mod 20)-th size.
      return Array.from({ length: 20_000 }, (_, i) => {
        const guest = i % 1_000;
        const size = sizes[(guest * 20 + (Math.floor(i / 1_000) % 20)) % sizes.length] as number;
        return bagAdd(guests[guest] as string, size);
      });
    },
  },
  admin: {
    describe:
      "GET of every back-office list, search and filter (orders, returns, refunds, payouts, reviews, customers, audit, jobs, outbox, staff) and order pages, as the seeded owner; percentiles per kind in byKind",
    requests: ({ url, database }) => adminRequests({ url, databaseUrl: needDatabase(database) }),
  },
  "place-order": {
    describe:
      "POST /api/payment/make: a 5-item bag by cash on delivery, each request a different shopper with its own idempotency key",
    requests: ({ url, database, jwtSecret, count }) => {
      if (!jwtSecret) throw new Error("place-order needs --jwt-secret (the server's ODIN_JWT_SECRET)");
      return shopperPlacements({
        url,
        databaseUrl: needDatabase(database),
        jwtSecret,
        count,
        items: 5,
        payment: "CASH_ON_DELIVERY",
      });
    },
  },
};

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: "string", default: "http://localhost:3000" },
    rate: { type: "string", default: "200" },
    seconds: { type: "string", default: "20" },
    connections: { type: "string", default: "50" },
    warmup: { type: "string", default: "0" },
    "churn-ms": { type: "string" },
    "bulk-edit": { type: "string" },
    database: { type: "string" },
    "jwt-secret": { type: "string" },
  },
});

const name = positionals[0] ?? "";
const scenario = SCENARIOS[name];
if (!scenario) {
  console.error(`usage: npm run bench -- <${Object.keys(SCENARIOS).join("|")}> [--url] [--rate] [--seconds]`);
  process.exit(1);
}
const churnMs = values["churn-ms"] ? Number(values["churn-ms"]) : undefined;
const bulkEditStyles = values["bulk-edit"] ? Number(values["bulk-edit"]) : undefined;
if ((churnMs || bulkEditStyles) && !values.database) {
  console.error("--churn-ms and --bulk-edit need --database postgres://… (the server's database)");
  process.exit(1);
}

// One request of each kind per due time of the warm-up and the run (placements are not repeated).
const count = Math.ceil(Number(values.rate) * (Number(values.seconds) + Number(values.warmup)));
const requests = await scenario.requests({
  url: values.url,
  database: values.database,
  jwtSecret: values["jwt-secret"],
  count,
});
/** The load from request `from` on (round-robin), so the run goes on where the warm-up stopped. */
const load = (
  seconds: number,
  from = 0,
  window: { from?: Promise<unknown>; until?: Promise<unknown> } = {},
) => {
  const start = from % requests.length;
  return runOpenLoop({
    url: values.url,
    requests: [...requests.slice(start), ...requests.slice(0, start)],
    rate: Number(values.rate),
    seconds,
    connections: Number(values.connections),
    ...window,
  });
};

const warmup = Number(values.warmup);
const warmed = Math.round(Number(values.rate) * warmup);
// A bulk edit starts when the warm-up is over, the load going on meanwhile (shoppers do not stop
// while an operator starts an edit); only the requests due while it applies count.
const editing =
  bulkEditStyles && values.database
    ? new Promise((resolve) => setTimeout(resolve, warmup * 1000)).then(() =>
        startBulkEdit({ url: values.url, databaseUrl: values.database as string, styles: bulkEditStyles }),
      )
    : undefined;
if (warmed > 0 && !editing) await load(warmup);
const churn = churnMs && values.database ? await startChurn(values.database, churnMs) : undefined;
const result = editing
  ? await load(warmup + Number(values.seconds), 0, { from: editing, until: editing.then((run) => run.done) })
  : await load(Number(values.seconds), warmed);
const bulkEdit = await editing;
const changes = churn ? await churn.stop() : undefined;
const { done: edited, ...edit } = bulkEdit ?? {};
console.log(
  JSON.stringify(
    {
      scenario: name,
      describe: scenario.describe,
      distinctRequests: requests.length,
      targetRate: Number(values.rate),
      ...result,
      ...(changes !== undefined ? { stockChangesDuringRun: changes } : {}),
      ...(edited ? { bulkEdit: { ...edit, ...(await edited) } } : {}),
    },
    null,
    2,
  ),
);
