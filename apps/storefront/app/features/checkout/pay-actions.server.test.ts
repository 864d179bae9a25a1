import { fail, MESSAGES, ok, type Shopper } from "@odin/contracts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { action, loader } from "../../routes/checkout-pay";
import { PAY_FORM_VIEW } from "../../testing/checkout-data";
import { testLoadContext } from "../../testing/load-context";
import { answerOf, formPost } from "../../testing/route-calls";

/** /checkout/pay/{transactionId}: its loader (the handoff) and the Paytm wallet's forms. */

const SHOPPER: Shopper = { userId: 42, roles: ["ROLE_END_USER"] };
const TX: string = PAY_FORM_VIEW.transactionId;
const wallet = { sendOtp: vi.fn(), validateOtp: vi.fn(), pay: vi.fn() };
const payments = { handoff: vi.fn(), wallet };
const services = { payments } as never;

beforeEach(() => {
  for (const mock of [payments.handoff, ...Object.values(wallet)]) mock.mockReset();
  payments.handoff.mockResolvedValue(ok(PAY_FORM_VIEW));
});

const contextOf = (shopper: Shopper | null = SHOPPER) =>
  testLoadContext({ services, ...(shopper ? { shopper } : {}) }).context;

const load = (transactionId: string, shopper: Shopper | null = SHOPPER) =>
  answerOf(
    loader({
      context: contextOf(shopper),
      request: new Request(`https://shop.example.in/checkout/pay/${transactionId}`),
      params: { transactionId },
    } as never),
  );

const post = (fields: [string, string][], transactionId = TX) =>
  answerOf(
    action({
      context: contextOf(),
      request: formPost(`https://shop.example.in/checkout/pay/${transactionId}`, fields),
      params: { transactionId },
    } as never),
  );

describe("the pay page's read", () => {
  it("draws the gateway's form for the shopper's attempt, never cached", async () => {
    expect(await load(TX)).toEqual({ data: { kind: "pay", view: PAY_FORM_VIEW }, status: 200 });
    expect(payments.handoff).toHaveBeenCalledWith(TX);
  });

  it("sends an attempt that is over where its answer says (303)", async () => {
    payments.handoff.mockResolvedValue(
      ok({ kind: "redirect", redirectUrl: "/orderconfirmation/OD123456789012/success/TX0A1B2C3D4E" }),
    );
    expect(await load(TX)).toEqual({
      location: "/orderconfirmation/OD123456789012/success/TX0A1B2C3D4E",
      status: 303,
    });
  });

  it("answers another shopper's or an unknown attempt, and a malformed id, as missing (404)", async () => {
    payments.handoff.mockResolvedValue(
      fail({
        name: "unknownTransaction",
        status: 404,
        code: "NOT_FOUND",
        detail: MESSAGES.checkout.orderIdMissing,
      }),
    );
    expect(await load("TX999")).toEqual({ data: { kind: "missing" }, status: 404 });
    expect(await load("tx<script>")).toEqual({ data: { kind: "missing" }, status: 404 });
    expect(payments.handoff).toHaveBeenCalledTimes(1);
  });

  it("sends a guest to the checkout's entry", async () => {
    expect(await load(TX, null)).toMatchObject({ location: "/checkout" });
    expect(payments.handoff).not.toHaveBeenCalled();
  });
});

