import {
  formatMessage,
  MESSAGES,
  orderConfirmation,
  paymentMethodsResponse,
  paymentResponse,
} from "@odin/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { setCookies, solveCaptcha } from "../../testing/auth";
import type { FixtureSize } from "../../testing/bag-fixture";
import {
  type Buyer,
  type CentreRef,
  call,
  centreOf,
  checkoutAs,
  grantPoints,
  newKey,
  placement,
  readyToPay,
  testLoyalty,
  verifiedCodSession,
} from "../../testing/checkout";
import { CLIENT_HEADERS, createTestApp, type OwnedTestApp, problemOf } from "../../testing/test-app";
import { COD_CAPTCHA_COOKIE } from "../auth/captcha-pass";
import type { LoyaltyService } from "../loyalty/loyalty.service";

/** Cash on delivery up to ₹3,000, and never at the blocked pincode, in this file's app. */
const COD_MAX = 300_000;
const BLOCKED = "744101";
/** One token key for both of this file's apps, so a shopper signed in at one is known to the other. */
const JWT_SECRET = `payments-${"0123456789abcdef".repeat(3)}`;

const test = useTestApp({
  env: {
    ODIN_COD_MAX_PAISE: String(COD_MAX),
    ODIN_COD_BLOCKED_PINCODES: BLOCKED,
    ODIN_JWT_SECRET: JWT_SECRET,
  },
});
let loyalty: LoyaltyService;
let warehouse: CentreRef;

beforeAll(async () => {
  loyalty = testLoyalty(test);
  warehouse = await centreOf(test, "warehouse");
});

async function buyerWith(
  size: FixtureSize,
  options: { qty?: number; points?: number; pincode?: string } = {},
) {
  const buyer = await test.shopper();
  if (options.points) {
    await grantPoints(test, loyalty, {
      userId: buyer.user.id,
      brandId: size.brandId,
      points: options.points,
    });
  }
  const items = [{ skuId: size.skuId, qty: options.qty ?? 1 }];
  await readyToPay(test, buyer, items, options.pincode ?? warehouse.pincode);
  return buyer;
}

async function methods(buyer: Buyer | null, body: object = {}) {
  const response = await call(test, buyer, "POST", "/api/payment/methods", body);
  return response;
}

const authHeaders = (buyer: Buyer) => ({ ...CLIENT_HEADERS, authorization: `Bearer ${buyer.token}` });

const make = (buyer: Buyer, body: object) =>
  call(test, buyer, "POST", "/api/payment/make", body, { "idempotency-key": newKey() });

describe("the payment step's options (spec 3 §2, §4)", () => {
  it("lists every option in order, cash on delivery with its charge and code, and the loyalty money", async () => {
    const size = await test.sizes.size({ mrp: 199_900, price: 149_900, stock: 5 });
    const buyer = await buyerWith(size, { points: 500 });
    const response = await methods(buyer);
    expect(response.statusCode).toBe(200);
    const answer = paymentMethodsResponse.parse(response.json());
    expect(answer.paymentTypeDetails.map((detail) => detail.paymentTypeCode)).toEqual([
      "SAVEDCARD",
      "CREDIT_CARD",
      "NET_BANKING",
      "WALLET",
      "UPI",
      "CARDLESS_EMI",
      "CASH_ON_DELIVERY",
      "LOYALTY",
    ]);
    expect(answer.paymentOptions).toEqual(
      answer.paymentTypeDetails.filter((detail) => detail.enabled).map((detail) => detail.paymentTypeCode),
    );
    for (const type of ["CREDIT_CARD", "NET_BANKING", "WALLET", "CASH_ON_DELIVERY", "LOYALTY"])
      expect(answer.paymentOptions, type).toContain(type);
    // No card saved yet.
    expect(answer.paymentTypeDetails[0]).toMatchObject({
      enabled: false,
      reason: MESSAGES.payment.noSavedCards,
    });
    const cod = answer.paymentTypeDetails.find((detail) => detail.paymentTypeCode === "CASH_ON_DELIVERY");
    expect(cod).toMatchObject({
      enabled: true,
      extraCharge: 4_900,
      otpRequired: true,
      captchaRequired: false,
    });
    expect(answer.loyalty.points).toEqual({ loyaltyValue: 50_000, balance: 50_000 });
    expect(answer.amount).toBe(149_900);
    expect(paymentMethodsResponse.parse((await methods(buyer, { loyaltyCheck: true })).json()).amount).toBe(
      99_900,
    );
    expect(answer.mobileNumber).toBe(buyer.user.mobileNumber);
  });

  it("says why cash on delivery is refused above its limit and at a blocked pincode", async () => {
    const dear = await test.sizes.size({ mrp: 399_900, price: 349_900, stock: 5 });
    const overLimit = paymentMethodsResponse.parse((await methods(await buyerWith(dear))).json());
    const limit = formatMessage.codOverLimit("₹3,000");
    expect(overLimit.paymentTypeDetails.find((d) => d.paymentTypeCode === "CASH_ON_DELIVERY")).toMatchObject({
      enabled: false,
      reason: limit,
    });
    const cheap = await test.sizes.size({ mrp: 99_900, price: 99_900, stock: 5 });
    const far = await buyerWith(cheap, { pincode: BLOCKED });
    const blocked = paymentMethodsResponse.parse((await methods(far)).json());
    expect(blocked.paymentTypeDetails.find((d) => d.paymentTypeCode === "CASH_ON_DELIVERY")?.reason).toBe(
      MESSAGES.payment.codPincode,
    );
    const bag = await checkoutAs(test, far, { page: "payment", selectedPaymentMode: "CASH_ON_DELIVERY" });
    const refused = await make(far, placement(bag));
    expect(refused.statusCode).toBe(400);
    expect(problemOf(refused)).toMatchObject({
      code: "COD_NOT_AVAILABLE",
      detail: MESSAGES.payment.codPincode,
    });
  });

  it("refuses a guest", async () => {
    expect((await methods(null)).statusCode).toBe(401);
  });
});

