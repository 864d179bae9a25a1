import { orderDetails } from "@odin/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { type Buyer, type CentreRef, call, centreOf, placeCodOrder } from "../../testing/checkout";
import { FULFILMENT_PATH } from "./fulfilment-page";

/** The warehouse's stand-in (decision 47): its page and its forms move items through the lifecycle. */

const test = useTestApp();
let warehouse: CentreRef;

beforeAll(async () => {
  warehouse = await centreOf(test, "warehouse");
});

async function orderOfNewBuyer(): Promise<{ buyer: Buyer; orderId: string }> {
  const buyer = await test.shopper();
  const shirt = await test.sizes.size({ mrp: 99_900, price: 99_900, stock: 5 });
  const jeans = await test.sizes.size({ mrp: 199_900, price: 199_900, stock: 5 });
  return {
    buyer,
    orderId: await placeCodOrder(
      test,
      buyer,
      [shirt, jeans].map((size) => ({ skuId: size.skuId, qty: 1 })),
      warehouse.pincode,
    ),
  };
}

const move = (orderId: string, fields: Record<string, string>) =>
  test.app.inject({
    method: "POST",
    url: `${FULFILMENT_PATH}/orders/${orderId}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
  });

const detailsOf = async (buyer: Buyer, orderId: string) =>
  orderDetails.parse((await call(test, buyer, "GET", `/api/orders/${orderId}`)).json());

describe("/_sandbox/fulfilment", () => {
  it("lists the order with a button for each move its items may make next", async () => {
    const { orderId } = await orderOfNewBuyer();
    const page = await test.app.inject({ method: "GET", url: `${FULFILMENT_PATH}?order=${orderId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain(orderId);
    expect(page.body).toContain("Whole order: move to PACKED");
    expect(page.body).toContain("Whole order: move to CANCELLED");
    expect(page.body).not.toContain("move to SHIPPED");
    expect(page.body).not.toContain("move to PLACED");
  });

  it("moves one item, then the whole order to DELIVERED, shipping it with the sandbox carrier", async () => {
    const { buyer, orderId } = await orderOfNewBuyer();
    const [first] = (await detailsOf(buyer, orderId)).items;
    const packed = await move(orderId, { to: "PACKED", itemId: String(first?.itemId) });
    expect(packed.statusCode, packed.body).toBe(303);
    expect(packed.headers.location).toBe(`${FULFILMENT_PATH}?order=${orderId}&moved=PACKED`);
    expect((await detailsOf(buyer, orderId)).items.map((item) => item.status)).toEqual(["PACKED", "PLACED"]);

    // The whole order: the items that can make the move make it.
    expect((await move(orderId, { to: "PACKED" })).statusCode).toBe(303);
    for (const to of ["SHIPPED", "DELIVERED"]) expect((await move(orderId, { to })).statusCode, to).toBe(303);
    const delivered = await detailsOf(buyer, orderId);
    expect(delivered.status).toBe("DELIVERED");
    for (const item of delivered.items) {
      expect(item).toMatchObject({ status: "DELIVERED", carrier: "Sandbox Express", actions: ["RETURN"] });
      expect(item.trackingNumber).toMatch(/^SBX\d{10}$/);
    }
  });

  it("refuses a move the lifecycle does not allow, an unknown order and a bad state", async () => {
    const { orderId } = await orderOfNewBuyer();
    const refused = await move(orderId, { to: "DELIVERED" });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('role="alert"');
    expect((await move("OD000000000000", { to: "PACKED" })).statusCode).toBe(404);
    expect((await move(orderId, { to: "LOST" })).statusCode).toBe(400);
  });
});