describe("the Paytm wallet's steps", () => {
  it("SEND OTP checks the mobile number, then asks Paytm to send its code", async () => {
    expect(
      await post([
        ["intent", "walletSendOtp"],
        ["mobileNumber", "12345"],
      ]),
    ).toMatchObject({
      data: {
        ok: false,
        fieldErrors: { mobileNumber: expect.any(String) },
        values: { mobileNumber: "12345" },
      },
      status: 400,
    });
    expect(wallet.sendOtp).not.toHaveBeenCalled();
    wallet.sendOtp.mockResolvedValue(ok({}));
    expect(
      await post([
        ["intent", "walletSendOtp"],
        ["mobileNumber", "9876543210"],
      ]),
    ).toMatchObject({
      data: {
        intent: "walletSendOtp",
        ok: true,
        message: MESSAGES.payment.walletOtpSent,
        values: { mobileNumber: "9876543210" },
      },
    });
    expect(wallet.sendOtp).toHaveBeenCalledWith({ transactionId: TX, mobileNumber: "9876543210" });
  });

  it("says a Paytm code's message (spec 3 §8)", async () => {
    wallet.sendOtp.mockResolvedValue(
      fail({
        name: "wallet",
        status: 400,
        code: "USER_NOT_REGISTERED",
        detail: "This mobile number is not registered with Paytm.",
      }),
    );
    expect(
      await post([
        ["intent", "walletSendOtp"],
        ["mobileNumber", "9876543210"],
      ]),
    ).toMatchObject({
      data: { ok: false, message: MESSAGES.payment.paytmUserNotRegistered },
      status: 400,
    });
  });

  it("VERIFY OTP asks for Paytm's code when it is missing, then answers the balance", async () => {
    expect(
      await post([
        ["intent", "walletVerifyOtp"],
        ["mobileNumber", "9876543210"],
        ["otp", ""],
      ]),
    ).toMatchObject({
      data: { ok: false, fieldErrors: { otp: "Please enter the OTP sent by Paytm." } },
    });
    expect(wallet.validateOtp).not.toHaveBeenCalled();
    wallet.validateOtp.mockResolvedValueOnce(
      fail({ name: "wallet", status: 400, code: "FAILED_TO_VALIDATE_PAYTM_OTP", detail: "refused" }),
    );
    expect(
      await post([
        ["intent", "walletVerifyOtp"],
        ["otp", "123456"],
      ]),
    ).toMatchObject({
      data: { ok: false, fieldErrors: { otp: MESSAGES.payment.paytmOtpValidateFailed } },
    });
    wallet.validateOtp.mockResolvedValueOnce(ok({ balance: 250000, sufficient: true }));
    expect(
      await post([
        ["intent", "walletVerifyOtp"],
        ["mobileNumber", "9876543210"],
        ["otp", "123456"],
      ]),
    ).toMatchObject({
      data: {
        intent: "walletVerifyOtp",
        ok: true,
        values: { mobileNumber: "9876543210", balance: "250000", sufficient: "true" },
      },
    });
    expect(wallet.validateOtp).toHaveBeenLastCalledWith({ transactionId: TX, otp: "123456" });
  });

  it("PAY pays from the wallet and goes where the answer says; a refusal keeps the balance step", async () => {
    wallet.pay.mockResolvedValueOnce(
      ok({
        orderId: "OD123456789012",
        transactionId: TX,
        status: "success",
        redirectUrl: `/orderconfirmation/OD123456789012/success/${TX}`,
      }),
    );
    expect(await post([["intent", "walletPay"]])).toEqual({
      location: `/orderconfirmation/OD123456789012/success/${TX}`,
      status: 303,
    });
    expect(wallet.pay).toHaveBeenCalledWith(TX);
    wallet.pay.mockResolvedValueOnce(
      fail({
        name: "attemptClosed",
        status: 409,
        code: "PAYMENT_ATTEMPT_CLOSED",
        detail: MESSAGES.payment.statusFetchError,
      }),
    );
    expect(
      await post([
        ["intent", "walletPay"],
        ["balance", "250000"],
        ["sufficient", "true"],
      ]),
    ).toMatchObject({
      data: {
        ok: false,
        message: MESSAGES.payment.statusFetchError,
        values: { balance: "250000", sufficient: "true" },
      },
      status: 409,
    });
  });

  it("refuses a malformed attempt id without asking Paytm", async () => {
    expect(await post([["intent", "walletPay"]], "nope")).toMatchObject({
      data: { ok: false, message: MESSAGES.checkout.orderIdMissing },
      status: 404,
    });
    expect(wallet.pay).not.toHaveBeenCalled();
  });
});
