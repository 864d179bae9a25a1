import { randomInt } from "node:crypto";
import { schema } from "@odin/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import type { FixtureSize } from "../../testing/bag-fixture";
import { type CentreRef, centreOf, removeBuyers } from "../../testing/checkout";
import { setItemStatusForTest, testUserId, writeShippedOrderForTest } from "../../testing/invoices";
import { financialYearLabel } from "./invoice-numbers";
import { createInvoicesService, type InvoicesService } from "./invoices.service";

/**
 * Serial numbers on the database: consecutive and unique per kind and financial year, under
 * concurrency (on PostgreSQL the issuers really run at once) and across a rolled-back issue. The
 * tests issue in financial years of the 23rd century, which nothing else uses.
 */

const test = useTestApp();
let invoices: InvoicesService;
let size: FixtureSize;
let warehouse: CentreRef;
const userId = testUserId();
/** A financial year of this file's own, and the next. */
const year = 2200 + randomInt(0, 24) * 4;

beforeAll(async () => {
  invoices = createInvoicesService({
    db: test.database.db,
    config: test.config.invoices,
    now: () => new Date(),
  });
  size = await test.sizes.size({ mrp: 149_900, price: 104_900, stock: 1 });
  warehouse = await centreOf(test, "warehouse");
});
afterAll(async () => {
  await removeBuyers(test, [userId]);
});

const newOrder = () => writeShippedOrderForTest(test.database.db, { userId, size, fcId: warehouse.id });

async function issue(orderId: number, at: Date): Promise<string> {
  const result = await test.database.db.transaction((tx) => invoices.issueInvoice(tx, { orderId, at }));
  if (!result.ok) throw new Error(result.problem.detail);
  return result.value.number;
}

/** 1 April 00:00 IST, when financial year `start` begins, and 31 March 23:59 IST, its last minute. */
const startOf = (start: number) => new Date(`${start}-03-31T18:30:00.000Z`);
const lastMinuteOf = (start: number) => new Date(`${start + 1}-03-31T18:29:00.000Z`);
const serial = (start: number, sequence: number) =>
  `INV-${financialYearLabel(start)}-${String(sequence).padStart(6, "0")}`;

describe("invoice numbers across a financial-year boundary", () => {
  it("31 March 23:59 IST continues the year; 1 April 00:00 IST starts the next at 1", async () => {
    const first = await issue(await newOrder(), startOf(year));
    const last = await issue(await newOrder(), lastMinuteOf(year));
    const next = await issue(await newOrder(), startOf(year + 1));
    expect([first, last, next]).toEqual([serial(year, 1), serial(year, 2), serial(year + 1, 1)]);
  });

  it("issues an order's invoice once: a second call answers the same", async () => {
    const orderId = await newOrder();
    const at = startOf(year + 1);
    expect(await issue(orderId, at)).toBe(await issue(orderId, new Date(at.getTime() + 60_000)));
  });

  it("refuses an order with nothing shipped yet", async () => {
    const orderId = await newOrder();
    await setItemStatusForTest(test.database.db, orderId, "PLACED");
    const result = await test.database.db.transaction((tx) =>
      invoices.issueInvoice(tx, { orderId, at: new Date() }),
    );
    expect(result).toMatchObject({ ok: false, problem: { name: "notYetIssued" } });
  });
});

describe("credit notes", () => {
  it("are not issued for an order without an invoice: nothing was invoiced", async () => {
    const orderId = await newOrder();
    await setItemStatusForTest(test.database.db, orderId, "CANCELLED");
    const [item] = await test.database.db
      .select({ id: schema.orderItems.id })
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderId, orderId));
    const result = await test.database.db.transaction((tx) =>
      invoices.issueCreditNote(tx, {
        orderId,
        itemIds: [item?.id ?? 0],
        reason: "cancel",
        at: new Date(),
        reference: "cancel-1",
      }),
    );
    expect(result).toEqual({ ok: true, value: null });
  });
});

describe("invoice numbers under concurrency", { tags: ["postgres"] }, () => {
  it("a rolled-back issue gives its number back: no gap", async () => {
    const at = startOf(year + 2);
    const before = await issue(await newOrder(), at);
    const orderId = await newOrder();
    await expect(
      test.database.db.transaction(async (tx) => {
        await invoices.issueInvoice(tx, { orderId, at });
        throw new Error("the shipment failed");
      }),
    ).rejects.toThrow("the shipment failed");
    const after = await issue(orderId, at);
    expect([before, after]).toEqual([serial(year + 2, 1), serial(year + 2, 2)]);
  });

  it("concurrent issues take consecutive numbers with no gap and no duplicate", async () => {
    const at = startOf(year + 3);
    const orders = await Promise.all(Array.from({ length: 8 }, () => newOrder()));
    const numbers = await Promise.all([...orders, ...orders].map((orderId) => issue(orderId, at)));
    const distinct = [...new Set(numbers)].sort();
    expect(distinct).toEqual(Array.from({ length: 8 }, (_, i) => serial(year + 3, i + 1)));
    // Each order has one invoice, whichever of its two concurrent calls issued it.
    expect(numbers.slice(0, 8)).toEqual(numbers.slice(8));
  });
});
