import { randomBytes } from "node:crypto";
import { type BulkEdit, type BulkEditBody, bulkEdit, productDetail } from "@odin/contracts";
import { schema } from "@odin/db";
import { and, eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type JobDefinition, jobRegistryOf } from "../../platform/jobs";
import { useTestApp } from "../../testing/api-fixture";
import { createRole, createStaff, signInStaff, staffWith, type TestStaff } from "../../testing/staff";
import { CLIENT_HEADERS, problemOf } from "../../testing/test-app";
import { BULK_EDIT_APPLY } from "./bulk-edits.service";

/** Bulk edits of the catalogue (decision 69): preview, apply once in the background, scope and permission. */

const test = useTestApp();
const tag = randomBytes(4).toString("hex");
let manager: TestStaff;
let reader: TestStaff;
let otherBrand: TestStaff;
let warehouse: number;
const editIds: number[] = [];

beforeAll(async () => {
  manager = await staffWith(test, ["catalogue:read", "catalogue:write", "audit:read"]);
  reader = await staffWith(test, ["catalogue:read"]);
  const { db } = test.database;
  const brands = await db.select({ id: schema.brands.id }).from(schema.brands).orderBy(schema.brands.id);
  otherBrand = await signInStaff(
    test,
    await createStaff(test, await createRole(test, ["catalogue:read", "catalogue:write"]), {
      brandIds: [brands[1]?.id as number],
    }),
  );
  const [centre] = await db
    .select({ id: schema.fulfilmentCentres.id })
    .from(schema.fulfilmentCentres)
    .where(eq(schema.fulfilmentCentres.kind, "warehouse"))
    .orderBy(schema.fulfilmentCentres.id)
    .limit(1);
  warehouse = centre?.id as number;
});

afterAll(async () => {
  const { db } = test.database;
  await db.delete(schema.jobs).where(like(schema.jobs.key, "bulk-edit:%"));
  if (editIds.length > 0) await db.delete(schema.bulkEdits).where(inArray(schema.bulkEdits.id, editIds));
});

interface Spec {
  mrp: number;
  price: number;
  stock?: number;
  /** A second size, L. */
  large?: { mrp: number; price: number };
  published?: boolean;
}

/** Styles of the file's own, named `Bulk <tag> <group> <n>` so a search finds exactly them. */
async function stylesOf(group: string, specs: readonly Spec[]): Promise<number[]> {
  const { db } = test.database;
  const ids: number[] = [];
  for (const [index, spec] of specs.entries()) {
    const { styleId } = await test.sizes.size({ mrp: spec.mrp, price: spec.price, stock: spec.stock ?? 0 });
    await db
      .update(schema.styles)
      .set({ name: `Bulk ${tag} ${group} ${index}`, published: spec.published ?? true })
      .where(eq(schema.styles.id, styleId));
    if (spec.large) {
      await db
        .insert(schema.skus)
        .values({ styleId, size: "L", ean: `BX${styleId}`, position: 1, ...spec.large });
    }
    ids.push(styleId);
  }
  return ids;
}

const filters = (group: string) => ({ q: `Bulk ${tag} ${group}` });

async function preview(body: BulkEditBody, staff = manager) {
  const answer = await test.app.inject({
    method: "POST",
    url: "/admin/api/bulk-edits",
    headers: staff.headers,
    payload: body,
  });
  if (answer.statusCode === 200) editIds.push(answer.json().id);
  return answer;
}

async function previewed(body: BulkEditBody): Promise<BulkEdit> {
  const answer = await preview(body);
  expect(answer.statusCode, answer.body).toBe(200);
  return bulkEdit.parse(answer.json());
}

const apply = (editId: number, staff = manager) =>
  test.app.inject({
    method: "POST",
    url: `/admin/api/bulk-edits/${editId}/apply`,
    headers: staff.headers,
    payload: {},
  });

const read = async (editId: number, staff = manager) =>
  test.app.inject({ method: "GET", url: `/admin/api/bulk-edits/${editId}`, headers: staff.headers });

