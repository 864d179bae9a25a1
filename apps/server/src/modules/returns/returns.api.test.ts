import { MESSAGES, returnDetailsResponse, returnResponse } from "@odin/contracts";
import { schema } from "@odin/db";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { addAddress, type Buyer, call, removeBuyers } from "../../testing/checkout";
import { type OnlinePaymentKit, onlinePaymentKit } from "../../testing/online-payment";
import { advanceOrder } from "../../testing/order-lifecycle";
import { pdfText } from "../../testing/pdf-text";
import { type PlacedTestOrder, placedOrders } from "../../testing/placed-orders";
import { addNeft, removeReturns, returnAddresses } from "../../testing/returns";
import { problemOf } from "../../testing/test-app";

/**
 * The return flow's calls (spec 3 §4, §7 returnsDetails, makeReturn, downloadReturnForm; decision 49):
 * a delivered item is returned once, by reverse pickup from an address a courier serves, its refund
 * fixed (cash on delivery by bank transfer); another shopper's order, address, record or return is
 * never found.
 */

const test = useTestApp();
let online: OnlinePaymentKit;
let orders: ReturnType<typeof placedOrders>;
const shoppers: number[] = [];
afterAll(() => removeBuyers(test, shoppers));

beforeAll(async () => {
  online = await onlinePaymentKit(test);
  orders = placedOrders(test, online);
});
afterAll(async () => {
  await removeReturns(test, shoppers);
  await test.database.db.delete(schema.jobs).where(like(schema.jobs.key, "TX%"));
  await online.remove();
});

/** A delivered cash-on-delivery order of two sizes, its buyer's addresses (near, far) and a bank record. */
async function deliveredCod(): Promise<{
  order: PlacedTestOrder;
  near: number;
  far: number;
  neftId: number;
}> {
  const shirt = await online.fixture.size({ mrp: 149_900, price: 99_900, stock: 5 });
  const jeans = await online.fixture.size({ mrp: 299_900, price: 249_900, stock: 5 });
  const order = await orders.cod([shirt, jeans]);
  shoppers.push(order.buyer.user.id);
  await advanceOrder(test, order.orderNumber, "PACKED", "SHIPPED", "DELIVERED");
  const { near, far } = await returnAddresses(test, order.buyer, online.warehouse.pincode);
  return { order, near, far, neftId: await addNeft(test, order.buyer) };
}

const itemOf = (order: PlacedTestOrder, index = 0) => {
  const found = order.items[index];
  if (!found) throw new Error(`order ${order.orderNumber} has no item ${index}`);
  return found;
};

const details = (buyer: Buyer, order: PlacedTestOrder, itemId = itemOf(order).id) =>
  call(test, buyer, "POST", "/api/returns/details", { orderId: order.orderNumber, itemId });

const makeReturn = (buyer: Buyer, order: PlacedTestOrder, body: object) =>
  call(test, buyer, "POST", "/api/returns", {
    orderId: order.orderNumber,
    itemId: itemOf(order).id,
    reasonId: 1,
    comment: "Too small at the shoulders",
    returnMode: "REVERSEPICKUP",
    ...body,
  });

async function stranger(): Promise<Buyer> {
  const buyer = await online.newBuyer();
  shoppers.push(buyer.user.id);
  return buyer;
}

