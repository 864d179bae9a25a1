import {
  BAG,
  type CheckoutResponse,
  checkoutResponse,
  formatMessage,
  GUEST_BAG_COOKIE,
  MESSAGES,
} from "@odin/contracts";
import { schema } from "@odin/db";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { createUser, setCookies, signIn } from "../../testing/auth";
import type { FixtureSize } from "../../testing/bag-fixture";
import { CLIENT_HEADERS, problemOf } from "../../testing/test-app";

const test = useTestApp();

/** Who calls: a signed-in shopper's access token, or a guest's bag cookie (none: a new guest). */
interface Caller {
  token?: string;
  guest?: string;
}

function post(url: string, caller: Caller, payload: object) {
  const headers: Record<string, string> = { ...CLIENT_HEADERS };
  if (caller.token) headers.authorization = `Bearer ${caller.token}`;
  if (caller.guest) headers.cookie = `${GUEST_BAG_COOKIE}=${caller.guest}`;
  return test.app.inject({ method: "POST", url, headers, payload });
}

async function checkout(caller: Caller, payload: object): Promise<CheckoutResponse> {
  const response = await post("/api/checkout", caller, payload);
  expect(response.statusCode, response.body).toBe(200);
  return checkoutResponse.parse(response.json());
}

const add = (caller: Caller, skuId: number, qty = 1) =>
  checkout(caller, { type: "update", cartItems: [{ skuId, qty }] });

async function signedIn(): Promise<Caller> {
  const user = await createUser(test);
  const response = await signIn(test, user.email, user.password);
  return { token: response.json().access_token as string };
}

/** A new guest's first add: the answer sets the bag cookie. */
async function newGuest(skuId: number, qty = 1): Promise<Caller> {
  const response = await post("/api/checkout", {}, { type: "update", cartItems: [{ skuId, qty }] });
  expect(response.statusCode).toBe(200);
  const cookie = setCookies(response).get(GUEST_BAG_COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  return { guest: String(cookie?.value) };
}

const qtyOf = (bag: CheckoutResponse, size: FixtureSize) =>
  bag.products.find((product) => product.skuId === size.skuId)?.qty ?? 0;

describe("quantities (spec 3 §5)", () => {
  it("sums an item already in the bag and caps it at 10 with the spec's message", async () => {
    const size = await test.sizes.size({ mrp: 99_900, price: 79_900, stock: 50 });
    const shopper = await signedIn();
    await add(shopper, size.skuId, 4);
    expect(qtyOf(await add(shopper, size.skuId, 5), size)).toBe(9);
    const capped = await add(shopper, size.skuId, 3);
    expect(qtyOf(capped, size)).toBe(10);
    expect(capped.limitBreachedSkus).toEqual([
      expect.objectContaining({ skuId: size.skuId, message: formatMessage.quantityLimit(10, size.name) }),
    ]);
    expect(capped.notices).toContain(formatMessage.quantityLimit(10, size.name));
    expect(capped.bagTotalItemCount).toBe(10);
  });

  it("never holds more than the stock, and refuses a quantity above it whole", async () => {
    const size = await test.sizes.size({ mrp: 99_900, price: 99_900, stock: 3 });
    const shopper = await signedIn();
    const bag = await add(shopper, size.skuId, 5);
    expect(qtyOf(bag, size)).toBe(3);
    expect(bag.limitBreachedSkus[0]?.message).toBe(formatMessage.quantityLimit(3, size.name));
    await checkout(shopper, { type: "update", cartItems: [{ skuId: size.skuId, qty: 2, mode: "set" }] });
    const refused = await checkout(shopper, {
      type: "update",
      cartItems: [{ skuId: size.skuId, qty: 4, mode: "set" }],
    });
    expect(qtyOf(refused, size)).toBe(2);
    expect(refused.limitBreachedSkus[0]?.message).toBe("You Can Add Max 3 Quantity of This Item.");
  });

  it("does not add a sold-out size and says so", async () => {
    const size = await test.sizes.size({ mrp: 99_900, price: 99_900, stock: 0 });
    const bag = await add(await signedIn(), size.skuId);
    expect(bag.products).toEqual([]);
    expect(bag.skusNotAdded).toEqual([expect.objectContaining({ skuId: size.skuId })]);
    expect(bag.notices).toEqual([
      "Sorry! 1 product in your bag has gone out of stock and couldn't be added.",
    ]);
  });

  it("flags an item that went out of stock in the bag", async () => {
    const size = await test.sizes.size({ mrp: 99_900, price: 99_900, stock: 2 });
    const shopper = await signedIn();
    await add(shopper, size.skuId);
    await test.sizes.setStock(size.skuId, 0);
    const bag = await checkout(shopper, { type: "read" });
    expect(bag.products[0]).toMatchObject({ skuId: size.skuId, outOfStock: true });
    expect(bag.blockingMessage).toBe(MESSAGES.checkout.removeOutOfStock);
    expect(bag.overview.total).toBe(0);
  });

  it("answers 404 for a size that does not exist and keeps the bag as it was", async () => {
    const size = await test.sizes.size({ mrp: 99_900, price: 99_900, stock: 5 });
    const shopper = await signedIn();
    await add(shopper, size.skuId);
    const response = await post("/api/checkout", shopper, {
      type: "update",
      cartItems: [
        { skuId: size.skuId, qty: 1 },
        { skuId: 2_000_000_000, qty: 1 },
      ],
    });
    expect(response.statusCode).toBe(404);
    expect(problemOf(response)?.detail).toBe(MESSAGES.bag.unknownSize);
    expect(qtyOf(await checkout(shopper, { type: "read" }), size)).toBe(1);
  });

  it(`refuses a size beyond ${BAG.maxLines} different ones with the bag-full message`, async () => {
    const shopper = await signedIn();
    const sizes: FixtureSize[] = [];
    for (let i = 0; i <= BAG.maxLines; i++)
      sizes.push(await test.sizes.size({ mrp: 10_000, price: 10_000, stock: 5 }));
    const cartItems = sizes.slice(0, BAG.maxLines).map(({ skuId }) => ({ skuId }));
    expect((await checkout(shopper, { type: "update", cartItems })).products).toHaveLength(BAG.maxLines);
    const last = sizes[BAG.maxLines] as FixtureSize;
    const response = await post("/api/checkout", shopper, {
      type: "update",
      cartItems: [{ skuId: last.skuId }],
    });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response)?.detail).toBe(MESSAGES.bag.full);
  });

  it("refuses quantities outside 1-10 as bad input", async () => {
    for (const qty of [0, 11, -1, 1.5]) {
      const response = await post("/api/checkout", {}, { type: "update", cartItems: [{ skuId: 1, qty }] });
      expect(response.statusCode).toBe(400);
    }
  });

  it("removes items", async () => {
    const [a, b] = [
      await test.sizes.size({ mrp: 99_900, price: 99_900, stock: 5 }),
      await test.sizes.size({ mrp: 49_900, price: 49_900, stock: 5 }),
    ];
    const shopper = await signedIn();
    await checkout(shopper, { type: "update", cartItems: [{ skuId: a.skuId }, { skuId: b.skuId }] });
    const bag = await checkout(shopper, { type: "delete", cartItems: [{ skuId: a.skuId }] });
    expect(bag.products.map((product) => product.skuId)).toEqual([b.skuId]);
  });
});