/** Runs the edit's queued job as the runner would, and answers the edit after it. */
async function runJob(editId: number): Promise<BulkEdit> {
  const { db } = test.database;
  const [job] = await db
    .select()
    .from(schema.jobs)
    .where(and(eq(schema.jobs.name, BULK_EDIT_APPLY), eq(schema.jobs.key, `bulk-edit:${editId}`)));
  if (!job) throw new Error(`no job for edit ${editId}`);
  const definition = jobRegistryOf(test.app)
    .definitions()
    .find((each) => each.name === BULK_EDIT_APPLY) as unknown as JobDefinition<{ editId: number }>;
  await definition.run({ editId }, { db, log: test.app.log, jobId: job.id, attempt: 1, key: job.key });
  await db.update(schema.jobs).set({ state: "done" }).where(eq(schema.jobs.id, job.id));
  return bulkEdit.parse((await read(editId)).json());
}

async function applied(editId: number): Promise<BulkEdit> {
  const answer = await apply(editId);
  expect(answer.statusCode, answer.body).toBe(200);
  expect(bulkEdit.parse(answer.json()).status).toBe("applying");
  return runJob(editId);
}

async function pricesOf(styleIds: readonly number[]) {
  const rows = await test.database.db
    .select({ styleId: schema.skus.styleId, size: schema.skus.size, price: schema.skus.price })
    .from(schema.skus)
    .where(inArray(schema.skus.styleId, [...styleIds]))
    .orderBy(schema.skus.styleId, schema.skus.position);
  return rows.map((row) => [row.styleId, row.size, row.price]);
}

async function listedPrice(styleId: number) {
  const [row] = await test.database.db
    .select({ price: schema.styles.price, published: schema.styles.published })
    .from(schema.styles)
    .where(eq(schema.styles.id, styleId));
  return row;
}

describe("a price change", () => {
  it("previews by amount without changing anything, then applies it, never above the MRP", async () => {
    const [a, b] = await stylesOf("amount", [
      { mrp: 199_900, price: 149_900, large: { mrp: 159_900, price: 149_900 } },
      { mrp: 99_900, price: 99_900 },
    ]);
    const edit = await previewed({
      filters: filters("amount"),
      operation: { kind: "price", by: "amount", direction: "up", value: 200 },
    });
    expect(edit).toMatchObject({
      status: "previewed",
      preview: { styles: 2, stylesChanging: 1, sizesChanging: 2, stylesSkipped: 1 },
    });
    expect(edit.preview.changes).toEqual([
      expect.objectContaining({ styleId: a, size: "M", before: 149_900, after: 169_900, clamped: null }),
      expect.objectContaining({ styleId: a, size: "L", before: 149_900, after: 159_900, clamped: "mrp" }),
    ]);
    expect(edit.preview.skipped).toEqual([
      expect.objectContaining({ styleId: b, reason: "atMrp", fields: [] }),
    ]);
    expect(await pricesOf([a as number])).toEqual([
      [a, "M", 149_900],
      [a, "L", 149_900],
    ]);

    const done = await applied(edit.id);
    expect(done).toMatchObject({
      status: "done",
      progress: { stylesDone: 2, stylesChanged: 1, sizesChanged: 2, stylesSkipped: 1 },
    });
    expect(done.finishedAt).not.toBeNull();
    expect(await pricesOf([a as number, b as number])).toEqual([
      [a, "M", 169_900],
      [a, "L", 159_900],
      [b, "M", 99_900],
    ]);
    // The style's listed price follows its cheapest size, and shoppers see it.
    expect((await listedPrice(a as number))?.price).toBe(159_900);
    const product = await test.app.inject({
      method: "POST",
      url: "/api/product/details",
      headers: CLIENT_HEADERS,
      payload: { styleId: a },
    });
    expect(productDetail.parse(product.json()).price).toBe(159_900);
  });

  it("changes by a percentage, rounded to whole rupees, never below ₹1", async () => {
    const [a, b] = await stylesOf("percent", [
      { mrp: 199_900, price: 149_900 },
      { mrp: 9_900, price: 100 },
    ]);
    const edit = await previewed({
      filters: filters("percent"),
      operation: { kind: "price", by: "percent", direction: "down", value: 10 },
    });
    expect(edit.preview.skipped).toEqual([expect.objectContaining({ styleId: b, reason: "atFloor" })]);
    await applied(edit.id);
    // ₹1,499 less 10% is ₹1,349.10.
    expect(await pricesOf([a as number, b as number])).toEqual([
      [a, "M", 134_900],
      [b, "M", 100],
    ]);
  });

  it("refuses a percentage above 90 and a filter the list refuses", async () => {
    const percent = await preview({
      filters: filters("percent"),
      operation: { kind: "price", by: "percent", direction: "down", value: 95 },
    });
    expect(percent.statusCode).toBe(400);
    const reversed = await preview({
      filters: { priceMin: 500, priceMax: 100 },
      operation: { kind: "publish" },
    });
    expect(reversed.statusCode).toBe(400);
    const none = await preview({ filters: filters("nothing"), operation: { kind: "publish" } });
    expect(problemOf(none)?.code).toBe("BULK_EDIT_NOTHING_MATCHES");
  });
});