describe("the return details of a delivered cash-on-delivery item", () => {
  it("answers reasons, reverse pickup only, addresses with their pickup, the centre and a bank-transfer refund", async () => {
    const { order, near, far, neftId } = await deliveredCod();
    const response = await details(order.buyer, order);
    expect(response.statusCode, response.body).toBe(200);
    const answer = returnDetailsResponse.parse(response.json());
    const item = itemOf(order);
    expect(answer.returnReasons.length).toBeGreaterThan(1);
    expect(answer.returnModes).toEqual([{ mode: "REVERSEPICKUP", label: "Reverse Pickup", isDefault: true }]);
    expect(answer.selfShipInfo).toBeNull();
    expect(answer.addresses.find((address) => address.id === near)?.pickupEligible).toBe(true);
    expect(answer.addresses.find((address) => address.id === far)?.pickupEligible).toBe(false);
    expect(answer.returnLocation.fcId).toBe(item.fcId);
    expect(answer).toMatchObject({
      isNeftNeeded: true,
      refundDestinations: ["bankTransfer"],
      refundAmountDetails: { totalRefund: item.lineTotal, toBankTransfer: item.lineTotal, toSource: 0 },
      refundTimeline: "Refund 5-7 days",
    });
    expect(answer.neftDetailList.map((record) => record.id)).toEqual([neftId]);
    expect(answer.neftDetailList[0]?.accountNumber).toBe("XXXXXXXX6789");
  });

  it("refuses an item not delivered yet, and one delivered more than 15 days ago", async () => {
    const size = await online.fixture.size({ mrp: 99_900, price: 79_900, stock: 5 });
    const order = await orders.cod([
      size,
      await online.fixture.size({ mrp: 99_900, price: 79_900, stock: 5 }),
    ]);
    shoppers.push(order.buyer.user.id);
    const placed = await details(order.buyer, order);
    expect(placed.statusCode).toBe(400);
    expect(problemOf(placed)).toMatchObject({
      code: "ITEM_NOT_RETURNABLE",
      detail: MESSAGES.returns.notReturnable,
    });
    const long = new Date(Date.now() - 20 * 86_400_000);
    await advanceOrder(test, order.orderNumber, "PACKED", "SHIPPED", {
      itemIds: [itemOf(order).id],
      to: "DELIVERED",
      at: long,
    });
    expect((await details(order.buyer, order)).statusCode).toBe(400);
  });

  it("is never answered for another shopper's order, nor for a guest", async () => {
    const { order } = await deliveredCod();
    const other = await details(await stranger(), order);
    expect(other.statusCode).toBe(404);
    expect(problemOf(other)?.detail).toBe(MESSAGES.checkout.orderIdMissing);
    expect((await details(order.buyer, order, 2_147_483_000)).statusCode).toBe(404);
    const guest = await call(test, null, "POST", "/api/returns/details", {
      orderId: order.orderNumber,
      itemId: 1,
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe("the return-address check of the address list", () => {
  it("marks which addresses a courier collects returns at, only when asked", async () => {
    const { order, near, far } = await deliveredCod();
    const path = `/api/shippingAddress?retundaddresscheck=true&itemid=${itemOf(order).id}`;
    const checked = await call(test, order.buyer, "GET", path);
    expect(checked.statusCode).toBe(200);
    const { addresses } = checked.json() as { addresses: { id: number; pickupEligible?: boolean }[] };
    expect(addresses.find((address) => address.id === near)?.pickupEligible).toBe(true);
    expect(addresses.find((address) => address.id === far)?.pickupEligible).toBe(false);
    const plain = await call(test, order.buyer, "GET", "/api/shippingAddress");
    const listed = plain.json() as { addresses: { pickupEligible?: boolean }[] };
    expect(listed.addresses.every((address) => address.pickupEligible === undefined)).toBe(true);
  });
});

describe("returning an item", () => {
  it("refuses what the flow does not allow, each with its reason", async () => {
    const { order, near, far, neftId } = await deliveredCod();
    const refused = async (body: object, status: number, code: string) => {
      const response = await makeReturn(order.buyer, order, body);
      expect(response.statusCode, response.body).toBe(status);
      expect(problemOf(response)?.code).toBe(code);
      return problemOf(response);
    };
    await refused({ neftId }, 400, "ADDRESS_REQUIRED");
    const notEligible = await refused(
      { address: { addressId: far }, neftId },
      400,
      "NOT_ELIGIBLE_FOR_PICKUP",
    );
    expect(notEligible?.detail).toBe("Not eligible for Pickup");
    await refused({ address: { addressId: near } }, 400, "NEFT_REQUIRED");
    await refused({ returnMode: "SELFSHIP", neftId }, 400, "RETURN_MODE_UNAVAILABLE");
    await refused(
      { address: { addressId: near }, neftId, fcId: itemOf(order).fcId + 1 },
      400,
      "RETURN_LOCATION_CHANGED",
    );
    const long = await makeReturn(order.buyer, order, {
      address: { addressId: near },
      neftId,
      comment: "x".repeat(501),
    });
    expect(long.statusCode).toBe(400);
    await refused({ address: { addressId: near }, neftId: 2_147_483_000 }, 404, "NOT_FOUND");
  });

  it("refuses another shopper's address and bank-transfer record as not found", async () => {
    const { order, near, neftId } = await deliveredCod();
    const other = await stranger();
    const theirAddress = await addAddress(test, other, online.warehouse.pincode);
    const theirNeft = await addNeft(test, other, "60200123456789");
    const address = await makeReturn(order.buyer, order, { address: { addressId: theirAddress }, neftId });
    expect(address.statusCode).toBe(404);
    const neft = await makeReturn(order.buyer, order, { address: { addressId: near }, neftId: theirNeft });
    expect(neft.statusCode).toBe(404);
    const theirs = await makeReturn(other, order, {
      address: { addressId: theirAddress },
      neftId: theirNeft,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it("records the return once, moves the item to RETURN_REQUESTED, and a repeat answers the same return", async () => {
    const { order, near, neftId } = await deliveredCod();
    const item = itemOf(order);
    const body = { address: { addressId: near }, neftId, fcId: item.fcId };
    const first = await makeReturn(order.buyer, order, body);
    expect(first.statusCode, first.body).toBe(200);
    const answer = returnResponse.parse(first.json());
    expect(answer.returnId).toMatch(/^RT\d{8}$/);
    expect(answer.returnConsignmentId).toMatch(/^RC\d{10}$/);
    expect(answer).toMatchObject({ itemId: item.id, returnMode: "REVERSEPICKUP", isNeftNeeded: true });
    expect(answer.refundAmountDetails.totalRefund).toBe(item.lineTotal);
    const again = await makeReturn(order.buyer, order, body);
    expect(returnResponse.parse(again.json()).returnId).toBe(answer.returnId);
    const { db } = test.database;
    const rows = await db.select().from(schema.returns).where(eq(schema.returns.itemId, item.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ neftId, mode: "REVERSEPICKUP", status: "REQUESTED" });
    expect(rows[0]?.pickupAddress?.pincode).toBe(online.warehouse.pincode);
    const [moved] = await db.select().from(schema.orderItems).where(eq(schema.orderItems.id, item.id));
    expect(moved?.status).toBe("RETURN_REQUESTED");
    const events = await db
      .select()
      .from(schema.orderItemEvents)
      .where(eq(schema.orderItemEvents.itemId, item.id));
    expect(events.at(-1)).toMatchObject({ status: "RETURN_REQUESTED", by: "shopper" });
    // The other item is untouched.
    const [other] = await db
      .select()
      .from(schema.orderItems)
      .where(eq(schema.orderItems.id, itemOf(order, 1).id));
    expect(other?.status).toBe("DELIVERED");
  });

  it("makes one return of two submits at once", { tags: ["postgres"] }, async () => {
    const { order, near, neftId } = await deliveredCod();
    const body = { address: { addressId: near }, neftId };
    const [a, b] = await Promise.all([
      makeReturn(order.buyer, order, body),
      makeReturn(order.buyer, order, body),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(returnResponse.parse(a.json()).returnId).toBe(returnResponse.parse(b.json()).returnId);
    const rows = await test.database.db
      .select()
      .from(schema.returns)
      .where(eq(schema.returns.orderId, order.orderId));
    expect(rows).toHaveLength(1);
  });
});

describe("the return form", () => {
  it("is the shopper's own return's PDF, with its ids, item, reason and pickup address", async () => {
    const { order, near, neftId } = await deliveredCod();
    const made = returnResponse.parse(
      (await makeReturn(order.buyer, order, { address: { addressId: near }, neftId })).json(),
    );
    const form = await call(test, order.buyer, "POST", "/api/returns/form", { returnId: made.returnId });
    expect(form.statusCode).toBe(200);
    expect(form.headers["content-type"]).toBe("application/pdf");
    const text = await pdfText(form.rawPayload);
    for (const expected of [
      made.returnId,
      `*${made.returnConsignmentId}*`,
      order.orderNumber,
      "Size too small",
      "Asha Rao",
      "Reverse Pickup",
      "tags intact",
    ]) {
      expect(text).toContain(expected);
    }
    const other = await call(test, await stranger(), "POST", "/api/returns/form", {
      returnId: made.returnId,
    });
    expect(other.statusCode).toBe(404);
    const unknown = await call(test, order.buyer, "POST", "/api/returns/form", { returnId: "RT99999999" });
    expect(unknown.statusCode).toBe(404);
  });
});
