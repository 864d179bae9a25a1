import { MESSAGES, taxDocumentList } from "@odin/contracts";
import { schema } from "@odin/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { type Buyer, call, newBuyer, removeBuyers } from "../../testing/checkout";
import { codOrderOfNewBuyer, type PlacedOrder } from "../../testing/invoices";
import { advanceOrder } from "../../testing/order-lifecycle";
import { pdfText } from "../../testing/pdf-text";
import { problemOf } from "../../testing/test-app";
import { createInvoicesService, type InvoicesService } from "./invoices.service";

const test = useTestApp();
let invoices: InvoicesService;
let order: PlacedOrder;
let stranger: Buyer;
const buyers: number[] = [];
afterAll(() => removeBuyers(test, buyers));

beforeAll(async () => {
  invoices = createInvoicesService({
    db: test.database.db,
    config: test.config.invoices,
    now: () => new Date(),
  });
  const kurta = await test.sizes.size({ mrp: 149_900, price: 104_900, stock: 5, hsnCode: "6211" });
  const jeans = await test.sizes.size({ mrp: 299_900, price: 249_900, stock: 5, hsnCode: "6203" });
  order = await codOrderOfNewBuyer(test, [
    { size: kurta, qty: 1 },
    { size: jeans, qty: 2 },
  ]);
  stranger = await newBuyer(test);
  buyers.push(order.buyer.user.id, stranger.user.id);
});

const invoiceUrl = () => `/api/orders/${order.orderNumber}/invoice`;
const documentsUrl = () => `/api/orders/${order.orderNumber}/documents`;

describe("GET /api/orders/{orderId}/invoice", () => {
  it("answers 404 until an item ships, then issues the invoice once and answers its PDF", async () => {
    const early = await call(test, order.buyer, "GET", invoiceUrl());
    expect(early.statusCode).toBe(404);
    expect(problemOf(early)?.detail).toBe(MESSAGES.invoices.notYetIssued);

    await advanceOrder(test, order.orderNumber, "PACKED", "SHIPPED");
    const response = await call(test, order.buyer, "GET", invoiceUrl());
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const text = await pdfText(response.rawPayload);
    const number = /INV-\d{4}-\d{6,7}/.exec(text)?.[0];
    expect(number).toBeDefined();
    for (const field of [
      "Tax Invoice",
      test.config.invoices.supplier.gstin,
      order.orderNumber,
      "Asha Rao",
      "6211",
      "6203",
      "Place of supply:",
      "Taxable value",
    ]) {
      expect(text).toContain(field);
    }
    expect(response.headers["content-disposition"]).toBe(`inline; filename="${number}.pdf"`);

    const again = await call(test, order.buyer, "GET", invoiceUrl());
    expect(await pdfText(again.rawPayload)).toContain(`${number}`);
    const listed = taxDocumentList.parse((await call(test, order.buyer, "GET", documentsUrl())).json());
    expect(listed.documents).toEqual([
      { kind: "invoice", number, issuedAt: expect.any(String), url: invoiceUrl() },
    ]);
  });

  it("answers 404 for another shopper's order and 401 without a session", async () => {
    const other = await call(test, stranger, "GET", invoiceUrl());
    expect(other.statusCode).toBe(404);
    expect(problemOf(other)?.detail).toBe(MESSAGES.checkout.orderIdMissing);
    expect((await call(test, null, "GET", invoiceUrl())).statusCode).toBe(401);
    expect((await call(test, order.buyer, "GET", "/api/orders/OD0/invoice")).statusCode).toBe(404);
  });
});

describe("credit notes", () => {
  it("are issued once per reference against the invoice, and the shopper reads them as PDFs", async () => {
    const listed = taxDocumentList.parse((await call(test, order.buyer, "GET", documentsUrl())).json());
    const invoice = listed.documents[0];
    const issue = (reference: string, itemIds: number[]) =>
      test.database.db.transaction((tx) =>
        invoices.issueCreditNote(tx, {
          orderId: order.orderId,
          itemIds,
          reason: "return",
          at: new Date(),
          reference,
        }),
      );
    const itemIds = await orderItemIdsOf(order.orderId);
    const first = await issue("return-1", [itemIds[0] ?? 0]);
    const again = await issue("return-1", [itemIds[0] ?? 0]);
    if (!first.ok || !again.ok || !first.value) throw new Error("no credit note");
    expect(again.value?.number).toBe(first.value.number);
    expect(first.value.number).toMatch(/^CRN-\d{4}-\d{6}$/);
    // The same item under another reference has nothing left to credit.
    expect(await issue("return-2", [itemIds[0] ?? 0])).toEqual({ ok: true, value: null });

    const url = `/api/orders/${order.orderNumber}/creditNotes/${first.value.number}`;
    const response = await call(test, order.buyer, "GET", url);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    const text = await pdfText(response.rawPayload);
    expect(text).toContain("Credit Note");
    expect(text).toContain(`Against invoice ${invoice?.number}`);
    expect(text).toContain("Reason: return");

    expect((await call(test, stranger, "GET", url)).statusCode).toBe(404);
    const unknown = await call(
      test,
      order.buyer,
      "GET",
      `/api/orders/${order.orderNumber}/creditNotes/CRN-2627-999999`,
    );
    expect(problemOf(unknown)?.detail).toBe(MESSAGES.invoices.unknownCreditNote);
  });

  it("refuse items of another order", async () => {
    const result = await test.database.db.transaction((tx) =>
      invoices.issueCreditNote(tx, {
        orderId: order.orderId,
        itemIds: [-1],
        reason: "cancel",
        at: new Date(),
        reference: "x",
      }),
    );
    expect(result.ok).toBe(false);
  });
});

describe("the order lifecycle", () => {
  it("issues the invoice with the first shipment and a credit note for a returned item", async () => {
    const size = await test.sizes.size({ mrp: 99_900, price: 79_900, stock: 2, hsnCode: "6109" });
    const other = await test.sizes.size({ mrp: 59_900, price: 49_900, stock: 2, hsnCode: "6109" });
    const placed = await codOrderOfNewBuyer(test, [
      { size, qty: 1 },
      { size: other, qty: 1 },
    ]);
    buyers.push(placed.buyer.user.id);
    const list = async () =>
      taxDocumentList.parse(
        (await call(test, placed.buyer, "GET", `/api/orders/${placed.orderNumber}/documents`)).json(),
      ).documents;
    await advanceOrder(test, placed.orderNumber, "PACKED", "SHIPPED");
    expect((await list()).map((document) => document.kind)).toEqual(["invoice"]);
    const [item] = await orderItemIdsOf(placed.orderId);
    await advanceOrder(
      test,
      placed.orderNumber,
      "DELIVERED",
      {
        itemIds: [item ?? 0],
        to: "RETURN_REQUESTED",
      },
      { itemIds: [item ?? 0], to: "PICKED_UP" },
      { itemIds: [item ?? 0], to: "RETURNED" },
    );
    expect((await list()).map((document) => document.kind)).toEqual(["invoice", "credit_note"]);
  });
});

describe("GET /api/orders/{orderId}/documents", () => {
  it("answers 404 for another shopper's order", async () => {
    expect((await call(test, stranger, "GET", documentsUrl())).statusCode).toBe(404);
  });
});

async function orderItemIdsOf(orderId: number): Promise<number[]> {
  const rows = await test.database.db
    .select({ id: schema.orderItems.id })
    .from(schema.orderItems)
    .where(eq(schema.orderItems.orderId, orderId))
    .orderBy(schema.orderItems.id);
  return rows.map((row) => row.id);
}