describe("publishing", () => {
  it("publishes the styles with their declarations, and reports those without, publishing none of them", async () => {
    const [bare, declared] = await stylesOf("publish", [
      { mrp: 99_900, price: 99_900, published: false },
      { mrp: 99_900, price: 99_900, published: false },
    ]);
    // The fixture's styles have no size chart: a style declares its dimensions to be published.
    await test.database.db
      .insert(schema.styleDeclarations)
      .values({ styleId: declared as number, dimensions: "Chest 100 cm", countryOfOrigin: "India" });
    const edit = await previewed({ filters: filters("publish"), operation: { kind: "publish" } });
    expect(edit.preview).toMatchObject({ stylesChanging: 1, sizesChanging: 0, stylesSkipped: 1 });
    expect(edit.preview.skipped).toEqual([
      expect.objectContaining({ styleId: bare, reason: "declarationsMissing", fields: ["sizeMeasurements"] }),
    ]);
    const done = await applied(edit.id);
    expect(done.progress).toMatchObject({ stylesChanged: 1, stylesSkipped: 1 });
    expect(done.progress.skipped).toEqual([
      expect.objectContaining({ styleId: bare, reason: "declarationsMissing" }),
    ]);
    expect((await listedPrice(declared as number))?.published).toBe(true);
    expect((await listedPrice(bare as number))?.published).toBe(false);

    const unpublish = await previewed({ filters: filters("publish"), operation: { kind: "unpublish" } });
    expect(unpublish.preview).toMatchObject({ stylesChanging: 1, stylesSkipped: 1 });
    await applied(unpublish.id);
    expect((await listedPrice(declared as number))?.published).toBe(false);
  });
});

describe("a stock set", () => {
  it("sets every size's units at the centre, each change a stock change row with its reason", async () => {
    const [a, b] = await stylesOf("stock", [
      { mrp: 99_900, price: 99_900, stock: 2, large: { mrp: 99_900, price: 99_900 } },
      { mrp: 99_900, price: 99_900, stock: 6 },
    ]);
    const edit = await previewed({
      filters: filters("stock"),
      operation: { kind: "stock", fcId: warehouse, units: 6, reason: "Season count" },
    });
    expect(edit.centre).not.toBeNull();
    expect(edit.preview).toMatchObject({ stylesChanging: 1, sizesChanging: 2, stylesSkipped: 1 });
    expect(edit.preview.skipped).toEqual([expect.objectContaining({ styleId: b, reason: "unitsAlready" })]);
    await applied(edit.id);
    const { db } = test.database;
    const skus = await db
      .select({ id: schema.skus.id, size: schema.skus.size })
      .from(schema.skus)
      .where(eq(schema.skus.styleId, a as number));
    const changes = await db
      .select()
      .from(schema.stockChanges)
      .where(
        inArray(
          schema.stockChanges.skuId,
          skus.map((sku) => sku.id),
        ),
      );
    expect(
      changes.map((change) => [change.delta, change.unitsAfter, change.reason, change.fcId]).sort(),
    ).toEqual([
      [0 + 4, 6, "Season count", warehouse],
      [6, 6, "Season count", warehouse],
    ]);
    expect(changes.every((change) => change.staffId === manager.id)).toBe(true);
    const units = await db
      .select({ quantity: schema.stock.quantity })
      .from(schema.stock)
      .where(
        and(
          inArray(
            schema.stock.skuId,
            skus.map((sku) => sku.id),
          ),
          eq(schema.stock.fcId, warehouse),
        ),
      );
    expect(units.map((row) => row.quantity)).toEqual([6, 6]);
  });

  it("refuses a centre outside the staff member's scope, and one there is not", async () => {
    const [store] = await test.database.db
      .select({ id: schema.fulfilmentCentres.id })
      .from(schema.fulfilmentCentres)
      .where(eq(schema.fulfilmentCentres.kind, "store"))
      .limit(1);
    const storeStaff = await signInStaff(
      test,
      await createStaff(test, await createRole(test, ["catalogue:read", "catalogue:write"]), {
        centreIds: [store?.id as number],
      }),
    );
    const operation = { kind: "stock", fcId: warehouse, units: 1, reason: "Count" } as const;
    const elsewhere = await preview({ filters: filters("stock"), operation }, storeStaff);
    expect(problemOf(elsewhere)?.code).toBe("OUT_OF_SCOPE");
    const unknown = await preview({
      filters: filters("stock"),
      operation: { ...operation, fcId: 2_000_000_000 },
    });
    expect(problemOf(unknown)?.code).toBe("UNKNOWN_CENTRE");
  });
});

