import { checkoutStoresResponse, LABELS, MESSAGES } from "@odin/contracts";
import { schema } from "@odin/db";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { addAddress, type CentreRef, call, centreOf, checkoutAs } from "../../testing/checkout";
import { problemOf } from "../../testing/test-app";

const test = useTestApp();
let warehouse: CentreRef;
let store: CentreRef;

beforeAll(async () => {
  warehouse = await centreOf(test, "warehouse");
  store = await centreOf(test, "store");
});

async function buyer() {
  const created = await test.shopper();
  return created;
}

describe("the shipping step is for signed-in shoppers (spec 3 §1, §6)", () => {
  it("answers a guest 401 with Please Login To Continue, and still serves the guest's bag page", async () => {
    for (const page of ["shipping", "payment"]) {
      const response = await call(test, null, "POST", "/api/checkout", { page });
      expect(response.statusCode).toBe(401);
      expect(problemOf(response)?.detail).toBe(MESSAGES.session.loginToContinue);
    }
    expect((await call(test, null, "POST", "/api/checkout", { page: "myBag" })).statusCode).toBe(200);
    expect((await call(test, null, "POST", "/api/checkoutStores", { skuId: 1 })).statusCode).toBe(401);
  });
});

describe("addresses and pincode (spec 3 §4 Addresses, §5 Pincode)", () => {
  it("asks for an address until there is one, then selects the default at the pincode", async () => {
    const size = await test.sizes.size({ mrp: 99_900, price: 99_900, stock: 5 });
    const shopper = await buyer();
    await checkoutAs(test, shopper, { type: "update", cartItems: [{ skuId: size.skuId }] });
    const bare = await checkoutAs(test, shopper, { page: "shipping" });
    expect(bare.blockingMessage).toBe(MESSAGES.checkout.selectAddress);
    expect(bare.shippingAddress).toBeUndefined();

    const id = await addAddress(test, shopper, warehouse.pincode);
    const withAddress = await checkoutAs(test, shopper, { page: "shipping" });
    expect(withAddress.shippingAddressId).toBe(id);
    expect(withAddress.pincode).toBe(warehouse.pincode);
    expect(withAddress.blockingMessage).toBe(MESSAGES.checkout.selectDeliveryMethod);
  });

  it("forgets the kept address and methods when a new pincode is saved", async () => {
    const size = await test.sizes.size({ mrp: 99_900, price: 99_900, stock: 5 });
    const shopper = await buyer();
    await checkoutAs(test, shopper, { type: "update", cartItems: [{ skuId: size.skuId }] });
    const id = await addAddress(test, shopper, warehouse.pincode);
    const chosen = await checkoutAs(test, shopper, {
      page: "shipping",
      addressId: id,
      selectedShippingMethods: [{ skuId: size.skuId, shippingMethod: "standard" }],
    });
    expect(chosen.savedShippingMethods).toEqual([{ skuId: size.skuId, shippingMethod: "standard" }]);
    expect(chosen.blockingMessage).toBeUndefined();

    const moved = await checkoutAs(test, shopper, { page: "shipping", pincode: store.pincode });
    expect(moved.pincode).toBe(store.pincode);
    expect(moved.savedShippingMethods).toEqual([]);
    // The only address is at the old pincode: none qualifies at the new one.
    expect(moved.shippingAddress).toBeUndefined();
    expect(moved.blockingMessage).toBe(MESSAGES.checkout.selectAddress);
  });

  it.each(["012345", "12345", "1234567", "40000a", ""])(
    "refuses the pincode %j with the spec's message",
    async (pincode) => {
      const shopper = await buyer();
      const response = await call(test, shopper, "POST", "/api/checkout", { page: "shipping", pincode });
      expect(response.statusCode).toBe(400);
      expect(problemOf(response)?.detail).toBe("We need a valid 6-digit pincode. Try again, please.");
    },
  );

  it("refuses a pincode outside the directory and another shopper's address", async () => {
    const shopper = await buyer();
    const other = await buyer();
    const theirs = await addAddress(test, other, warehouse.pincode);
    const unknown = await call(test, shopper, "POST", "/api/checkout", {
      page: "shipping",
      pincode: "999999",
    });
    expect(unknown.statusCode).toBe(404);
    expect(problemOf(unknown)?.detail).toBe(MESSAGES.pincode.notDelivered);
    const stolen = await call(test, shopper, "POST", "/api/checkout", {
      page: "shipping",
      addressId: theirs,
    });
    expect(stolen.statusCode).toBe(404);
  });
});