describe("paying with loyalty points (spec 3 §4 'Loyalty can be combined with another option')", () => {
  it("pays part with points and the rest in cash, with the Loyalty line, and debits the points", async () => {
    const size = await test.sizes.size({ mrp: 199_900, price: 149_900, stock: 5 });
    const buyer = await buyerWith(size, { points: 500 });
    const bag = await checkoutAs(test, buyer, { page: "payment", selectedPaymentMode: "CASH_ON_DELIVERY" });
    const due = bag.overview.total - 50_000;
    const sessionID = await verifiedCodSession(test, buyer);
    const response = await make(
      buyer,
      placement(bag, { useLoyalty: true, otpDetails: { sessionID }, pricingDetails: { netAmount: due } }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { orderId } = paymentResponse.parse(response.json());
    const order = orderConfirmation.parse(
      (await call(test, buyer, "GET", `/api/orderConfirm/${orderId}`)).json(),
    );
    expect(order.payments).toEqual([
      { paymentTypeCode: "LOYALTY", amount: 50_000, status: "paid" },
      { paymentTypeCode: "CASH_ON_DELIVERY", amount: due, status: "due" },
    ]);
    expect(order.overview.lines.find((line) => line.key === "loyalty")).toMatchObject({
      amount: 50_000,
      effect: "subtract",
    });
    expect(order.total).toBe(bag.overview.total);
    expect((await loyalty.balances(buyer.user.id))[0]?.balance).toBe(0);
  });

  it("pays the whole order with points, and refuses points alone that do not cover it", async () => {
    const size = await test.sizes.size({ mrp: 199_900, price: 149_900, stock: 5 });
    const rich = await buyerWith(size, { points: 1_500 });
    const bag = await checkoutAs(test, rich, { page: "payment", selectedPaymentMode: "LOYALTY" });
    const body = placement(bag, { paymentTypeCode: "LOYALTY", pricingDetails: { netAmount: 0 } });
    expect((await make(rich, body)).statusCode).toBe(200);

    const poor = await buyerWith(size, { points: 1_000 });
    const refused = await make(
      poor,
      placement(bag, { paymentTypeCode: "LOYALTY", pricingDetails: { netAmount: 0 } }),
    );
    expect(refused.statusCode).toBe(400);
    expect(problemOf(refused)).toMatchObject({
      code: "LOYALTY_FAILED_TO_REDEEM",
      detail: "Insufficient Loyalty money. Please select one more payment option available",
    });
    expect((await loyalty.balances(poor.user.id))[0]?.balance).toBe(1_000);
  });

  it("refuses an online payment without one of the step's banks, wallets or providers", async () => {
    const size = await test.sizes.size({ mrp: 99_900, price: 99_900, stock: 5 });
    const buyer = await buyerWith(size);
    const bag = await checkoutAs(test, buyer, { page: "payment" });
    for (const paymentDetail of [undefined, { bankCode: "NOPE" }]) {
      const refused = await make(buyer, placement(bag, { paymentTypeCode: "NET_BANKING", paymentDetail }));
      expect(refused.statusCode).toBe(400);
      expect(problemOf(refused)).toMatchObject({
        code: "PAYMENT_OPTION_REQUIRED",
        detail: MESSAGES.payment.noBankOrWallet,
      });
    }
    // Nothing was reserved: the bag is as it was.
    expect((await checkoutAs(test, buyer, { page: "payment" })).products).toHaveLength(1);
  });
});

describe("the captcha on cash on delivery (spec 3 §5; flag off by default)", () => {
  let flagged: OwnedTestApp;
  beforeAll(async () => {
    flagged = await createTestApp({
      database: test.database,
      env: { ODIN_FEATURE_FLAGS: "captchaOnCashOnDelivery=true", ODIN_JWT_SECRET: JWT_SECRET },
    });
  });
  afterAll(() => flagged.close());

  /** `POST /api/captcha/verify` with purpose `cod`: the answer and the `codCaptcha` cookie it set, if any. */
  async function passFor(buyer: Buyer | undefined, payload: string) {
    const response = await flagged.app.inject({
      method: "POST",
      url: "/api/captcha/verify",
      headers: buyer ? authHeaders(buyer) : CLIENT_HEADERS,
      payload: { payload, purpose: "cod" },
    });
    const cookie = setCookies(response).get(COD_CAPTCHA_COOKIE);
    return { response, pass: cookie?.value as string | undefined, cookie };
  }

  it("asks for it, refuses an order without the codCaptcha pass, and places the order with one", async () => {
    const size = await test.sizes.size({ mrp: 99_900, price: 99_900, stock: 5 });
    const buyer = await buyerWith(size);
    const listed = paymentMethodsResponse.parse(
      (
        await flagged.app.inject({
          method: "POST",
          url: "/api/payment/methods",
          headers: authHeaders(buyer),
          payload: {},
        })
      ).json(),
    );
    expect(
      listed.paymentTypeDetails.find((d) => d.paymentTypeCode === "CASH_ON_DELIVERY")?.captchaRequired,
    ).toBe(true);

    const bag = await checkoutAs(test, buyer, { page: "payment", selectedPaymentMode: "CASH_ON_DELIVERY" });
    const sessionID = await verifiedCodSession(test, buyer);
    const place = (pass?: string) =>
      flagged.app.inject({
        method: "POST",
        url: "/api/payment/make",
        headers: { ...authHeaders(buyer), "idempotency-key": newKey() },
        ...(pass ? { cookies: { [COD_CAPTCHA_COOKIE]: pass } } : {}),
        payload: placement(bag, { otpDetails: { sessionID } }),
      });
    const without = await place();
    expect(without.statusCode).toBe(400);
    expect(problemOf(without)).toMatchObject({
      code: "CAPTCHA_REQUIRED",
      detail: MESSAGES.payment.captchaNotVerified,
    });

    const payload = await solveCaptcha(flagged);
    const passed = await passFor(buyer, payload);
    expect(passed.response.json()).toEqual({ verified: true });
    expect(passed.pass).toMatch(/^5\.\d+\./);
    expect(passed.cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", maxAge: 30 * 60 });
    // A solution is spent by its first check: the same one again sets nothing.
    const again = await passFor(buyer, payload);
    expect(again.response.json()).toEqual({ verified: false });
    expect(again.pass).toBeUndefined();

    const solved = await place(passed.pass);
    expect(solved.statusCode, solved.body).toBe(200);
  });

  it("refuses another shopper's pass, an altered one, and gives none to a guest or for a wrong solution", async () => {
    const size = await test.sizes.size({ mrp: 99_900, price: 99_900, stock: 5 });
    const [owner, other] = [await buyerWith(size), await buyerWith(size)];
    const { pass } = await passFor(owner, await solveCaptcha(flagged));
    expect(pass).toBeDefined();
    const bag = await checkoutAs(test, other, { page: "payment", selectedPaymentMode: "CASH_ON_DELIVERY" });
    const sessionID = await verifiedCodSession(test, other);
    const place = (value: string) =>
      flagged.app.inject({
        method: "POST",
        url: "/api/payment/make",
        headers: { ...authHeaders(other), "idempotency-key": newKey() },
        cookies: { [COD_CAPTCHA_COOKIE]: value },
        payload: placement(bag, { otpDetails: { sessionID } }),
      });
    for (const value of [pass ?? "", `${pass}x`, "5"]) {
      const refused = await place(value);
      expect(refused.statusCode, value).toBe(400);
      expect(problemOf(refused)?.detail).toBe(MESSAGES.payment.captchaNotVerified);
    }

    const guest = await passFor(undefined, await solveCaptcha(flagged));
    expect(guest.response.statusCode).toBe(401);
    expect(problemOf(guest.response)?.detail).toBe(MESSAGES.session.loginToContinue);
    expect(guest.pass).toBeUndefined();
    const wrong = await passFor(other, Buffer.from("{}").toString("base64"));
    expect(wrong.response.json()).toEqual({ verified: false });
    expect(wrong.pass).toBeUndefined();
  });
});
