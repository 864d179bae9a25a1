// @vitest-environment happy-dom
import { MESSAGES, ok, type Shopper } from "@odin/contracts";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import CheckoutPay, * as pay from "../../routes/checkout-pay";
import { PAY_FORM_VIEW } from "../../testing/checkout-data";
import { testLoadContext } from "../../testing/load-context";
import { forms, intentOf, serverHtml } from "../../testing/server-page-kit";
import type { PayAnswer } from "./pay-forms";

/** /checkout/pay/{transactionId}: the form to the gateway's page, and the Paytm wallet's steps. */

const SHOPPER: Shopper = { userId: 42, roles: ["ROLE_END_USER"] };
const TX: string = PAY_FORM_VIEW.transactionId;
const WALLET_VIEW = {
  kind: "walletOtp",
  orderId: "OD123456789012",
  transactionId: TX,
  amount: 184700,
  mobileNumber: "9876543210",
} as const;

const wallet = { sendOtp: vi.fn(), validateOtp: vi.fn(), pay: vi.fn() };
const payments = { handoff: vi.fn(), wallet };
let submit: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  for (const mock of [payments.handoff, ...Object.values(wallet)]) mock.mockReset();
  // The native submit would leave for the gateway's page: recorded instead.
  submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
});

afterEach(() => {
  submit.mockRestore();
  cleanup();
  document.body.innerHTML = "";
});

/** The page as the server sends it (before the scripts run, or without them). */
const payHtml = (view: unknown, posted?: PayAnswer) =>
  serverHtml(
    `/checkout/pay/${TX}`,
    CheckoutPay,
    view === "missing" ? { kind: "missing" } : { kind: "pay", view },
    posted,
  );

/** Where a paid attempt leads, standing in for the confirmation page. */
function OrderPlaced() {
  return <h1>Order placed</h1>;
}

/** The page with its loader and action over the stood-in services, once its scripts run. */
function renderPay() {
  const { context } = testLoadContext({ services: { payments } as never, shopper: SHOPPER });
  const Stub = createRoutesStub(
    [
      {
        path: "/checkout/pay/:transactionId",
        Component: CheckoutPay,
        loader: pay.loader,
        action: pay.action,
      },
      { path: "/orderconfirmation/:orderId/:status/:transactionId", Component: OrderPlaced },
    ],
    context,
  );
  render(<Stub initialEntries={[`/checkout/pay/${TX}`]} />);
}

describe("the form to the gateway's page", () => {
  it("is a real form of the gateway's hidden fields with PAY, and asks for no card here", () => {
    const html = payHtml(PAY_FORM_VIEW);
    expect(html).toContain('<h1 class="checkout-page__title">Complete your payment</h1>');
    const [form = ""] = forms(html);
    expect(form).toMatch(/^<form[^>]* method="post"/);
    expect(form).toMatch(/^<form[^>]* action="\/_sandbox\/pg\/razorpay\/v1\/checkout\/embedded"/);
    expect(form).toContain('<input type="hidden" name="order_id" value="order_9A33XWu170gUtm"/>');
    expect(form).toContain('<input type="hidden" name="prefill[method]" value="netbanking"/>');
    expect(form).toMatch(/<button type="submit"[^>]*>PAY ₹1,847<\/button>/);
    const inputs = [...html.matchAll(/<input[^>]*>/g)].map((match) => match[0]);
    expect(inputs.every((input) => input.includes('type="hidden"'))).toBe(true);
    expect(html).not.toMatch(/card ?number|cvv/i);
    expect(html).toMatch(/role="status"/);
  });

  it("once hydrated submits itself natively and says it is taking the shopper there", async () => {
    payments.handoff.mockResolvedValue(ok(PAY_FORM_VIEW));
    renderPay();
    expect(await screen.findByText("Taking you to the secure payment page…")).toBeTruthy();
    expect(submit).toHaveBeenCalledTimes(1);
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.getAttribute("action")).toBe("/_sandbox/pg/razorpay/v1/checkout/embedded");
    expect(screen.getByRole("button", { name: "PAY ₹1,847" })).toBeTruthy();
  });

  it("says an unknown attempt does not exist", () => {
    expect(payHtml("missing")).toContain("This orderId doesn't exist");
  });
});