describe("delivery method per item (spec 3 §2 Shipping step, §9 option labels and order)", () => {
  it("offers pickup from a store holding the quantity, with the spec's labels in order", async () => {
    const size = await test.sizes.size({
      mrp: 99_900,
      price: 99_900,
      stock: 5,
      heldAt: [{ fcId: store.id, quantity: 2 }],
    });
    const shopper = await buyer();
    await checkoutAs(test, shopper, { type: "update", cartItems: [{ skuId: size.skuId, qty: 2 }] });
    await addAddress(test, shopper, store.pincode);
    const bag = await checkoutAs(test, shopper, { page: "shipping" });
    const [product] = bag.products;
    const options = product?.deliveryOptions ?? [];
    expect(options[0]).toMatchObject({
      shippingMethod: "STOREPICK",
      label: LABELS.deliveryOptions.pickup,
      order: 0,
    });
    expect(options[0]?.stores?.[0]).toMatchObject({ storeId: store.id, fcId: store.id, distance: 0 });
    expect(options.map((option) => option.order)).toEqual([...options.map((option) => option.order)].sort());
    expect(options.at(-1)).toMatchObject({ shippingMethod: "standard", label: "Delivery within 5-7 days" });

    const picked = await checkoutAs(test, shopper, {
      page: "shipping",
      selectedShippingMethods: [{ skuId: size.skuId, shippingMethod: "STOREPICK", storeId: store.id }],
    });
    expect(picked.products[0]).toMatchObject({
      shippingMethod: "STOREPICK",
      storeId: store.id,
      store: { fcId: store.id },
    });
    expect(picked.blockingMessage).toBeUndefined();

    const stores = checkoutStoresResponse.parse(
      (await call(test, shopper, "POST", "/api/checkoutStores", { skuId: size.skuId, qty: 2 })).json(),
    );
    expect(stores.stores.map((s) => s.storeId)).toContain(store.id);

    // The store sells one of the two: the kept pickup is no longer valid.
    await test.database.db
      .update(schema.stock)
      .set({ quantity: 1 })
      .where(and(eq(schema.stock.skuId, size.skuId), eq(schema.stock.fcId, store.id)));
    const stale = await checkoutAs(test, shopper, { page: "shipping" });
    expect(stale.products[0]?.shippingMethod).toBeUndefined();
    expect(stale.blockingMessage).toBe(MESSAGES.checkout.deliveryNoLongerValid);
  });

  it("asks for a method while a pickup has no store", async () => {
    const size = await test.sizes.size({
      mrp: 99_900,
      price: 99_900,
      stock: 5,
      heldAt: [{ fcId: store.id, quantity: 1 }],
    });
    const shopper = await buyer();
    await checkoutAs(test, shopper, { type: "update", cartItems: [{ skuId: size.skuId }] });
    await addAddress(test, shopper, store.pincode);
    const bag = await checkoutAs(test, shopper, {
      page: "shipping",
      selectedShippingMethods: [{ skuId: size.skuId, shippingMethod: "STOREPICK" }],
    });
    expect(bag.products[0]?.shippingMethod).toBeUndefined();
    expect(bag.blockingMessage).toBe(MESSAGES.checkout.selectDeliveryMethod);
  });

  it("forgets the kept methods when the bag page changes the bag", async () => {
    const size = await test.sizes.size({ mrp: 99_900, price: 99_900, stock: 5 });
    const shopper = await buyer();
    await checkoutAs(test, shopper, { type: "update", cartItems: [{ skuId: size.skuId }] });
    await addAddress(test, shopper, warehouse.pincode);
    await checkoutAs(test, shopper, {
      page: "shipping",
      selectedShippingMethods: [{ skuId: size.skuId, shippingMethod: "standard" }],
    });
    await checkoutAs(test, shopper, {
      page: "myBag",
      type: "update",
      cartItems: [{ skuId: size.skuId, qty: 2, mode: "set" }],
    });
    const after = await checkoutAs(test, shopper, { page: "shipping" });
    expect(after.savedShippingMethods).toEqual([]);
    expect(after.blockingMessage).toBe(MESSAGES.checkout.selectDeliveryMethod);
  });

  it("offers only standard delivery far from every centre", async () => {
    const size = await test.sizes.size({
      mrp: 99_900,
      price: 99_900,
      stock: 0,
      heldAt: [{ fcId: store.id, quantity: 1 }],
    });
    const shopper = await buyer();
    await checkoutAs(test, shopper, { type: "update", cartItems: [{ skuId: size.skuId }] });
    // Port Blair: more than 1,000 km from every centre; standard delivery still reaches it.
    await addAddress(test, shopper, "744101");
    const bag = await checkoutAs(test, shopper, { page: "shipping" });
    expect(bag.products[0]?.deliveryOptions?.map((option) => option.shippingMethod)).toEqual(["standard"]);
  });
});
