import { fail, MESSAGES, ok, type PaymentRequest, type Shopper } from "@odin/contracts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { codOverview, paymentMethods } from "../../testing/checkout-data";
import { testLoadContext } from "../../testing/load-context";
import { formPost } from "../../testing/route-calls";
import { paymentAction } from "./payment-actions.server";

const SHOPPER: Shopper = { userId: 42, roles: ["ROLE_END_USER"] };

const payments = { methods: vi.fn(), quote: vi.fn(), make: vi.fn() };
const otp = { sendCod: vi.fn(), resendCod: vi.fn(), validateCod: vi.fn(), passCodCaptcha: vi.fn() };
const services = { payments, otp } as never;

const SENT = { sessionID: "session-1", resendAfterSeconds: 30, expiresInSeconds: 300 };

beforeEach(() => {
  for (const mock of [...Object.values(payments), ...Object.values(otp)]) mock.mockReset();
  payments.methods.mockResolvedValue(ok(paymentMethods()));
  payments.quote.mockResolvedValue(ok({ overview: codOverview(), mode: "CASH_ON_DELIVERY" }));
  otp.sendCod.mockResolvedValue(ok(SENT));
  otp.resendCod.mockResolvedValue(ok({ ...SENT, resendAfterSeconds: 30 }));
  otp.validateCod.mockResolvedValue(ok({ sessionID: "session-1" }));
});

type Answer = { data: Record<string, unknown>; init: ResponseInit | null };

