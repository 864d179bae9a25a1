import { adminOrder, MESSAGES, orderDetails } from "@odin/contracts";
import { schema } from "@odin/db";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { itemAuditOf, placedCodOrder } from "../testing/admin-orders";
import { useTestApp } from "../testing/api-fixture";
import { type CentreRef, call, centreOf } from "../testing/checkout";
import { advanceOrder } from "../testing/order-lifecycle";
import { sandboxMessages } from "../testing/otp";
import {
  adminHeaders,
  createRole,
  createStaff,
  signInStaff,
  staffWith,
  type TestStaff,
} from "../testing/staff";
import { problemOf } from "../testing/test-app";

/** Moving an order's items from the back office (decision 65): the lifecycle's rules, the audit, the shopper's view. */

const test = useTestApp();
let writer: TestStaff;
let warehouse: CentreRef;

beforeAll(async () => {
  writer = await staffWith(test, ["orders:read", "orders:write"]);
  warehouse = await centreOf(test, "warehouse");
});

/** A cash-on-delivery order of `count` sizes, as a shopper places it. */
const placed = (count = 2) => placedCodOrder(test, warehouse.pincode, count);

const move = (orderNumber: string, body: object, staff: TestStaff = writer) =>
  test.app.inject({
    method: "POST",
    url: `/admin/api/orders/${orderNumber}/moves`,
    headers: staff.headers,
    payload: body,
  });

const auditOf = (itemIds: readonly number[]) => itemAuditOf(test, itemIds);

