import {
  type CheckoutResponse,
  checkoutResponse,
  formatMessage,
  GUEST_BAG_COOKIE,
  MESSAGES,
} from "@odin/contracts";
import { schema } from "@odin/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { createUser, signIn, type TestUser } from "../../testing/auth";
import { promotionCode } from "../../testing/bag-fixture";
import { CLIENT_HEADERS, problemOf } from "../../testing/test-app";

const test = useTestApp();

interface Shopper {
  user: TestUser;
  headers: Record<string, string>;
}

async function shopper(): Promise<Shopper> {
  const user = await createUser(test);
  const token = (await signIn(test, user.email, user.password)).json().access_token as string;
  return { user, headers: { ...CLIENT_HEADERS, authorization: `Bearer ${token}` } };
}

const post = (headers: Record<string, string>, url: string, payload: object) =>
  test.app.inject({ method: "POST", url, headers, payload });

async function checkout(headers: Record<string, string>, payload: object): Promise<CheckoutResponse> {
  const response = await post(headers, "/api/checkout", payload);
  expect(response.statusCode, response.body).toBe(200);
  return checkoutResponse.parse(response.json());
}

/** A bag holding `qty` of a new size at `price` (paise) carrying the promotion. */
async function bagWith(who: Shopper, promotionId: number, price: number, qty = 1) {
  const size = await test.sizes.size({ mrp: price, price, stock: 20, promotionIds: [promotionId] });
  await checkout(who.headers, { type: "update", cartItems: [{ skuId: size.skuId, qty }] });
  return size;
}

const apply = (headers: Record<string, string>, couponCode: string) =>
  post(headers, "/api/checkout", { type: "update", couponCode });

describe("applying and removing a coupon", () => {
  it("applies a percent coupon on the server's prices and removes it", async () => {
    const id = await test.sizes.promotion({ code: "PCT", kind: "percent", value: 10, maxDiscount: 100_000 });
    const code = await promotionCode(test.database.db, id);
    const who = await shopper();
    await bagWith(who, id, 200_000);
    const applied = checkoutResponse.parse((await apply(who.headers, code.toLowerCase())).json());
    expect(applied.overview).toMatchObject({ couponCode: code, isCouponApplied: true, discounts: 20_000 });
    expect(applied.overview.total).toBe(180_000);
    const removed = await checkout(who.headers, { type: "delete", couponCode: code });
    expect(removed.overview).toMatchObject({ isCouponApplied: false, discounts: 0, total: 200_000 });
  });

  it("refuses an unknown code with the invalid coupon message and keeps the bag", async () => {
    const who = await shopper();
    const response = await apply(who.headers, "NOSUCHCODE");
    expect(response.statusCode).toBe(400);
    expect(problemOf(response)?.detail).toBe(MESSAGES.checkout.invalidCoupon);
  });

  it("says how much more the bag needs below the minimum value", async () => {
    const id = await test.sizes.promotion({ code: "MIN", kind: "flat", value: 25_000, minBagValue: 149_901 });
    const code = await promotionCode(test.database.db, id);
    const who = await shopper();
    await bagWith(who, id, 100_000);
    const response = await apply(who.headers, code);
    expect(response.statusCode).toBe(400);
    expect(problemOf(response)?.detail).toBe(
      formatMessage.coupon("minimumBagValue", { code, amount: "₹499.01" }),
    );
  });

  it("refuses a coupon outside its validity window", async () => {
    const day = 24 * 3600 * 1000;
    const expired = await test.sizes.promotion({
      code: "OLD",
      kind: "flat",
      value: 5_000,
      validUntil: new Date(Date.now() - day),
    });
    const future = await test.sizes.promotion({
      code: "NEW",
      kind: "flat",
      value: 5_000,
      validFrom: new Date(Date.now() + day),
    });
    const who = await shopper();
    await bagWith(who, expired, 100_000);
    await bagWith(who, future, 100_000);
    const [oldCode, newCode] = [
      await promotionCode(test.database.db, expired),
      await promotionCode(test.database.db, future),
    ];
    expect(problemOf(await apply(who.headers, oldCode))?.detail).toBe(
      formatMessage.coupon("expired", { code: oldCode }),
    );
    expect(problemOf(await apply(who.headers, newCode))?.detail).toBe(
      formatMessage.coupon("notStarted", { code: newCode }),
    );
  });

  it("applies a once-per-shopper coupon once, and a first-order coupon before the first order only", async () => {
    const once = await test.sizes.promotion({
      code: "ONCE",
      kind: "flat",
      value: 5_000,
      oncePerDays: 36_500,
    });
    const first = await test.sizes.promotion({
      code: "FIRST",
      kind: "flat",
      value: 5_000,
      firstOrderOnly: true,
    });
    const who = await shopper();
    await bagWith(who, once, 100_000);
    await bagWith(who, first, 100_000);
    const [onceCode, firstCode] = [
      await promotionCode(test.database.db, once),
      await promotionCode(test.database.db, first),
    ];
    expect((await apply(who.headers, onceCode)).statusCode).toBe(200);
    await test.database.db
      .insert(schema.couponRedemptions)
      .values({ promotionId: once, userId: who.user.id, orderRef: "ORDER-1" });
    expect(problemOf(await apply(who.headers, onceCode))?.detail).toBe(
      formatMessage.coupon("alreadyUsed", { code: onceCode }),
    );
    expect((await apply(who.headers, firstCode)).statusCode).toBe(200);
    await test.database.db
      .update(schema.users)
      .set({ firstOrderAt: new Date() })
      .where(eq(schema.users.id, who.user.id));
    expect(problemOf(await apply(who.headers, firstCode))?.detail).toBe(
      formatMessage.coupon("firstOrderOnly", { code: firstCode }),
    );
  });

  it("asks a guest to log in for a once-per-shopper coupon", async () => {
    const id = await test.sizes.promotion({ code: "GUEST", kind: "flat", value: 5_000, oncePerDays: 30 });
    const code = await promotionCode(test.database.db, id);
    const size = await test.sizes.size({ mrp: 100_000, price: 100_000, stock: 5, promotionIds: [id] });
    const first = await post(CLIENT_HEADERS, "/api/checkout", {
      type: "update",
      cartItems: [{ skuId: size.skuId }],
    });
    const cookie = first.cookies.find((item) => item.name === GUEST_BAG_COOKIE)?.value;
    const response = await apply({ ...CLIENT_HEADERS, cookie: `${GUEST_BAG_COOKIE}=${cookie}` }, code);
    expect(problemOf(response)?.detail).toBe(formatMessage.coupon("loginRequired", { code }));
  });

  it("takes no coupon on items whose promotion is already in the price", async () => {
    const flat = await test.sizes.promotion({ code: "CLEAR", kind: "included", combinable: false });
    const pct = await test.sizes.promotion({ code: "MORE", kind: "percent", value: 10 });
    const who = await shopper();
    const size = await test.sizes.size({ mrp: 100_000, price: 30_000, stock: 5, promotionIds: [flat, pct] });
    await checkout(who.headers, { type: "update", cartItems: [{ skuId: size.skuId }] });
    const [flatCode, pctCode] = [
      await promotionCode(test.database.db, flat),
      await promotionCode(test.database.db, pct),
    ];
    expect(problemOf(await apply(who.headers, flatCode))?.detail).toBe(
      formatMessage.coupon("includedInPrice", { code: flatCode }),
    );
    expect(problemOf(await apply(who.headers, pctCode))?.detail).toBe(
      formatMessage.coupon("notCombinable", { code: pctCode }),
    );
  });
});

