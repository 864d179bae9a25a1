import {
  checkoutResponse,
  formatMessage,
  productDetail,
  promotionPage,
  promotionRedemptionsPage,
  promotionSearchPage,
} from "@odin/contracts";
import { schema } from "@odin/db";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import type { FixtureSize } from "../../testing/bag-fixture";
import { type Buyer, call, checkoutAs, placement, verifiedCodSession } from "../../testing/checkout";
import { type OnlinePaymentKit, onlinePaymentKit, type StartedPayment } from "../../testing/online-payment";
import { createRole, createStaff, signInStaff, staffWith, type TestStaff } from "../../testing/staff";
import { CLIENT_HEADERS, problemOf } from "../../testing/test-app";
import { RELEASE_PAYMENT_RESERVATION } from "../orders";

/**
 * The back office's promotions (promotions:read, promotions:write; decision 70): created, edited,
 * paused, resumed and ended, each change reaching a shopper's bag and the product page at once; the
 * total limit held by the transaction that reserves an order, and given back by a reservation given up.
 * The promotions cover a brand of this file's own, so no other file's bag meets them.
 */

const test = useTestApp();
let online: OnlinePaymentKit;
let manager: TestStaff;
let reader: TestStaff;
let otherBrandStaff: TestStaff;
let brandId: number;
const tag = String(Date.now()).slice(-6);
const created: number[] = [];

beforeAll(async () => {
  online = await onlinePaymentKit(test);
  const { db } = test.database;
  const [brand] = await db
    .insert(schema.brands)
    .values({
      code: `pt${tag}`,
      name: `Promo Test ${tag}`,
      slug: `promo-test-${tag}`,
      subSitePath: `/pt${tag}`,
      legalBrandNames: [`Promo Test ${tag}`],
      parentBrand: "Promo Test",
      brandType: "fashion",
      description: "A brand of the promotions tests.",
      colour: "#123456",
      position: 999,
    })
    .returning({ id: schema.brands.id });
  brandId = brand?.id as number;
  manager = await staffWith(test, ["promotions:read", "promotions:write", "audit:read"]);
  reader = await staffWith(test, ["promotions:read"]);
  const others = await db.select({ id: schema.brands.id }).from(schema.brands).limit(1);
  otherBrandStaff = await signInStaff(
    test,
    await createStaff(test, await createRole(test, ["promotions:read", "promotions:write"]), {
      brandIds: [others[0]?.id as number],
    }),
  );
});

afterAll(async () => {
  await online.remove();
  const { db } = test.database;
  if (created.length > 0) {
    await db.delete(schema.stylePromotions).where(inArray(schema.stylePromotions.promotionId, created));
    await db.delete(schema.promotions).where(inArray(schema.promotions.id, created));
  }
  await db.delete(schema.brands).where(eq(schema.brands.id, brandId));
});

const admin = (method: "GET" | "PUT" | "POST", url: string, staff: TestStaff = manager, payload?: object) =>
  test.app.inject({
    method,
    url,
    headers: staff.headers,
    ...(method === "GET" ? {} : { payload: payload ?? {} }),
  });

let codes = 0;
/** A new code of this file's own. */
const newCode = () => `PT${tag}${++codes}`;

/** A promotion's rules: 10% off the test brand, at least ₹1,000, no limit. */
const rules = (overrides: Record<string, unknown> = {}) => ({
  code: newCode(),
  kind: "percent",
  value: 10,
  title: "10% off",
  tnc: "On the brand's styles.",
  minBagValue: 100_000,
  maxDiscount: null,
  brandIds: [brandId],
  firstOrderOnly: false,
  oncePerDays: null,
  paymentConstraint: null,
  combinable: true,
  validFrom: null,
  validUntil: null,
  maxRedemptions: null,
  ...overrides,
});

async function createPromotion(overrides: Record<string, unknown> = {}) {
  const answer = await admin("POST", "/admin/api/promotions", manager, rules(overrides));
  expect(answer.statusCode, answer.body).toBe(200);
  const page = promotionPage.parse(answer.json());
  created.push(page.promotion.promotionId);
  return page.promotion;
}

/** The body of an edit: the promotion's rules, without its code. */
const edit = (overrides: Record<string, unknown> = {}) => {
  const { code: _, ...body } = rules(overrides);
  return body;
};

/** A ₹2,000 size of a style moved to the test brand after the promotion: the brand's new styles are covered too. */
async function brandSize(): Promise<FixtureSize> {
  const size = await online.fixture.size({ mrp: 200_000, price: 200_000, stock: 20 });
  await test.database.db.update(schema.styles).set({ brandId }).where(eq(schema.styles.id, size.styleId));
  return { ...size, brandId };
}

