/**
 * The catalogue's CSV import on a big file (decision 68): `node --import tsx bench/catalogue-import.ts
 * <database url> [rows]` writes a file of `rows` sizes (100,000 by default: new styles of five sizes
 * each, with Hindi names, quoted descriptions holding commas and line breaks, and units at two
 * centres), then times the import's own code: the upload, the dry run and the apply, and prints the
 * seconds of each and the rows per second. The database is a migrated and seeded one (`npm run seed`);
 * run no server on it (its job runner would take the import's jobs). The styles it creates are
 * removed afterwards.
 */
import { openDatabase, queryRows } from "@odin/db";
import { sql } from "drizzle-orm";
import { createCatalogueImportService } from "../apps/server/src/modules/catalogue-import";

const [url, rowsArgument = "100000"] = process.argv.slice(2);
const rows = Number.parseInt(rowsArgument, 10);
if (!url || !Number.isInteger(rows) || rows < 1) {
  throw new Error("usage: bench/catalogue-import.ts <database url> [rows]");
}
const SIZES = ["XS", "S", "M", "L", "XL"];

const handle = await openDatabase({ url, poolSize: 4 });
const { db } = handle;

const [owner] = await queryRows<{ id: number; name: string }>(
  db,
  sql`select u.id, u.first_name || ' ' || u.last_name as name
      from users u join staff_members m on m.user_id = u.id order by u.id limit 1`,
);
const [brand] = await queryRows<{ code: string }>(db, sql`select code from brands order by id limit 1`);
const [kind] = await queryRows<{ gender: string; name: string }>(
  db,
  sql`select gender, name from categories where level = 3 and article_type = 'kurtas' order by id limit 1`,
);
const centres = await queryRows<{ code: string }>(
  db,
  sql`select code from fulfilment_centres where kind = 'warehouse' order by id limit 2`,
);
if (!owner || !brand || !kind || centres.length < 2) throw new Error("the database is not seeded");

/** EAN-13s no seeded size has: prefix 29 (in-store numbers), a running number, its check digit. */
function ean(index: number): string {
  const body = `29${String(index).padStart(10, "0")}`;
  const sum = [...body].reduce((total, digit, at) => total + Number(digit) * (at % 2 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const run = Date.now().toString(36).toUpperCase().slice(-4);
const header = [
  "code",
  "brand",
  "gender",
  "articleType",
  "name",
  "description",
  "colour",
  "occasion",
  "hsnCode",
  "size",
  "ean",
  "mrp",
  "price",
  ...centres.map((centre) => `units ${centre.code}`),
].join(",");
const lines = [`\uFEFF${header}`];
for (let index = 0; index < rows; index += 1) {
  const style = Math.floor(index / SIZES.length);
  const code = `BN${run}${String(style).padStart(5, "0")}`;
  const mrp = 999 + (style % 50) * 100;
  lines.push(
    [
      code,
      brand.code,
      kind.gender,
      kind.name,
      `रेशमी कुर्ता ${style}`,
      '"Soft, light cotton\nwith a ""block"" print"',
      "Indigo",
      "Festive",
      "6204",
      SIZES[index % SIZES.length],
      ean((Date.now() % 100_000) * 100_000 + index),
      mrp,
      mrp - 200,
      index % 7,
      index % 3,
    ].join(","),
  );
}
const file = Buffer.from(lines.join("\r\n"));
console.log(`${rows} rows, ${(file.length / 1024 / 1024).toFixed(1)} MB`);

const imports = createCatalogueImportService({ db, progressEvery: 5_000 });
const staff = {
  actor: {
    staffId: owner.id,
    name: owner.name,
    clientAddress: "127.0.0.1",
    userAgent: "odin-bench",
    correlationId: "bench",
  },
  brandIds: null,
  centreIds: null,
};

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const answer = await work();
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${label}: ${seconds.toFixed(2)} s (${Math.round(rows / seconds).toLocaleString("en-IN")} rows/s)`,
  );
  return answer;
}

const uploaded = await timed("upload", () => imports.upload({ fileName: "bench.csv", bytes: file }, staff));
if (!uploaded.ok) throw new Error(`upload refused: ${uploaded.problem.detail}`);
const { importId } = uploaded.value;
await timed("dry run", () => imports.check(importId));
const checked = await imports.view(importId, staff);
if (!checked.ok || checked.value.status !== "checked") {
  throw new Error(
    `the dry run found errors: ${JSON.stringify(checked.ok ? checked.value.errors.slice(0, 5) : checked)}`,
  );
}
const started = await imports.apply(importId, staff);
if (!started.ok) throw new Error(`apply refused: ${started.problem.detail}`);
await timed("apply", () => imports.run(importId));
const applied = await imports.view(importId, staff);
if (!applied.ok || applied.value.status !== "applied")
  throw new Error(`the apply failed: ${JSON.stringify(applied)}`);
const { created: _created, ...result } = applied.value.result ?? { created: [] };
console.log(JSON.stringify(result));

// The import's jobs (the functions ran above) and what it created go.
await db.execute(sql`delete from jobs where name like 'catalogue-import-%' and key like ${`%:${importId}`}`);
await db.execute(sql`delete from stock_changes where request_id like ${`import:${importId}:%`}`);
await db.execute(
  sql`delete from stock where sku_id in (select k.id from skus k join styles s on s.id = k.style_id where s.code like ${`BN${run}%`})`,
);
await db.execute(
  sql`delete from skus where style_id in (select id from styles where code like ${`BN${run}%`})`,
);
await db.execute(sql`delete from styles where code like ${`BN${run}%`}`);
await handle.close();