describe("one consistent bag under concurrent changes", { tags: ["postgres"] }, () => {
  it.each([
    [50, 10],
    [7, 7],
  ])("20 parallel adds from two sessions with %i in stock end at %i", async (stock, expected) => {
    const size = await test.sizes.size({ mrp: 99_900, price: 99_900, stock });
    const user = await createUser(test);
    const sessions = await Promise.all([1, 2].map(() => signIn(test, user.email, user.password)));
    const tokens = sessions.map((response) => response.json().access_token as string);
    const adds = Array.from({ length: 20 }, (_, i) => add({ token: tokens[i % 2] as string }, size.skuId));
    await Promise.all(adds);
    const rows = await test.database.db.select().from(schema.bags).where(eq(schema.bags.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(qtyOf(await checkout({ token: tokens[0] as string }, { type: "read" }), size)).toBe(expected);
  });
});

describe("guest bag and merge at sign-in (spec 3 §6)", () => {
  it("keeps a guest's bag under its cookie and shows it to nobody else", async () => {
    const size = await test.sizes.size({ mrp: 99_900, price: 99_900, stock: 5 });
    const guest = await newGuest(size.skuId, 2);
    expect(qtyOf(await checkout(guest, { type: "read" }), size)).toBe(2);
    expect((await checkout({}, { type: "read" })).products).toEqual([]);
    expect((await checkout(await signedIn(), { type: "read" })).products).toEqual([]);
    const forged = await post("/api/checkout", { guest: "x".repeat(43) }, { type: "read" });
    expect(checkoutResponse.parse(forged.json()).products).toEqual([]);
  });

  it(`forgets guest bags untouched for ${BAG.guestBagDays} days when a new one is made; a change touches a bag`, async () => {
    const [a, b, c] = [
      await test.sizes.size({ mrp: 99_900, price: 99_900, stock: 5 }),
      await test.sizes.size({ mrp: 99_900, price: 99_900, stock: 5 }),
      await test.sizes.size({ mrp: 99_900, price: 99_900, stock: 5 }),
    ];
    const [left, returning] = [await newGuest(a.skuId), await newGuest(b.skuId)];
    const { bags, bagItems } = schema;
    const bagOf = (size: FixtureSize) =>
      test.database.db
        .select({ id: bags.id })
        .from(bags)
        .innerJoin(bagItems, eq(bagItems.bagId, bags.id))
        .where(eq(bagItems.skuId, size.skuId));
    for (const size of [a, b]) {
      const [bag] = await bagOf(size);
      await test.database.db
        .update(bags)
        .set({ updatedAt: sql`now() - make_interval(days => ${BAG.guestBagDays + 1})` })
        .where(eq(bags.id, Number(bag?.id)));
    }
    await add(returning, b.skuId);
    await newGuest(c.skuId);
    expect(await bagOf(a)).toEqual([]);
    expect((await checkout(left, { type: "read" })).products).toEqual([]);
    expect(qtyOf(await checkout(returning, { type: "read" }), b)).toBe(2);
  });

  it("merges a guest bag into the shopper's at the first bag call after sign-in, summed and capped", async () => {
    const [a, b] = [
      await test.sizes.size({ mrp: 99_900, price: 99_900, stock: 50 }),
      await test.sizes.size({ mrp: 49_900, price: 49_900, stock: 50 }),
    ];
    const shopper = await signedIn();
    await add(shopper, a.skuId, 8);
    const guest = await newGuest(a.skuId, 4);
    await add(guest, b.skuId, 1);
    const response = await post("/api/checkout", { ...shopper, ...guest }, { type: "read" });
    const merged = checkoutResponse.parse(response.json());
    expect([qtyOf(merged, a), qtyOf(merged, b)]).toEqual([10, 1]);
    expect(setCookies(response).get(GUEST_BAG_COOKIE)).toMatchObject({ value: "" });
    expect((await checkout(guest, { type: "read" })).products).toEqual([]);
    const again = await checkout({ ...shopper, ...guest }, { type: "read" });
    expect([qtyOf(again, a), qtyOf(again, b)]).toEqual([10, 1]);
  });

  it("clears the guest cookie at sign-out; the shopper's bag stays with the account", async () => {
    const size = await test.sizes.size({ mrp: 99_900, price: 99_900, stock: 5 });
    const shopper = await signedIn();
    await add(shopper, size.skuId);
    const response = await test.app.inject({
      method: "POST",
      url: "/auth/logout",
      headers: { ...CLIENT_HEADERS, cookie: `${GUEST_BAG_COOKIE}=${"y".repeat(43)}` },
      payload: {},
    });
    expect(setCookies(response).get(GUEST_BAG_COOKIE)).toMatchObject({ value: "" });
    expect(qtyOf(await checkout(shopper, { type: "read" }), size)).toBe(1);
  });

  it("prices a client's own list in the guest overview without storing it", async () => {
    const size = await test.sizes.size({ mrp: 99_900, price: 89_900, stock: 5 });
    const response = await post("/api/checkout/guest", {}, { cartItems: [{ skuId: size.skuId, qty: 2 }] });
    const bag = checkoutResponse.parse(response.json());
    expect(bag.overview).toMatchObject({ subtotal: 199_800, discounts: 20_000, total: 179_800 });
    expect(setCookies(response).has(GUEST_BAG_COOKIE)).toBe(false);
  });
});

describe("pricing lines on the server (spec 3 §2)", () => {
  it("computes every line from current prices and the lines add up to Total", async () => {
    // ₹1,000 MRP at ₹600 (5% GST), qty 1: below the ₹999 free-delivery threshold → ₹99 delivery.
    const size = await test.sizes.size({ mrp: 100_000, price: 60_000, stock: 5 });
    const shopper = await signedIn();
    await add(shopper, size.skuId);
    const bag = await checkout(shopper, { type: "read" });
    // Delivery ₹99 contains 18% GST: round(9,900 × 18 / 118) = 1,510 paise; goods: round(60,000 × 5 / 105) = 2,857.
    expect(bag.overview).toMatchObject({
      subtotal: 100_000,
      discounts: 40_000,
      shippingCost: 9_900,
      codCharges: 0,
      tax: 2_857 + 1_510,
      total: 69_900,
    });
    const cod = await post("/api/getpricingOverview", shopper, { selectedPaymentMode: "CASH_ON_DELIVERY" });
    // COD ₹49 contains round(4,900 × 18 / 118) = 747 paise of GST.
    expect(cod.json().overview).toMatchObject({ codCharges: 4_900, total: 74_800, tax: 2_857 + 1_510 + 747 });
  });

  it("ignores any amount a client sends", async () => {
    const response = await post("/api/checkout", {}, { type: "read", total: 1, price: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json().overview.total).toBe(0);
  });

  it("explains the delivery charge rule", async () => {
    const response = await test.app.inject({ url: "/api/deliveryCharges", headers: CLIENT_HEADERS });
    expect(response.json()).toMatchObject({ charge: 9_900, freeAbove: 99_900, codCharge: 4_900 });
    expect(response.json().rules[0]).toBe("Standard delivery is free on orders of ₹999 or more, in 5 days.");
  });
});