describe("the Paytm wallet's steps", () => {
  it("before the scripts run: the mobile number prefilled, then the code, then the balance and PAY", () => {
    const first = payHtml(WALLET_VIEW);
    expect(forms(first).map(intentOf)).toEqual(["walletSendOtp"]);
    expect(first).toMatch(/<input[^>]*name="mobileNumber"[^>]*value="9876543210"/);
    expect(first).toContain('href="/checkout/payment?orderId=OD123456789012"');
    const sent: PayAnswer = {
      intent: "walletSendOtp",
      ok: true,
      message: MESSAGES.payment.walletOtpSent,
      values: { mobileNumber: "9876543210" },
    };
    const code = payHtml(WALLET_VIEW, sent);
    expect(forms(code).map(intentOf)).toEqual(["walletSendOtp", "walletVerifyOtp"]);
    expect(code).toContain(MESSAGES.payment.walletOtpSent);
    const verified: PayAnswer = {
      intent: "walletVerifyOtp",
      ok: true,
      message: MESSAGES.otp.verified,
      values: { mobileNumber: "9876543210", balance: "250000", sufficient: "true" },
    };
    const paying = payHtml(WALLET_VIEW, verified);
    expect(forms(paying).map(intentOf)).toEqual(["walletPay"]);
    expect(paying).toContain("Paytm balance: ₹2,500");
    expect(paying).toMatch(/>PAY ₹1,847</);
    const short: PayAnswer = { ...verified, values: { ...verified.values, sufficient: "false" } };
    const html = payHtml(WALLET_VIEW, short);
    expect(html).toContain(MESSAGES.payment.insufficientWalletBalance);
    expect(html).not.toMatch(/>PAY ₹/);
  });

  it("once hydrated: SEND OTP, the code checked before it is posted, VERIFY OTP, then PAY", async () => {
    payments.handoff.mockResolvedValue(ok(WALLET_VIEW));
    wallet.sendOtp.mockResolvedValue(ok({}));
    wallet.validateOtp.mockResolvedValue(ok({ balance: 250000, sufficient: true }));
    wallet.pay.mockResolvedValue(
      ok({
        orderId: "OD123456789012",
        transactionId: TX,
        status: "success",
        redirectUrl: `/orderconfirmation/OD123456789012/success/${TX}`,
      }),
    );
    renderPay();
    const mobile = (await screen.findByLabelText("Paytm mobile number")) as HTMLInputElement;
    expect(mobile.value).toBe("9876543210");
    fireEvent.click(screen.getByRole("button", { name: "SEND OTP" }));
    const code = await screen.findByLabelText("OTP");
    expect(wallet.sendOtp).toHaveBeenCalledWith({ transactionId: TX, mobileNumber: "9876543210" });
    expect(screen.getByText(MESSAGES.payment.walletOtpSent)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(code));

    fireEvent.click(screen.getByRole("button", { name: "VERIFY OTP" }));
    expect(await screen.findByText("Please enter the OTP sent by Paytm.")).toBeTruthy();
    expect(wallet.validateOtp).not.toHaveBeenCalled();
    fireEvent.input(code, { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "VERIFY OTP" }));
    expect(await screen.findByText("Paytm balance: ₹2,500")).toBeTruthy();
    expect(wallet.validateOtp).toHaveBeenCalledWith({ transactionId: TX, otp: "123456" });

    fireEvent.click(screen.getByRole("button", { name: "PAY ₹1,847" }));
    expect(await screen.findByRole("heading", { name: "Order placed" })).toBeTruthy();
    expect(wallet.pay).toHaveBeenCalledWith(TX);
    expect(submit).not.toHaveBeenCalled();
  });
});
