/**
 * `npm run bench:search-relevance -- [--styles 5000] [--database postgres://…] [--verbose]`
 * Measures how good search results are: every query of queries.ts goes through the listing API
 * (`POST /api/v2/listing/products` with `/search?q=…`, relevance order) and the first 10 results are
 * checked against the query's expectation. Prints precision@10 (relevant results among the first
 * 10, out of at most the number of relevant styles the catalog has) and the mean reciprocal rank of
 * the first relevant result, overall and per kind of query. Without --database it seeds the demo
 * store into an in-memory PGlite first.
 */
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { listingResponse } from "@odin/contracts";
import { type DatabaseHandle, fromPglite, migrateDatabase, openDatabase, queryRows } from "@odin/db";
import { seedDemoStore } from "@odin/db/seed";
import { sql } from "drizzle-orm";
import { buildApp } from "../../apps/server/src/app";
import { loadConfig } from "../../apps/server/src/platform/config";
import { type Expectation, type QueryKind, RELEVANCE_CASES, type RelevanceCase } from "./queries";

interface StyleFacts {
  id: number;
  brand: string;
  article: string;
  colour: string;
  gender: string;
  occasion: string;
  name: string;
}

const CUTOFF = 10;

const { values } = parseArgs({
  options: {
    styles: { type: "string", default: "5000" },
    database: { type: "string" },
    verbose: { type: "boolean", default: false },
  },
});

async function openCatalog(): Promise<DatabaseHandle> {
  if (values.database) return openDatabase({ url: values.database, poolSize: 2 });
  const handle = fromPglite(await PGlite.create("memory://", { extensions: { pg_trgm } }));
  await migrateDatabase(handle);
  await seedDemoStore(handle.db, { styles: Number(values.styles) });
  return handle;
}

const holds = (style: StyleFacts, expectation: Expectation) =>
  (!expectation.brand || expectation.brand.includes(style.brand)) &&
  (!expectation.article || expectation.article.includes(style.article)) &&
  (!expectation.colour || expectation.colour.includes(style.colour)) &&
  (!expectation.gender || expectation.gender.includes(style.gender)) &&
  (!expectation.occasion || expectation.occasion.includes(style.occasion)) &&
  (!expectation.name || style.name.includes(expectation.name));

const relevant = (style: StyleFacts | undefined, test: RelevanceCase) =>
  style !== undefined && [test.expect].flat().some((expectation) => holds(style, expectation));

const database = await openCatalog();
const facts = new Map(
  (
    await queryRows<StyleFacts>(
      database.db,
      sql`select s.id, b.code as brand, s.article_type as article, s.colour, s.gender, s.occasion, s.name
          from styles s join brands b on b.id = s.brand_id`,
    )
  ).map((style) => [style.id, style]),
);
const app = await buildApp({
  config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ODIN_MODE: "demo" }),
  database,
  storefront: "none",
});
await app.ready();

const rows: { test: RelevanceCase; precision: number; reciprocalRank: number; top: string[] }[] = [];
for (const test of RELEVANCE_CASES) {
  const response = await app.inject({
    method: "POST",
    url: "/api/v2/listing/products",
    headers: { module: "odin", "content-type": "application/json" },
    payload: { deeplinkurl: `/search?q=${encodeURIComponent(test.query)}` },
  });
  const ids = listingResponse
    .parse(response.json())
    .styles.styleList.slice(0, CUTOFF)
    .map((card) => card.styleId);
  const hits = ids.map((id) => relevant(facts.get(id), test));
  const available = [...facts.values()].filter((style) => relevant(style, test)).length;
  const first = hits.indexOf(true);
  rows.push({
    test,
    precision: available === 0 ? 1 : hits.filter(Boolean).length / Math.min(CUTOFF, available),
    reciprocalRank: first === -1 ? 0 : 1 / (first + 1),
    top: ids.map((id, i) => `${hits[i] ? "+" : "-"} ${facts.get(id)?.name ?? id} (${facts.get(id)?.brand})`),
  });
}
await app.close();
await database.close();

const mean = (list: number[]) => list.reduce((sum, value) => sum + value, 0) / Math.max(1, list.length);
const summary = (list: typeof rows) => ({
  queries: list.length,
  precisionAt10: Number(mean(list.map((row) => row.precision)).toFixed(3)),
  mrr: Number(mean(list.map((row) => row.reciprocalRank)).toFixed(3)),
});
const kinds: QueryKind[] = ["typo", "mixed", "brand", "article", "synonym"];
const weak = rows.filter((row) => row.precision < 1 || row.reciprocalRank < 1);
if (values.verbose) {
  for (const row of weak)
    console.log(`${row.test.query}: P@10 ${row.precision.toFixed(2)}\n  ${row.top.join("\n  ")}`);
}
console.log(
  JSON.stringify(
    {
      catalogStyles: facts.size,
      overall: summary(rows),
      byKind: Object.fromEntries(
        kinds.map((kind) => [kind, summary(rows.filter((row) => row.test.kind === kind))]),
      ),
      belowPerfect: weak.map((row) => ({
        query: row.test.query,
        precisionAt10: Number(row.precision.toFixed(2)),
        reciprocalRank: Number(row.reciprocalRank.toFixed(2)),
      })),
    },
    null,
    2,
  ),
);