describe("promotions with a payment constraint", () => {
  it("shows a UPI offer as extra ₹ off and applies it only when paid by UPI", async () => {
    const id = await test.sizes.promotion({
      code: "UPI",
      kind: "flat",
      value: 5_000,
      paymentConstraint: "UPI",
    });
    const code = await promotionCode(test.database.db, id);
    const who = await shopper();
    await bagWith(who, id, 150_000);
    expect((await apply(who.headers, code)).statusCode).toBe(200);
    const shown = await checkout(who.headers, { type: "read", isPromotionPaymentConstraintSupported: true });
    expect(shown.overview).toMatchObject({ total: 150_000, isPromotionWithPaymentConstraintApplied: false });
    expect(shown.couponDetails).toMatchObject({
      code,
      applied: false,
      savings: 5_000,
      paymentConstraint: "UPI",
    });
    const upi = await post(who.headers, "/api/getpricingOverview", { selectedPaymentMode: "UPI" });
    expect(upi.json().overview).toMatchObject({
      total: 145_000,
      isPromotionWithPaymentConstraintApplied: true,
    });
    const card = await post(who.headers, "/api/getpricingOverview", { selectedPaymentMode: "CREDIT_CARD" });
    expect(card.json().overview).toMatchObject({
      total: 150_000,
      isPromotionWithPaymentConstraintApplied: false,
    });
  });
});

describe("the applicable coupons call", () => {
  it("lists the promotions of the bag's items with whether each applies", async () => {
    const small = await test.sizes.promotion({ code: "SMALL", kind: "flat", value: 5_000 });
    const big = await test.sizes.promotion({
      code: "BIG",
      kind: "flat",
      value: 5_000,
      minBagValue: 1_000_000,
    });
    const who = await shopper();
    const size = await test.sizes.size({
      mrp: 100_000,
      price: 100_000,
      stock: 5,
      promotionIds: [small, big],
    });
    await checkout(who.headers, { type: "update", cartItems: [{ skuId: size.skuId }] });
    const response = await test.app.inject({ url: "/api/coupons/applicable", headers: who.headers });
    const coupons = response.json().coupons as Array<{ code: string; applicable: boolean; savings: number }>;
    const byCode = new Map(coupons.map((coupon) => [coupon.code, coupon]));
    expect(byCode.get(await promotionCode(test.database.db, small))).toMatchObject({
      applicable: true,
      savings: 5_000,
    });
    expect(byCode.get(await promotionCode(test.database.db, big))).toMatchObject({ applicable: false });
  });
});
