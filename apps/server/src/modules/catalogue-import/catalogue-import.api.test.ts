import { CATALOGUE_IMPORT, type CatalogueImport, catalogueImport } from "@odin/contracts";
import { queryRows, schema } from "@odin/db";
import { and, eq, inArray, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { multipartFile } from "../../testing/multipart";
import { createRole, createStaff, signInStaff, staffWith, type TestStaff } from "../../testing/staff";
import { CLIENT_HEADERS, problemOf } from "../../testing/test-app";
import { createCatalogueImportService } from "./catalogue-import.service";
import { IMPORT_APPLY, IMPORT_CHECK } from "./catalogue-import-jobs";

/** The catalogue's CSV import (catalogue:write): dry run, all-or-nothing apply, scope, bounds, progress. */

const test = useTestApp();
let manager: TestStaff;
let reader: TestStaff;
let otherBrandStaff: TestStaff;
let brand: { code: string; name: string };
let kind: { gender: string; name: string };
let centres: { id: number; code: string }[];
const codes: string[] = [];

/** A style code no other test file uses. */
function newCode(): string {
  const code = `IMP${Math.random().toString(36).slice(2, 9).toUpperCase().padEnd(7, "0")}`;
  codes.push(code);
  return code;
}

/** An EAN-13 with its check digit, from 12 random digits. */
function newEan(): string {
  const digits = [2, 9, ...Array.from({ length: 10 }, () => Math.floor(Math.random() * 10))];
  const sum = digits.reduce((total, digit, index) => total + digit * (index % 2 ? 3 : 1), 0);
  return `${digits.join("")}${(10 - (sum % 10)) % 10}`;
}

/** A style the file's first import creates, which the others update: its code, sizes and EANs. */
const base = { code: "", eans: ["", ""] };

beforeAll(async () => {
  manager = await staffWith(test, ["catalogue:read", "catalogue:write", "audit:read"]);
  reader = await staffWith(test, ["catalogue:read"]);
  const { db } = test.database;
  const brands = await db
    .select({ id: schema.brands.id, code: schema.brands.code, name: schema.brands.name })
    .from(schema.brands)
    .orderBy(schema.brands.id);
  brand = brands[0] as { code: string; name: string };
  const other = brands[1]?.id as number;
  const [leaf] = await db
    .select({ gender: schema.categories.gender, name: schema.categories.name })
    .from(schema.categories)
    .where(eq(schema.categories.articleType, "tshirts"))
    .limit(1);
  kind = leaf as { gender: string; name: string };
  centres = await queryRows<{ id: number; code: string }>(
    db,
    sql`select id, code from fulfilment_centres where kind = 'warehouse' order by id limit 2`,
  );
  otherBrandStaff = await signInStaff(
    test,
    await createStaff(test, await createRole(test, ["catalogue:read", "catalogue:write"]), {
      brandIds: [other],
    }),
  );
  base.code = newCode();
  base.eans = [newEan(), newEan()];
  const created = await dryRun(
    [
      header(),
      newRow(base.code, {
        size: "M",
        ean: base.eans[0] ?? "",
        mrp: "1999",
        price: "1499",
        units: ["4"],
        name: "Odinbase tee",
      }),
      newRow(base.code, {
        size: "L",
        ean: base.eans[1] ?? "",
        mrp: "1999",
        price: "1599",
        name: "Odinbase tee",
      }),
    ].join("\n"),
  );
  expect(created.errors).toEqual([]);
  expect((await applyImport(created.importId)).status).toBe("applied");
});

afterAll(async () => {
  const { db } = test.database;
  const ids = (
    await db.select({ id: schema.styles.id }).from(schema.styles).where(inArray(schema.styles.code, codes))
  ).map((row) => row.id);
  if (ids.length > 0) {
    const skus = await db
      .select({ id: schema.skus.id })
      .from(schema.skus)
      .where(inArray(schema.skus.styleId, ids));
    const skuIds = skus.map((row) => row.id);
    if (skuIds.length > 0) {
      await db.delete(schema.stockChanges).where(inArray(schema.stockChanges.skuId, skuIds));
      await db.delete(schema.stock).where(inArray(schema.stock.skuId, skuIds));
      await db.delete(schema.skus).where(inArray(schema.skus.id, skuIds));
    }
    await db.delete(schema.styles).where(inArray(schema.styles.id, ids));
  }
  await db.delete(schema.stockChanges).where(like(schema.stockChanges.requestId, "import:%"));
  await db.delete(schema.jobs).where(like(schema.jobs.name, "catalogue-import-%"));
});

const HEADER =
  "\uFEFFCode,BRAND,gender,Article Type,name,description,colour,occasion,HSN_code,size,ean,mrp,price";

/** The header with a units column per test centre. */
const header = () => `${HEADER},${centres.map((centre) => `units ${centre.code}`).join(",")}`;

async function upload(csv: string | Buffer, staff = manager, fileName = "catalogue.csv") {
  const { payload, contentType } = multipartFile(
    "file",
    Buffer.isBuffer(csv) ? csv : Buffer.from(csv),
    fileName,
    "text/csv",
  );
  return test.app.inject({
    method: "POST",
    url: "/admin/api/catalogue/imports",
    headers: { ...staff.headers, "content-type": contentType },
    payload,
  });
}

async function view(importId: number, staff = manager): Promise<CatalogueImport> {
  const answer = await test.app.inject({
    method: "GET",
    url: `/admin/api/catalogue/imports/${importId}`,
    headers: staff.headers,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return catalogueImport.parse(answer.json());
}

/** Runs the import's due job of that kind as the runner would. */
async function runJob(name: typeof IMPORT_CHECK, importId: number): Promise<void> {
  const { db } = test.database;
  const definition = (await import("../../platform/jobs"))
    .jobRegistryOf(test.app)
    .definitions()
    .find((job) => job.name === name);
  if (!definition) throw new Error(`no job ${name}`);
  const [row] = await db
    .select()
    .from(schema.jobs)
    .where(
      and(
        eq(schema.jobs.name, name),
        eq(schema.jobs.state, "pending"),
        like(schema.jobs.key, `%:${importId}`),
      ),
    );
  if (!row) throw new Error(`no ${name} job for import ${importId}`);
  await definition.run({ importId }, { db, log: test.app.log, jobId: row.id, attempt: 1, key: row.key });
  await db.update(schema.jobs).set({ state: "done" }).where(eq(schema.jobs.id, row.id));
}

/** Uploads a file and runs its dry run: the import as the page then shows it. */
async function dryRun(csv: string, staff = manager): Promise<CatalogueImport> {
  const answer = await upload(csv, staff);
  expect(answer.statusCode, answer.body).toBe(200);
  const started = catalogueImport.parse(answer.json());
  expect(started.status).toBe("checking");
  await runJob(IMPORT_CHECK, started.importId);
  return view(started.importId, staff);
}

async function applyImport(importId: number, staff = manager): Promise<CatalogueImport> {
  const answer = await test.app.inject({
    method: "POST",
    url: `/admin/api/catalogue/imports/${importId}/apply`,
    headers: staff.headers,
    payload: {},
  });
  expect(answer.statusCode, answer.body).toBe(200);
  expect(catalogueImport.parse(answer.json()).status).toBe("applying");
  await runJob(IMPORT_APPLY, importId);
  return view(importId, staff);
}

/** A row of a new style's size: its units at each test centre, blank when not given. */
function newRow(
  code: string,
  values: { size: string; ean: string; mrp: string; price: string; units?: string[]; name?: string },
) {
  const description = '"Soft cotton, with ""Odin"" print\nand a pocket"';
  const name = values.name ?? "Odinimport Zephyr tee நீலம்";
  const units = centres.map((_, index) => values.units?.[index] ?? "");
  return [
    code,
    brand.code,
    kind.gender,
    kind.name,
    name,
    description,
    "Blue",
    "Casual",
    "6109",
    values.size,
    values.ean,
    values.mrp,
    values.price,
    ...units,
  ].join(",");
}

const stylesOf = (list: readonly string[]) =>
  test.database.db
    .select()
    .from(schema.styles)
    .where(inArray(schema.styles.code, [...list]));

describe("the dry run", () => {
  it("lists each bad row's line and column, and changes nothing", async () => {
    const code = newCode();
    const csv = [
      header(),
      newRow(code, { size: "S", ean: newEan(), mrp: "999", price: "799" }),
      newRow(code, { size: "M", ean: "1234567890123", mrp: "999", price: "799" }),
      newRow(code, { size: "L", ean: newEan(), mrp: "999", price: "1299" }),
      newRow(code, { size: "XL", ean: newEan(), mrp: "999", price: "799", units: ["many"] }),
      newRow(newCode(), { size: "S", ean: newEan(), mrp: "999", price: "799" }).replace(
        `,${brand.code},`,
        ",nosuchbrand,",
      ),
    ].join("\r\n");
    const checked = await dryRun(csv);
    expect(checked.status).toBe("invalid");
    expect(checked.rowsTotal).toBe(5);
    // The description's quoted line break makes each row two lines long.
    expect(checked.errors.map((error) => [error.line, error.column])).toEqual([
      [4, "ean"],
      [6, "price"],
      [8, `units ${centres[0]?.code}`],
      [10, "BRAND"],
    ]);
    expect(checked.errorCount).toBe(4);
    expect(await stylesOf(codes.filter((known) => known !== base.code))).toEqual([]);
    const refused = await test.app.inject({
      method: "POST",
      url: `/admin/api/catalogue/imports/${checked.importId}/apply`,
      headers: manager.headers,
      payload: {},
    });
    expect(refused.statusCode).toBe(409);
    expect(problemOf(refused)?.code).toBe("IMPORT_NOT_CHECKED");
  });

  it("names unknown and missing columns", async () => {
    const checked = await dryRun("code;name\r\nABC;x\r\n");
    expect(checked.status).toBe("invalid");
    expect(checked.errors.map((error) => error.message).join(" ")).toMatch(
      /Unknown columns: code;name.*Missing columns: code, brand/,
    );
  });

  it("writes its progress while it reads a large file", async () => {
    const code = newCode();
    const rows = Array.from({ length: 60 }, (_, index) =>
      newRow(code, { size: `S${index}`, ean: newEan(), mrp: "999", price: "799" }),
    );
    const started = catalogueImport.parse((await upload([header(), ...rows].join("\n"))).json());
    // The rows checked, as each statement writes them while the job reads the file.
    const written: number[] = [];
    const { db } = test.database;
    const watched = new Proxy(db, {
      get(target, key, receiver) {
        if (key !== "update") return Reflect.get(target, key, receiver);
        return (table: typeof schema.catalogueImports) => {
          const builder = target.update(table);
          const set = builder.set.bind(builder);
          return Object.assign(builder, {
            set(values: { rowsChecked?: number }) {
              if (values.rowsChecked !== undefined) written.push(values.rowsChecked);
              return set(values);
            },
          });
        };
      },
    });
    await createCatalogueImportService({ db: watched, progressEvery: 10 }).check(started.importId);
    // Every 10 rows, then the dry run's outcome.
    expect(written).toEqual([10, 20, 30, 40, 50, 60, 60]);
    expect(await view(started.importId)).toMatchObject({
      status: "checked",
      rowsTotal: 60,
      rowsChecked: 60,
      errorCount: 0,
    });
  });
});

describe("the apply", () => {
  it("creates and updates styles, sizes, prices and stock in one go, with stock changes and an audit entry", async () => {
    const code = newCode();
    const [eanS, eanM] = [newEan(), newEan()];
    const existingRow = [base.code, ...Array(8).fill(""), "m", base.eans[0], "2100", "1599.50", "9", "2"];
    const csv = [
      header(),
      newRow(code, { size: "S", ean: eanS, mrp: "1299", price: "999", units: ["5"] }),
      newRow(code, { size: "M", ean: eanM, mrp: "1299", price: "899", units: ["", "3"] }),
      existingRow.join(","),
    ].join("\n");
    const checked = await dryRun(csv);
    expect(checked.errors).toEqual([]);
    expect(checked.status).toBe("checked");
    const applied = await applyImport(checked.importId);
    expect(applied.status, JSON.stringify(applied.errors)).toBe("applied");
    expect(applied.rowsApplied).toBe(3);
    expect(applied.result).toMatchObject({
      stylesCreated: 1,
      stylesUpdated: 1,
      sizesCreated: 2,
      pricesChanged: 1,
    });
    const [created] = await stylesOf([code]);
    expect(created).toMatchObject({
      name: "Odinimport Zephyr tee நீலம்",
      story: 'Soft cotton, with "Odin" print\nand a pocket',
      published: false,
      mrp: 129_900,
      price: 89_900,
      discountPercent: 31,
    });
    expect(applied.result?.created).toEqual([{ styleId: created?.id, code, name: created?.name }]);
    const sizes = await test.database.db
      .select()
      .from(schema.skus)
      .where(eq(schema.skus.styleId, created?.id ?? 0));
    expect(sizes.map((row) => [row.size, row.ean, row.position]).sort()).toEqual([
      ["M", eanM, 2],
      ["S", eanS, 1],
    ]);
    const [updated] = await stylesOf([base.code]);
    const [medium] = await test.database.db
      .select()
      .from(schema.skus)
      .where(and(eq(schema.skus.styleId, updated?.id ?? 0), eq(schema.skus.size, "M")));
    expect(medium).toMatchObject({ mrp: 210_000, price: 159_950 });
    // The style's listed price follows its cheapest size, L at ₹1,599.
    expect(updated).toMatchObject({ mrp: 199_900, price: 159_900, name: "Odinbase tee" });
    const changes = await test.database.db
      .select()
      .from(schema.stockChanges)
      .where(like(schema.stockChanges.requestId, `import:${checked.importId}:%`));
    expect(changes.map((change) => [change.delta, change.unitsAfter, change.reason]).sort()).toEqual(
      [
        [5, 5, `CSV import #${checked.importId}`],
        [3, 3, `CSV import #${checked.importId}`],
        [5, 9, `CSV import #${checked.importId}`],
        [2, 2, `CSV import #${checked.importId}`],
      ].sort(),
    );
    const audit = await test.database.db
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.resource, "catalogue-import"),
          eq(schema.auditLog.resourceId, String(checked.importId)),
        ),
      );
    expect(audit.map((entry) => entry.action)).toEqual(["upload", "apply-requested", "apply"]);
    expect(audit[2]?.actorId).toBe(manager.id);
    expect(audit[2]?.changes).toMatchObject({
      stylesCreated: { to: 1 },
      stockChanges: { to: 4 },
      rows: { to: 3 },
    });

    // A manager publishes it from its page (the brand's declarations and its article type's chart suffice).
    const published = await test.app.inject({
      method: "POST",
      url: `/admin/api/styles/${created?.id}/publish`,
      headers: manager.headers,
      payload: {},
    });
    expect(published.statusCode, published.body).toBe(200);
    const found = await test.app.inject({
      method: "POST",
      url: "/api/v2/listing/products",
      headers: CLIENT_HEADERS,
      payload: { deeplinkurl: "/search?q=odinimport%20zephyr" },
    });
    expect(found.body).toContain(`"styleId":${created?.id}`);

    const again = await test.app.inject({
      method: "POST",
      url: `/admin/api/catalogue/imports/${checked.importId}/apply`,
      headers: manager.headers,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
  });

  it("changes nothing when one row fails at apply time (units moved since the dry run)", async () => {
    const code = newCode();
    const existingRow = [base.code, ...Array(8).fill(""), "M", "", "", "", ...centres.map(() => "")];
    existingRow[13] = "40";
    const checked = await dryRun(
      [
        header(),
        newRow(code, { size: "S", ean: newEan(), mrp: "999", price: "799", units: ["5"] }),
        existingRow.join(","),
      ].join("\n"),
    );
    expect(checked.status, JSON.stringify(checked.errors)).toBe("checked");
    const { db } = test.database;
    const fcId = centres[0]?.id ?? 0;
    const [medium] = await queryRows<{ id: number }>(
      db,
      sql`select k.id from skus k join styles s on s.id = k.style_id where s.code = ${base.code} and k.size = 'M'`,
    );
    const skuId = medium?.id ?? 0;
    await db
      .update(schema.stock)
      .set({ quantity: sql`${schema.stock.quantity} - 1` })
      .where(and(eq(schema.stock.skuId, skuId), eq(schema.stock.fcId, fcId)));
    const applied = await applyImport(checked.importId);
    expect(applied.status).toBe("invalid");
    expect(applied.errors).toEqual([
      {
        line: 4,
        column: `units ${centres[0]?.code}`,
        message: expect.stringContaining("changed from 9 to 8 since the dry run"),
      },
    ]);
    expect(await stylesOf([code])).toEqual([]);
    const [units] = await db
      .select({ quantity: schema.stock.quantity })
      .from(schema.stock)
      .where(and(eq(schema.stock.skuId, skuId), eq(schema.stock.fcId, fcId)));
    expect(units?.quantity).toBe(8);
  });
});

describe("who may import, and what", () => {
  it("refuses staff without catalogue:write, and another member's import", async () => {
    expect((await upload(`${header()}\n`, reader)).statusCode).toBe(403);
    const mine = catalogueImport.parse((await upload(`${header()}\n`)).json());
    const theirs = await test.app.inject({
      method: "GET",
      url: `/admin/api/catalogue/imports/${mine.importId}`,
      headers: otherBrandStaff.headers,
    });
    expect(theirs.statusCode).toBe(403);
  });

  it("refuses each row of a brand outside a brand-scoped member's scope", async () => {
    const row = (sizeName: string) =>
      [base.code, ...Array(8).fill(""), sizeName, "", "1999", "1499", ...centres.map(() => "")].join(",");
    const checked = await dryRun([header(), row("M"), row("L")].join("\n"), otherBrandStaff);
    expect(checked.status).toBe("invalid");
    expect(checked.errors.filter((error) => error.column === "BRAND").map((error) => error.line)).toEqual([
      2, 3,
    ]);
  });

  it("answers 413 for a file too large, 400 for one not UTF-8 or without a file", async () => {
    const large = Buffer.alloc(CATALOGUE_IMPORT.maxBytes + 1, "a");
    const tooLarge = await upload(large);
    expect(tooLarge.statusCode).toBe(413);
    expect(problemOf(tooLarge)?.code).toBe("IMPORT_TOO_LARGE");
    const latin1 = await upload(Buffer.from([0x63, 0x6f, 0x64, 0x65, 0x0a, 0xe9, 0x0a]));
    expect(latin1.statusCode).toBe(400);
    expect(problemOf(latin1)?.code).toBe("IMPORT_NOT_UTF8");
    const none = await test.app.inject({
      method: "POST",
      url: "/admin/api/catalogue/imports",
      headers: manager.headers,
      payload: {},
    });
    expect(none.statusCode).toBeGreaterThanOrEqual(400);
    expect(none.statusCode).toBeLessThan(500);
  });

  it("answers 413 for more rows than the bound", async () => {
    const rows = `${header()}\n${"x\n".repeat(CATALOGUE_IMPORT.maxRows + 1)}`;
    const answer = await upload(rows);
    expect(answer.statusCode).toBe(413);
    expect(problemOf(answer)?.code).toBe("IMPORT_TOO_MANY_ROWS");
  });
});
