import { adminBulkMovesAnswer } from "@odin/contracts";
import { schema } from "@odin/db";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { itemAuditOf, placedCodOrder } from "../testing/admin-orders";
import { useTestApp } from "../testing/api-fixture";
import { type CentreRef, centreOf } from "../testing/checkout";
import { advanceOrder } from "../testing/order-lifecycle";
import { staffWith, type TestStaff } from "../testing/staff";

/** Moving many orders at once from the back office (decision 63): each order on its own. */

const test = useTestApp();
let writer: TestStaff;
let warehouse: CentreRef;

beforeAll(async () => {
  writer = await staffWith(test, ["orders:read", "orders:write"]);
  warehouse = await centreOf(test, "warehouse");
});

const placed = (count = 1) => placedCodOrder(test, warehouse.pincode, count);
const auditOf = (itemIds: readonly number[]) => itemAuditOf(test, itemIds);
const bulk = (body: object) =>
  test.app.inject({ method: "POST", url: "/admin/api/order-moves", headers: writer.headers, payload: body });

describe("bulk moves", () => {
  it("moves each order on its own: one refused leaves the others moved, and says why", async () => {
    const ready = await placed(1);
    const other = await placed(1);
    const shipped = await placed(1);
    await advanceOrder(test, shipped.orderNumber, "PACKED", "SHIPPED");
    const answer = await bulk({
      to: "PACKED",
      orders: [
        { orderNumber: ready.orderNumber },
        { orderNumber: shipped.orderNumber },
        { orderNumber: "OD0000000000002" },
        { orderNumber: other.orderNumber, itemIds: other.itemIds },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(adminBulkMovesAnswer.parse(answer.json()).results).toEqual([
      { orderNumber: ready.orderNumber, ok: true, itemIds: ready.itemIds },
      {
        orderNumber: shipped.orderNumber,
        ok: false,
        code: "ILLEGAL_TRANSITION",
        detail: `Item ${shipped.itemIds[0]} is SHIPPED and cannot become PACKED.`,
      },
      { orderNumber: "OD0000000000002", ok: false, code: "NOT_FOUND", detail: expect.any(String) },
      { orderNumber: other.orderNumber, ok: true, itemIds: other.itemIds },
    ]);
    expect((await auditOf([...ready.itemIds, ...other.itemIds])).map((entry) => entry.action)).toEqual([
      "packed",
      "packed",
    ]);

    // Shipping them: each parcel's own tracking number, the batch's carrier; one left untracked is refused.
    const shipping = adminBulkMovesAnswer.parse(
      (
        await bulk({
          to: "SHIPPED",
          carrier: "Ekart",
          orders: [
            { orderNumber: ready.orderNumber, trackingNumber: "EK1" },
            { orderNumber: other.orderNumber },
          ],
        })
      ).json(),
    );
    expect(shipping.results.map((result) => result.ok)).toEqual([true, false]);
    const [readyItem] = await test.database.db
      .select()
      .from(schema.orderItems)
      .where(eq(schema.orderItems.id, ready.itemIds[0] ?? 0));
    expect(readyItem).toMatchObject({ status: "SHIPPED", carrier: "Ekart", trackingNumber: "EK1" });
  });

  it("traces a batch that moved nothing, and refuses a hand-over in bulk or an order named twice", async () => {
    const answer = await bulk({ to: "DELIVERED", orders: [{ orderNumber: "OD0000000000003" }] });
    expect(answer.statusCode, answer.body).toBe(200);
    const batch = await test.database.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.resource, "order-batch"), eq(schema.auditLog.action, "delivered")));
    expect(batch.at(-1)?.changes).toEqual({
      refused: { from: null, to: [{ orderNumber: "OD0000000000003", code: "NOT_FOUND" }] },
      moved: { from: null, to: [] },
    });
    const handOver = await bulk({ to: "CUSTOMERPICKCOMPLETE", orders: [{ orderNumber: "OD0000000000003" }] });
    expect(handOver.statusCode).toBe(400);
    const twice = await bulk({ to: "PACKED", orders: [{ orderNumber: "OD1" }, { orderNumber: "OD1" }] });
    expect(twice.statusCode).toBe(400);
  });
});