/** A shopper with one unit of a size of the brand in the bag, an address and standard delivery. */
async function shopperWithBag(size?: FixtureSize) {
  return online.shopper({ size: size ?? (await brandSize()) });
}

const applyCoupon = (buyer: Buyer, code: string) =>
  call(test, buyer, "POST", "/api/checkout", { type: "update", couponCode: code });

async function bagOf(buyer: Buyer) {
  const answer = await call(test, buyer, "POST", "/api/checkout", { type: "read" });
  return checkoutResponse.parse(answer.json());
}

/** Places the buyer's bag, cash on delivery. */
async function placeCod(buyer: Buyer) {
  const cod = await checkoutAs(test, buyer, { page: "payment", selectedPaymentMode: "CASH_ON_DELIVERY" });
  const sessionID = await verifiedCodSession(test, buyer);
  return online.make(buyer, placement(cod, { otpDetails: { sessionID } }));
}

/** An online order's reservation lapses and its release job runs. */
async function lapse(payment: StartedPayment) {
  const { db } = test.database;
  await db
    .update(schema.paymentTransactions)
    .set({ createdAt: sql`now() - interval '2 hours'`, expiresAt: sql`now() - interval '1 hour'` })
    .where(eq(schema.paymentTransactions.transactionId, payment.transactionId));
  const [order] = await db
    .update(schema.orders)
    .set({ reservedUntil: sql`now() - interval '1 minute'` })
    .where(eq(schema.orders.orderNumber, payment.orderId))
    .returning({ id: schema.orders.id });
  await online.runJob(RELEASE_PAYMENT_RESERVATION, { orderId: order?.id ?? -1 });
}