describe("packing and shipping", () => {
  it("moves the items, audits each with its before and after, tells the shopper and shows it on their order", async () => {
    const order = await placed();
    const packed = await move(order.orderNumber, { itemIds: order.itemIds, to: "PACKED" });
    expect(packed.statusCode, packed.body).toBe(200);
    const afterPacking = adminOrder.parse(packed.json());
    for (const item of afterPacking.items) {
      expect(item).toMatchObject({ status: "PACKED", nextMoves: ["SHIPPED", "CANCELLED"] });
    }
    const untracked = await move(order.orderNumber, {
      itemIds: order.itemIds,
      to: "SHIPPED",
      carrier: "Blue Dart",
    });
    expect(untracked.statusCode).toBe(400);
    expect(problemOf(untracked)?.detail).toBe(MESSAGES.lifecycle.trackingRequired);

    const shipped = await move(order.orderNumber, {
      itemIds: order.itemIds,
      to: "SHIPPED",
      carrier: "Blue Dart",
      trackingNumber: "BD1234567",
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const answer = adminOrder.parse(shipped.json());
    expect(answer.status).toBe("SHIPPED");
    expect(answer.items.map((item) => [item.status, item.carrier, item.trackingNumber])).toEqual(
      order.itemIds.map(() => ["SHIPPED", "Blue Dart", "BD1234567"]),
    );
    expect(answer.events.filter((event) => event.to === "SHIPPED")).toEqual(
      order.itemIds.map((itemId) =>
        expect.objectContaining({ itemId, from: "PACKED", by: "operator", trackingNumber: "BD1234567" }),
      ),
    );

    const audit = await auditOf(order.itemIds);
    expect(audit.map((entry) => [entry.resourceId, entry.action])).toEqual([
      ...order.itemIds.map((id) => [String(id), "packed"]),
      ...order.itemIds.map((id) => [String(id), "shipped"]),
    ]);
    expect(audit[0]?.changes).toEqual({ status: { from: "PLACED", to: "PACKED" } });
    expect(audit.at(-1)?.changes).toEqual({
      status: { from: "PACKED", to: "SHIPPED" },
      carrier: { from: null, to: "Blue Dart" },
      trackingNumber: { from: null, to: "BD1234567" },
    });
    expect(audit.every((entry) => entry.actorId === writer.id)).toBe(true);
    expect(answer.audit.map((entry) => entry.action)).toEqual(["packed", "packed", "shipped", "shipped"]);

    // The shopper's order shows the shipment, and the shopper was told by SMS and e-mail.
    const mine = orderDetails.parse(
      (await call(test, order.buyer, "GET", `/api/orders/${order.orderNumber}`)).json(),
    );
    expect(mine.status).toBe("SHIPPED");
    expect(mine.items.map((item) => item.trackingNumber)).toEqual(["BD1234567", "BD1234567"]);
    const sms = await sandboxMessages(test, order.buyer.user.mobileNumber);
    expect(
      sms.some((message) => message.text.includes("Shipped by Blue Dart, tracking number BD1234567")),
    ).toBe(true);
    const page = adminOrder.parse(
      (
        await test.app.inject({ url: `/admin/api/orders/${order.orderNumber}`, headers: writer.headers })
      ).json(),
    );
    const templates = page.messages.map((message) => `${message.template}/${message.channel}`);
    expect(templates).toEqual(
      expect.arrayContaining(["order-placed/sms", "order-status/sms", "order-status/email"]),
    );
    expect(page.messages.every((message) => message.status === "sent")).toBe(true);
    // The words the shopper read, as they read them.
    expect(
      page.messages.some((message) =>
        message.text?.includes("Shipped by Blue Dart, tracking number BD1234567"),
      ),
    ).toBe(true);

    const delivered = await move(order.orderNumber, { itemIds: order.itemIds, to: "DELIVERED" });
    expect(adminOrder.parse(delivered.json()).items.map((item) => item.nextMoves)).toEqual([
      ["RETURN_REQUESTED"],
      ["RETURN_REQUESTED"],
    ]);
    expect((await auditOf(order.itemIds)).at(-1)).toMatchObject({
      action: "delivered",
      changes: { status: { from: "SHIPPED", to: "DELIVERED" } },
    });
  });

  it("issues the tax invoice at the shipment, and serves its PDF to the back office", async () => {
    const order = await placed(1);
    await move(order.orderNumber, { itemIds: order.itemIds, to: "PACKED" });
    const shipped = adminOrder.parse(
      (
        await move(order.orderNumber, {
          itemIds: order.itemIds,
          to: "SHIPPED",
          carrier: "Delhivery",
          trackingNumber: "DL99",
        })
      ).json(),
    );
    const [invoice] = shipped.documents;
    expect(invoice).toMatchObject({ kind: "invoice", url: expect.stringContaining("/admin/api/orders/") });
    const pdf = await test.app.inject({ url: invoice?.url ?? "", headers: writer.headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const unknown = await test.app.inject({
      url: `/admin/api/orders/${order.orderNumber}/documents/CRN-2627-000001`,
      headers: writer.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("moves the lifecycle refuses", () => {
  it("refuses delivering before shipping, cancelling after shipping and an item not of the order, with the reason", async () => {
    const order = await placed(1);
    const [itemId] = order.itemIds;
    const early = await move(order.orderNumber, { itemIds: [itemId], to: "DELIVERED" });
    expect(early.statusCode).toBe(409);
    expect(problemOf(early)).toMatchObject({
      code: "ILLEGAL_TRANSITION",
      detail: `Item ${itemId} is PLACED and cannot become DELIVERED.`,
    });
    await advanceOrder(test, order.orderNumber, "PACKED", "SHIPPED");
    const late = await move(order.orderNumber, {
      itemIds: [itemId],
      to: "CANCELLED",
      reason: "Asked by phone",
    });
    expect(late.statusCode).toBe(409);
    expect(problemOf(late)?.detail).toBe(`Item ${itemId} is SHIPPED and cannot become CANCELLED.`);
    const stranger = await move(order.orderNumber, { itemIds: [2_000_000_000], to: "DELIVERED" });
    expect(stranger.statusCode).toBe(404);
    expect(await auditOf(order.itemIds)).toEqual([]);
  });

  it("answers 401 without a staff session, 403 to a role that only reads, and 403 out of the staff member's brands", async () => {
    const order = await placed(1);
    const body = { itemIds: order.itemIds, to: "PACKED" };
    const anonymous = await test.app.inject({
      method: "POST",
      url: `/admin/api/orders/${order.orderNumber}/moves`,
      headers: adminHeaders(),
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
    const reader = await staffWith(test, ["orders:read"]);
    const refused = await move(order.orderNumber, body, reader);
    expect(refused.statusCode).toBe(403);
    expect(problemOf(refused)?.data).toEqual({ permission: "orders:write" });
    const bulkRefused = await test.app.inject({
      method: "POST",
      url: "/admin/api/order-moves",
      headers: reader.headers,
      payload: { orders: [{ orderNumber: order.orderNumber }], to: "PACKED" },
    });
    expect(bulkRefused.statusCode).toBe(403);
    const bulkAnonymous = await test.app.inject({
      method: "POST",
      url: "/admin/api/order-moves",
      headers: adminHeaders(),
      payload: { orders: [{ orderNumber: order.orderNumber }], to: "PACKED" },
    });
    expect(bulkAnonymous.statusCode).toBe(401);
    const role = await createRole(test, ["orders:read", "orders:write"]);
    const otherBrand = await signInStaff(test, await createStaff(test, role, { brandIds: [2_000_000_000] }));
    const outOfScope = await move(order.orderNumber, body, otherBrand);
    expect(outOfScope.statusCode).toBe(403);
    expect(problemOf(outOfScope)?.code).toBe("OUT_OF_SCOPE");
  });
});

describe("cancelling", () => {
  it("needs a reason, then cancels the item as a shopper's cancel would, audited with the reason", async () => {
    const order = await placed(2);
    const [first, second] = order.itemIds;
    const silent = await move(order.orderNumber, { itemIds: [first], to: "CANCELLED" });
    expect(silent.statusCode).toBe(400);
    expect(problemOf(silent)?.code).toBe("CANCEL_REASON_REQUIRED");
    const cancelled = await move(order.orderNumber, {
      itemIds: [first],
      to: "CANCELLED",
      reason: "Damaged in the warehouse",
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const answer = adminOrder.parse(cancelled.json());
    expect(answer.items.map((item) => item.status)).toEqual(["CANCELLED", "PLACED"]);
    expect(answer.events.at(-1)).toMatchObject({
      itemId: first,
      to: "CANCELLED",
      by: "operator",
      note: "Damaged in the warehouse",
    });
    const [record] = await test.database.db
      .select()
      .from(schema.orderCancellations)
      .where(eq(schema.orderCancellations.itemId, first ?? 0));
    expect(record).toMatchObject({ comment: "Damaged in the warehouse", refundAmount: 0, unpaid: 99_900 });
    const [entry] = await auditOf([first ?? 0]);
    expect(entry?.changes).toMatchObject({
      status: { from: "PLACED", to: "CANCELLED" },
      reason: { from: null, to: "Damaged in the warehouse" },
    });
    expect(answer.messages.map((message) => message.template)).toContain("item-cancelled");
    const mine = orderDetails.parse(
      (await call(test, order.buyer, "GET", `/api/orders/${order.orderNumber}`)).json(),
    );
    expect(mine.items.find((item) => item.itemId === second)?.status).toBe("PLACED");
    expect(mine.items.find((item) => item.itemId === first)?.status).toBe("CANCELLED");
  });
});