describe("applying", () => {
  it("changes exactly the previewed styles, even when a new style matches the filters meanwhile", async () => {
    const [first] = await stylesOf("frozen", [{ mrp: 199_900, price: 99_900 }]);
    const edit = await previewed({
      filters: filters("frozen"),
      operation: { kind: "price", by: "amount", direction: "up", value: 100 },
    });
    const [later] = await stylesOf("frozen", [{ mrp: 199_900, price: 99_900 }]);
    await test.database.db
      .update(schema.styles)
      .set({ name: `Bulk ${tag} frozen later` })
      .where(eq(schema.styles.id, later as number));
    const done = await applied(edit.id);
    expect(done.progress.stylesDone).toBe(1);
    expect(await pricesOf([first as number, later as number])).toEqual([
      [first, "M", 109_900],
      [later, "M", 99_900],
    ]);
  });

  it("applies once: a second apply is refused, and the edit is in the audit log", async () => {
    await stylesOf("once", [{ mrp: 199_900, price: 99_900 }]);
    const edit = await previewed({
      filters: filters("once"),
      operation: { kind: "price", by: "amount", direction: "up", value: 100 },
    });
    const [first, second] = await Promise.all([apply(edit.id), apply(edit.id)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(problemOf(refused)?.code).toBe("BULK_EDIT_APPLIED");
    await runJob(edit.id);
    expect((await apply(edit.id)).statusCode).toBe(409);

    const log = await test.app.inject({
      method: "GET",
      url: `/admin/api/audit?resource=bulk-edit&resourceId=${edit.id}`,
      headers: manager.headers,
    });
    expect(log.statusCode, log.body).toBe(200);
    const entries = log.json().entries as {
      action: string;
      actor: { id: number | null };
      changes: Record<string, { to: unknown }>;
    }[];
    // The job's entries are the staff member's who applied the edit.
    expect(entries.every((entry) => entry.actor.id === manager.id)).toBe(true);
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      "applied",
      "apply",
      "apply-batch",
      "preview",
    ]);
    const previewEntry = entries.find((entry) => entry.action === "preview");
    expect(previewEntry?.changes.filters?.to).toEqual(filters("once"));
    expect(previewEntry?.changes.stylesChanging?.to).toBe(1);
    const batch = entries.find((entry) => entry.action === "apply-batch");
    expect(batch?.changes.changed?.to).toEqual([[expect.any(Number), "M", 99_900, 109_900]]);
  });
});

describe("who may", () => {
  it("narrows another brand's staff member to their brands, and refuses them an edit of other brands", async () => {
    await stylesOf("scope", [{ mrp: 199_900, price: 99_900 }]);
    const body = {
      filters: filters("scope"),
      operation: { kind: "price", by: "amount", direction: "up", value: 100 },
    } as const;
    // The file's styles are of the first brand: narrowed to their own, the filters find none.
    const narrowed = await preview(body, otherBrand);
    expect(problemOf(narrowed)?.code).toBe("BULK_EDIT_NOTHING_MATCHES");
    const edit = await previewed(body);
    expect(problemOf(await read(edit.id, otherBrand))?.code).toBe("OUT_OF_SCOPE");
    expect(problemOf(await apply(edit.id, otherBrand))?.code).toBe("OUT_OF_SCOPE");
    expect((await read(edit.id)).statusCode).toBe(200);
  });

  it("refuses a staff member without catalogue:write to preview or apply, and lets them read", async () => {
    await stylesOf("reader", [{ mrp: 199_900, price: 99_900 }]);
    const body = { filters: filters("reader"), operation: { kind: "publish" } } as const;
    expect((await preview(body, reader)).statusCode).toBe(403);
    const edit = await previewed(body);
    expect((await apply(edit.id, reader)).statusCode).toBe(403);
    expect((await read(edit.id, reader)).statusCode).toBe(200);
    expect((await read(2_000_000_000)).statusCode).toBe(404);
  });
});