async function pageOf(promotionId: number) {
  const answer = await admin("GET", `/admin/api/promotions/${promotionId}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return promotionPage.parse(answer.json());
}

const refusal = (code: string, template: Parameters<typeof formatMessage.coupon>[0]) =>
  formatMessage.coupon(template, { code });

describe("a promotion in a shopper's bag", () => {
  it("is created for a brand and applies in the bag, with its audit entry", async () => {
    const promotion = await createPromotion();
    expect(promotion).toMatchObject({ status: "active", redemptions: 0, brandIds: [brandId] });
    const { buyer } = await shopperWithBag();
    const applied = await applyCoupon(buyer, promotion.code.toLowerCase());
    expect(applied.statusCode, applied.body).toBe(200);
    expect((await bagOf(buyer)).overview).toMatchObject({ isCouponApplied: true, discounts: 20_000 });
    const page = await pageOf(promotion.promotionId);
    expect(page.promotion.styles).toBeGreaterThan(0);
    expect(page.audit.map((entry) => entry.action)).toEqual(["create"]);
  });

  it("stops applying at once when paused, applies again when resumed, and is refused once ended", async () => {
    const promotion = await createPromotion();
    const { buyer, size } = await shopperWithBag();
    expect((await applyCoupon(buyer, promotion.code)).statusCode).toBe(200);
    const product = async () =>
      productDetail.parse(
        (
          await test.app.inject({
            method: "POST",
            url: "/api/product/details",
            headers: CLIENT_HEADERS,
            payload: { styleId: size.styleId },
          })
        ).json(),
      );
    expect((await product()).promotions.map((offer) => offer.code)).toContain(promotion.code);

    const paused = await admin("POST", `/admin/api/promotions/${promotion.promotionId}/pause`);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(promotionPage.parse(paused.json()).promotion.status).toBe("paused");
    const held = await bagOf(buyer);
    expect(held.overview.isCouponApplied).toBe(false);
    expect(problemOf(await applyCoupon(buyer, promotion.code))?.detail).toBe(
      refusal(promotion.code, "paused"),
    );
    expect((await product()).promotions.map((offer) => offer.code)).not.toContain(promotion.code);

    expect((await admin("POST", `/admin/api/promotions/${promotion.promotionId}/resume`)).statusCode).toBe(
      200,
    );
    expect((await bagOf(buyer)).overview.isCouponApplied).toBe(true);

    const ended = await admin("POST", `/admin/api/promotions/${promotion.promotionId}/end`);
    expect(promotionPage.parse(ended.json()).promotion.status).toBe("ended");
    expect((await bagOf(buyer)).overview.isCouponApplied).toBe(false);
    expect(problemOf(await applyCoupon(buyer, promotion.code))?.detail).toBe(
      refusal(promotion.code, "expired"),
    );
    const afterEnd = await admin("PUT", `/admin/api/promotions/${promotion.promotionId}`, manager, edit());
    expect(afterEnd.statusCode).toBe(409);
    expect(problemOf(afterEnd)?.code).toBe("PROMOTION_ENDED");
    expect((await admin("POST", `/admin/api/promotions/${promotion.promotionId}/resume`)).statusCode).toBe(
      409,
    );
    const actions = (await pageOf(promotion.promotionId)).audit.map((entry) => entry.action);
    expect(actions).toEqual(["create", "pause", "resume", "end"]);
  });

  it("asks for more once its minimum bag value is raised", async () => {
    const promotion = await createPromotion();
    const { buyer } = await shopperWithBag();
    expect((await applyCoupon(buyer, promotion.code)).statusCode).toBe(200);
    const raised = await admin(
      "PUT",
      `/admin/api/promotions/${promotion.promotionId}`,
      manager,
      edit({ minBagValue: 300_000, brandIds: null }),
    );
    expect(raised.statusCode, raised.body).toBe(200);
    expect(promotionPage.parse(raised.json()).promotion).toMatchObject({
      minBagValue: 300_000,
      brandIds: [brandId],
    });
    const bag = await bagOf(buyer);
    expect(bag.overview.isCouponApplied).toBe(false);
    expect(bag.couponDetails?.error).toBe(
      formatMessage.coupon("minimumBagValue", { code: promotion.code, amount: "₹1,000" }),
    );
  });
});

describe("the total limit", () => {
  it("lets two orders use it, refuses the third, and frees a slot when a reservation is given up", async () => {
    const promotion = await createPromotion({ maxRedemptions: 2 });
    const first = await shopperWithBag();
    expect((await applyCoupon(first.buyer, promotion.code)).statusCode).toBe(200);
    const placed = await placeCod(first.buyer);
    expect(placed.statusCode, placed.body).toBe(200);
    const second = await shopperWithBag();
    expect((await applyCoupon(second.buyer, promotion.code)).statusCode).toBe(200);
    const reserved = await online.start(second.buyer, "CREDIT_CARD");
    expect((await pageOf(promotion.promotionId)).promotion.redemptions).toBe(2);

    const third = await shopperWithBag();
    expect(problemOf(await applyCoupon(third.buyer, promotion.code))?.detail).toBe(
      refusal(promotion.code, "usedUp"),
    );

    await lapse(reserved);
    expect((await pageOf(promotion.promotionId)).promotion.redemptions).toBe(1);
    expect((await applyCoupon(third.buyer, promotion.code)).statusCode).toBe(200);
    const last = await placeCod(third.buyer);
    expect(last.statusCode, last.body).toBe(200);

    const listed = await admin("GET", `/admin/api/promotions/${promotion.promotionId}/redemptions?limit=1`);
    expect(listed.statusCode, listed.body).toBe(200);
    const page = promotionRedemptionsPage.parse(listed.json());
    expect(page.redemptions).toEqual([
      expect.objectContaining({ userId: third.buyer.user.id, orderStatus: "PLACED", amountOff: 20_000 }),
    ]);
    const rest = promotionRedemptionsPage.parse(
      (
        await admin("GET", `/admin/api/promotions/${promotion.promotionId}/redemptions?after=${page.next}`)
      ).json(),
    );
    expect(rest).toEqual({
      redemptions: [expect.objectContaining({ userId: first.buyer.user.id, amountOff: 20_000 })],
      next: null,
    });
    const lowered = await admin(
      "PUT",
      `/admin/api/promotions/${promotion.promotionId}`,
      manager,
      edit({ maxRedemptions: 1 }),
    );
    expect(lowered.statusCode).toBe(409);
    expect(problemOf(lowered)).toMatchObject({
      code: "PROMOTION_LIMIT_BELOW_USES",
      data: { field: "maxRedemptions" },
    });
  });

  it("gives the last use to one of two orders placed at once", async () => {
    const promotion = await createPromotion({ maxRedemptions: 1 });
    const shoppers = [await shopperWithBag(), await shopperWithBag()];
    const bodies: object[] = [];
    for (const { buyer } of shoppers) {
      expect((await applyCoupon(buyer, promotion.code)).statusCode).toBe(200);
      const cod = await checkoutAs(test, buyer, { page: "payment", selectedPaymentMode: "CASH_ON_DELIVERY" });
      bodies.push(placement(cod, { otpDetails: { sessionID: await verifiedCodSession(test, buyer) } }));
    }
    const answers = await Promise.all(
      shoppers.map(({ buyer }, index) => online.make(buyer, bodies[index] ?? {})),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await pageOf(promotion.promotionId)).promotion.redemptions).toBe(1);
  });
});

describe("finding and creating promotions", () => {
  it("refuses a code another promotion has, naming the field, and reads codes in capitals", async () => {
    const promotion = await createPromotion();
    const again = await admin(
      "POST",
      "/admin/api/promotions",
      manager,
      rules({ code: promotion.code.toLowerCase() }),
    );
    expect(again.statusCode).toBe(409);
    expect(problemOf(again)).toMatchObject({ code: "PROMOTION_CODE_TAKEN", data: { field: "code" } });
  });

  it("refuses a percent above 90, dates out of order, and a bad code, field by field", async () => {
    const answer = await admin(
      "POST",
      "/admin/api/promotions",
      manager,
      rules({
        code: "no spaces",
        value: 95,
        validFrom: "2026-12-02T00:00:00Z",
        validUntil: "2026-12-01T00:00:00Z",
      }),
    );
    expect(answer.statusCode).toBe(400);
    const issues = (problemOf(answer)?.data?.issues ?? []) as { path: string }[];
    expect(issues.map((issue) => issue.path).sort()).toEqual(["body.code", "body.validUntil", "body.value"]);
  });

  it("finds promotions by the start of their code and by status, a page at a time", async () => {
    const active = await createPromotion();
    const paused = await createPromotion();
    await admin("POST", `/admin/api/promotions/${paused.promotionId}/pause`);
    const search = (query: string) =>
      admin("GET", `/admin/api/promotions?q=pt${tag}&${query}`).then((answer) =>
        promotionSearchPage.parse(answer.json()),
      );
    const pausedOnes = await search("status=paused");
    expect(pausedOnes.promotions.map((row) => row.promotionId)).toContain(paused.promotionId);
    expect(pausedOnes.promotions.every((row) => row.status === "paused")).toBe(true);
    const first = await search("limit=1");
    expect(first.promotions).toHaveLength(1);
    expect(first.next).not.toBeNull();
    const second = await search(`limit=1&after=${first.next}`);
    expect(second.promotions[0]?.promotionId).toBeLessThan(first.promotions[0]?.promotionId ?? 0);
    expect(active.status).toBe("active");
    const bad = await admin("GET", "/admin/api/promotions?after=x");
    expect(problemOf(bad)?.code).toBe("CURSOR_INVALID");
  });
});

describe("who may", () => {
  it("refuses each write to staff without promotions:write, and every call to a signed-out caller", async () => {
    const promotion = await createPromotion();
    const id = promotion.promotionId;
    expect((await admin("GET", `/admin/api/promotions/${id}`, reader)).statusCode).toBe(200);
    const writes: ["POST" | "PUT", string, object?][] = [
      ["POST", "/admin/api/promotions", rules()],
      ["PUT", `/admin/api/promotions/${id}`, edit()],
      ["POST", `/admin/api/promotions/${id}/pause`],
      ["POST", `/admin/api/promotions/${id}/resume`],
      ["POST", `/admin/api/promotions/${id}/end`],
    ];
    for (const [method, url, payload] of writes) {
      expect((await admin(method, url, reader, payload)).statusCode, `${method} ${url}`).toBe(403);
      const signedOut = await test.app.inject({
        method,
        url,
        headers: CLIENT_HEADERS,
        payload: payload ?? {},
      });
      expect(signedOut.statusCode, `${method} ${url}`).toBe(401);
    }
    for (const url of [
      "/admin/api/promotions",
      `/admin/api/promotions/${id}`,
      `/admin/api/promotions/${id}/redemptions`,
    ]) {
      expect((await test.app.inject({ method: "GET", url, headers: CLIENT_HEADERS })).statusCode, url).toBe(
        401,
      );
    }
  });

  it("refuses staff of another brand the promotion, its uses and its changes, and a promotion of a brand not theirs", async () => {
    const promotion = await createPromotion();
    const id = promotion.promotionId;
    const calls: ["GET" | "POST" | "PUT", string, object?][] = [
      ["GET", `/admin/api/promotions/${id}`],
      ["GET", `/admin/api/promotions/${id}/redemptions`],
      ["PUT", `/admin/api/promotions/${id}`, edit()],
      ["POST", `/admin/api/promotions/${id}/pause`],
      ["POST", `/admin/api/promotions/${id}/end`],
      ["POST", "/admin/api/promotions", rules()],
    ];
    for (const [method, url, payload] of calls) {
      expect((await admin(method, url, otherBrandStaff, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    const listed = promotionSearchPage.parse(
      (await admin("GET", `/admin/api/promotions?q=pt${tag}`, otherBrandStaff)).json(),
    );
    expect(listed.promotions).toEqual([]);
  });
});