async function post(
  fields: [string, string][],
  shopper: Shopper | null = SHOPPER,
): Promise<Answer | Response> {
  const request = formPost("https://shop.example.in/checkout/payment", fields);
  const { context } = testLoadContext({ services, ...(shopper ? { shopper } : {}) });
  try {
    return (await paymentAction({ request, context, params: {} } as never)) as never;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const location = (answer: Answer | Response) => {
  expect((answer as Response).status).toBe(303);
  return (answer as Response).headers.get("location");
};

describe("the payment choice", () => {
  it("asks how to pay when nothing was chosen (spec 3 §8)", async () => {
    expect(await post([["intent", "choosePayment"]])).toMatchObject({
      data: { ok: false, message: "Hold on! How would you like to pay for this order?" },
    });
  });

  it("puts an offered choice, priced, in the page's address", async () => {
    const fields: [string, string][] = [
      ["intent", "choosePayment"],
      ["paymentTypeCode", "CASH_ON_DELIVERY"],
      ["useLoyalty", "true"],
    ];
    expect(location(await post(fields))).toBe(
      "/checkout/payment?paymentTypeCode=CASH_ON_DELIVERY&useLoyalty=true",
    );
    expect(payments.quote).toHaveBeenCalledWith({ paymentTypeCode: "CASH_ON_DELIVERY", useLoyalty: true });
  });

  it("says why an option cannot be chosen", async () => {
    expect(
      await post([
        ["intent", "choosePayment"],
        ["paymentTypeCode", "UPI"],
      ]),
    ).toMatchObject({
      data: { ok: false, message: "This payment method is not available yet. Please choose another." },
    });
    const noPoints = paymentMethods();
    noPoints.paymentTypeDetails = noPoints.paymentTypeDetails.map((detail) =>
      detail.paymentTypeCode === "LOYALTY"
        ? { ...detail, enabled: false, reason: MESSAGES.payment.noLoyalty }
        : detail,
    );
    payments.methods.mockResolvedValue(ok(noPoints));
    const fields: [string, string][] = [
      ["intent", "choosePayment"],
      ["paymentTypeCode", "CASH_ON_DELIVERY"],
      ["useLoyalty", "true"],
    ];
    expect(await post(fields)).toMatchObject({ data: { ok: false, message: MESSAGES.payment.noLoyalty } });
    expect(payments.quote).not.toHaveBeenCalled();
  });

  it("takes the loyalty box ticked alone as loyalty alone", async () => {
    expect(
      location(
        await post([
          ["intent", "choosePayment"],
          ["useLoyalty", "true"],
        ]),
      ),
    ).toBe("/checkout/payment?paymentTypeCode=LOYALTY");
    expect(payments.quote).toHaveBeenCalledWith({ paymentTypeCode: "LOYALTY", useLoyalty: false });
  });

  it("refuses loyalty alone that does not cover the order (spec 3 §8)", async () => {
    const detail = MESSAGES.payment.insufficientLoyalty;
    payments.quote.mockResolvedValue(
      fail({ name: "insufficientLoyalty", status: 400, code: "LOYALTY_FAILED_TO_REDEEM", detail }),
    );
    expect(
      await post([
        ["intent", "choosePayment"],
        ["paymentTypeCode", "LOYALTY"],
      ]),
    ).toMatchObject({
      data: {
        ok: false,
        message: "Insufficient Loyalty money. Please select one more payment option available",
      },
    });
  });
});

describe("cash on delivery's code", () => {
  it("sends it to the delivery address's number the server names, with the resend wait", async () => {
    expect(await post([["intent", "sendCodOtp"]])).toMatchObject({
      data: {
        intent: "sendCodOtp",
        ok: true,
        message: "We have sent an OTP to 9876543210.",
        values: { sessionID: "session-1" },
        resendAfterSeconds: 30,
      },
    });
    expect(otp.sendCod).toHaveBeenCalledWith("9876543210");
  });

  it("refuses without a delivery address", async () => {
    payments.methods.mockResolvedValue(ok(paymentMethods({ mobileNumber: undefined })));
    expect(await post([["intent", "sendCodOtp"]])).toMatchObject({
      data: { ok: false, message: MESSAGES.payment.noAddress },
    });
    expect(otp.sendCod).not.toHaveBeenCalled();
  });

  it("resends for the same session, and keeps the session when refused", async () => {
    expect(
      await post([
        ["intent", "resendCodOtp"],
        ["sessionID", "session-1"],
      ]),
    ).toMatchObject({
      data: { intent: "resendCodOtp", ok: true, values: { sessionID: "session-1" } },
    });
    expect(otp.resendCod).toHaveBeenCalledWith(
      expect.objectContaining({ sessionID: "session-1", mobileNumber: "9876543210" }),
    );
    const detail = MESSAGES.otp.resendTooSoon;
    otp.resendCod.mockResolvedValue(
      fail({ name: "resendTooSoon", status: 429, code: "OTP_RESEND_TOO_SOON", detail }),
    );
    expect(
      await post([
        ["intent", "resendCodOtp"],
        ["sessionID", "session-1"],
      ]),
    ).toMatchObject({
      data: { ok: false, message: detail, values: { sessionID: "session-1" } },
      init: { status: 429 },
    });
  });

  it("checks 4 to 6 digits before asking the server, and says a wrong code under the field", async () => {
    const verify = (code: string): [string, string][] => [
      ["intent", "verifyCodOtp"],
      ["sessionID", "session-1"],
      ["otp", code],
    ];
    expect(await post(verify("12"))).toMatchObject({
      data: { ok: false, fieldErrors: { otp: "Invalid OTP. Please check again." } },
    });
    expect(otp.validateCod).not.toHaveBeenCalled();
    const detail = MESSAGES.otp.invalidTryAgain;
    otp.validateCod.mockResolvedValueOnce(
      fail({ name: "wrongCode", status: 400, code: "OTP_INVALID", detail }),
    );
    expect(await post(verify("123456"))).toMatchObject({
      data: {
        ok: false,
        fieldErrors: { otp: "Invalid OTP, please try again." },
        values: { sessionID: "session-1" },
      },
    });
    expect(await post(verify("654321"))).toMatchObject({
      data: {
        intent: "verifyCodOtp",
        ok: true,
        message: MESSAGES.otp.verified,
        values: { sessionID: "session-1" },
      },
    });
    expect(otp.validateCod).toHaveBeenLastCalledWith(
      expect.objectContaining({ sessionID: "session-1", mobileNumber: "9876543210", passPhrase: "654321" }),
    );
  });
});

describe("PLACE ORDER", () => {
  const placement = (extra: [string, string][] = []): [string, string][] => [
    ["intent", "placeOrder"],
    ["idempotencyKey", "0b7f4c1e-2d4b-4a8e-9c1f-5d6e7f8a9b0c"],
    ["netAmount", "214700"],
    ["paymentTypeCode", "CASH_ON_DELIVERY"],
    ["sessionID", "session-1"],
    ["item", "7:1:STOREPICK:31"],
    ["item", "8:2:ndd"],
    ...extra,
  ];

  it("places the order the shopper saw under the page's key and goes on to its confirmation", async () => {
    const placed = {
      orderId: "OD123456789012",
      status: "success",
      redirectUrl: "/orderconfirmation/OD123456789012/success",
    };
    payments.make.mockResolvedValue(ok(placed));
    expect(location(await post(placement()))).toBe("/orderconfirmation/OD123456789012/success");
    const [key, request] = payments.make.mock.calls[0] as [string, PaymentRequest];
    expect(key).toBe("0b7f4c1e-2d4b-4a8e-9c1f-5d6e7f8a9b0c");
    expect(request).toEqual({
      paymentTypeCode: "CASH_ON_DELIVERY",
      useLoyalty: false,
      productsShippingDetails: [
        { skuId: 7, qty: 1, shippingMethod: "STOREPICK", storeId: 31 },
        { skuId: 8, qty: 2, shippingMethod: "ndd" },
      ],
      pricingDetails: { netAmount: 214700 },
      otpDetails: { sessionID: "session-1" },
    });
  });

  it("asks how to pay when no choice was priced", async () => {
    expect(
      await post([
        ["intent", "placeOrder"],
        ["item", "7:1:ndd"],
      ]),
    ).toMatchObject({
      data: { ok: false, message: MESSAGES.payment.noMethod },
    });
    expect(payments.make).not.toHaveBeenCalled();
  });

  it("says a new total and asks again, keeping the verified code", async () => {
    const problem = {
      name: "priceChanged",
      status: 409,
      code: "PRICE_CHANGED",
      detail: MESSAGES.checkout.priceChanged,
      data: { total: 219600 },
    } as const;
    payments.make.mockResolvedValue(fail(problem));
    expect(await post(placement())).toMatchObject({
      data: {
        ok: false,
        message: `${MESSAGES.checkout.priceChanged} The new total is ₹2,196.`,
        values: { sessionID: "session-1" },
        problem: "priceChanged",
      },
      init: { status: 409 },
    });
  });

  it("names the out-of-stock problem, so the page links to the bag", async () => {
    const detail = MESSAGES.payment.outOfStock;
    payments.make.mockResolvedValue(
      fail({ name: "outOfStock", status: 409, code: "IMS_OUT_OF_STOCK", detail }),
    );
    expect(await post(placement())).toMatchObject({
      data: {
        ok: false,
        message: "One or more items have gone out of stock. The cart has been updated",
        problem: "outOfStock",
      },
    });
  });

  it("forgets a code the server no longer takes", async () => {
    const detail = MESSAGES.payment.otpNotVerified;
    payments.make.mockResolvedValue(
      fail({ name: "otpNotVerified", status: 400, code: "OTP_NOT_VERIFIED", detail }),
    );
    expect(await post(placement())).toMatchObject({
      data: { ok: false, message: detail, values: {} },
      init: { status: 400 },
    });
  });

  it("goes to the failure page when the payment fails (loyalty points not redeemed)", async () => {
    const detail = MESSAGES.payment.loyaltyRedeemFailed;
    payments.make.mockResolvedValue(
      fail({ name: "loyaltyFailed", status: 409, code: "LOYALTY_FAILED_TO_REDEEM", detail }),
    );
    expect(location(await post(placement()))).toBe("/checkout/onpaymentfailure");
  });

  it("refuses items that are not what the contract takes, without placing", async () => {
    expect(await post(placement([["item", "9:11:ndd"]]))).toMatchObject({
      data: { ok: false, message: MESSAGES.checkout.bagChanged },
    });
    expect(payments.make).not.toHaveBeenCalled();
  });
});

it("sends a guest to the checkout's entry", async () => {
  const answer = (await post([["intent", "placeOrder"]], null)) as Response;
  expect(answer.headers.get("location")).toBe("/checkout");
  expect(payments.make).not.toHaveBeenCalled();
});

describe("the cash-on-delivery captcha (spec 3 §4)", () => {
  const check = (token: string): [string, string][] => [
    ["intent", "checkCodCaptcha"],
    ["captchaToken", token],
  ];

  it("passes a solution the service accepts, and says a refused or missing one failed", async () => {
    otp.passCodCaptcha.mockResolvedValueOnce(true).mockResolvedValueOnce(false);
    expect(await post(check("solved"))).toMatchObject({
      data: { intent: "checkCodCaptcha", ok: true, message: MESSAGES.payment.captchaPassed },
    });
    expect(otp.passCodCaptcha).toHaveBeenLastCalledWith("solved");
    const failed = { data: { intent: "checkCodCaptcha", ok: false, message: MESSAGES.login.captchaFailed } };
    expect(await post(check("spent"))).toMatchObject(failed);
    expect(await post(check(""))).toMatchObject(failed);
    expect(await post(check("x".repeat(9_000)))).toMatchObject(failed);
    expect(otp.passCodCaptcha).toHaveBeenCalledTimes(2);
  });
});
