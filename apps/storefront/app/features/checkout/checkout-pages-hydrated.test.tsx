// @vitest-environment happy-dom
import { fail, formatRupees, MESSAGES, ok, type PaymentChoice, type PaymentRequest } from "@odin/contracts";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { savedAddress } from "../../testing/address-data";
import { codOverview, option, paymentMethods, shippingBag, shippingItem } from "../../testing/checkout-data";
import { checkoutToast, checkoutToPay, renderCheckout } from "../../testing/checkout-page-kit";

/** The checkout pages once their scripts run: the same forms post in place, without a reload. */

const bag = { checkout: vi.fn() };
const addresses = { list: vi.fn() };
const payments = { methods: vi.fn(), quote: vi.fn(), make: vi.fn() };
const otp = { sendCod: vi.fn(), resendCod: vi.fn(), validateCod: vi.fn(), passCodCaptcha: vi.fn() };

/** The captcha's proof of work, solved when a test says so: each solve waits for the next `solved`. */
const captcha = vi.hoisted(() => {
  const waiting: Array<(token: string | undefined) => void> = [];
  return {
    solve: vi.fn(() => new Promise<string | undefined>((resolve) => waiting.push(resolve))),
    solved: (token: string | undefined) => waiting.shift()?.(token),
    reset: () => {
      waiting.length = 0;
    },
  };
});
vi.mock("../auth/captcha", async (original) => ({
  ...(await original<typeof import("../auth/captcha")>()),
  createCaptchaSolver: () => captcha.solve,
}));
const services = { bag, addresses, payments, otp } as never;

const JEANS = shippingItem(8, [option("ndd")], { styleName: "Slim Jeans", shippingMethod: "ndd" });

/** Cash on delivery with ₹300 of points taken off: the page shows this total once it has priced the points. */
const withPoints = { ...codOverview(), loyaltyCash: 30000, total: 184700 };

beforeEach(() => {
  for (const mock of [bag.checkout, addresses.list, ...Object.values(payments), ...Object.values(otp)])
    mock.mockReset();
  bag.checkout.mockResolvedValue(ok(shippingBag([JEANS])));
  addresses.list.mockResolvedValue(ok({ addresses: [savedAddress(1)] }));
  payments.methods.mockResolvedValue(ok(paymentMethods()));
  payments.quote.mockImplementation(async (choice: PaymentChoice) =>
    ok({ overview: choice.useLoyalty ? withPoints : codOverview(), mode: "CASH_ON_DELIVERY" }),
  );
  otp.sendCod.mockResolvedValue(
    ok({ sessionID: "session-1", resendAfterSeconds: 30, expiresInSeconds: 300 }),
  );
  otp.validateCod.mockResolvedValue(ok({ sessionID: "session-1" }));
  captcha.solve.mockClear();
  captcha.reset();
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

describe("the shipping step", () => {
  it("checks the pincode's rule before posting, then keeps a good one and says so", async () => {
    renderCheckout(services, "/checkout/shipping");
    const field = await screen.findByLabelText("Delivery pincode");
    const reads = bag.checkout.mock.calls.length;
    fireEvent.input(field, { target: { value: "012345" } });
    fireEvent.click(screen.getByRole("button", { name: "CHECK" }));
    expect(await screen.findByText("We need a valid 6-digit pincode. Try again, please.")).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect(bag.checkout.mock.calls.length).toBe(reads);

    fireEvent.input(field, { target: { value: "560001" } });
    fireEvent.click(screen.getByRole("button", { name: "CHECK" }));
    await waitFor(() => expect(checkoutToast()).toBe("We will deliver to pincode 560001."));
    expect(bag.checkout).toHaveBeenCalledWith(
      expect.objectContaining({ page: "shipping", pincode: "560001" }),
    );
  });

  it("goes on to payment with CONTINUE once nothing blocks", async () => {
    renderCheckout(services, "/checkout/shipping");
    fireEvent.click(await screen.findByRole("button", { name: "CONTINUE" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Step 2 of 2: Payment" })).toBeTruthy();
    expect(bag.checkout).toHaveBeenCalledWith(
      expect.objectContaining({ selectedShippingMethods: [{ skuId: 8, shippingMethod: "ndd" }] }),
    );
  });
});

describe("the payment step", () => {
  it("prices a choice as it is picked, then verifies cash on delivery's code and places the order", async () => {
    renderCheckout(services, "/checkout/payment");
    const select = await screen.findByRole("button", { name: "SELECT" });
    // Hydrated: a change posts itself, and SELECT steps aside.
    await waitFor(() => expect(select.className).toContain("payment-options__select--aside"));
    expect(select.getAttribute("tabindex")).toBe("-1");
    fireEvent.click(screen.getByLabelText(/^Cash on Delivery/));
    await screen.findByRole("button", { name: "SEND OTP" });
    expect(payments.quote).toHaveBeenCalledWith({ paymentTypeCode: "CASH_ON_DELIVERY", useLoyalty: false });

    fireEvent.click(screen.getByRole("button", { name: "SEND OTP" }));
    const code = await screen.findByLabelText("Enter OTP");
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(screen.getByText("We have sent an OTP to 9876543210.")).toBeTruthy();
    expect(screen.getByText("Resend OTP in 30s")).toBeTruthy();
    expect((screen.getByRole("button", { name: "RESEND OTP" }) as HTMLButtonElement).disabled).toBe(true);

    const verify = screen.getByRole("button", { name: "VERIFY" }) as HTMLButtonElement;
    fireEvent.input(code, { target: { value: "123" } });
    expect(verify.disabled).toBe(true);
    fireEvent.input(code, { target: { value: "1234" } });
    expect(verify.disabled).toBe(false);
    fireEvent.click(verify);
    expect(await screen.findByText("Your phone number has been verified.")).toBeTruthy();

    const placed = {
      orderId: "OD123456789012",
      status: "success",
      redirectUrl: "/orderconfirmation/OD123456789012/success",
    };
    payments.make.mockResolvedValue(ok(placed));
    fireEvent.click(screen.getByRole("button", { name: "PLACE ORDER" }));
    expect(await screen.findByRole("heading", { name: "Order placed" })).toBeTruthy();
    const [, request] = payments.make.mock.calls[0] as [string, PaymentRequest];
    expect(request).toMatchObject({
      paymentTypeCode: "CASH_ON_DELIVERY",
      otpDetails: { sessionID: "session-1" },
      pricingDetails: { netAmount: 214700 },
      productsShippingDetails: [{ skuId: 8, qty: 1, shippingMethod: "ndd" }],
    });
  });

  it("keeps the verified code while the shopper adds loyalty points to the choice", async () => {
    renderCheckout(services, "/checkout/payment?paymentTypeCode=CASH_ON_DELIVERY");
    fireEvent.click(await screen.findByRole("button", { name: "SEND OTP" }));
    fireEvent.input(await screen.findByLabelText("Enter OTP"), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "VERIFY" }));
    await screen.findByText("Your phone number has been verified.");
    fireEvent.click(screen.getByLabelText("Use my loyalty points (₹300)"));
    await waitFor(() => expect(checkoutToPay()).toBe(formatRupees(withPoints.total)));
    expect(payments.quote).toHaveBeenLastCalledWith({
      paymentTypeCode: "CASH_ON_DELIVERY",
      useLoyalty: true,
    });
    expect(screen.queryByRole("button", { name: "SEND OTP" })).toBeNull();
    expect(screen.getByText("Your phone number has been verified.")).toBeTruthy();
    expect(document.querySelector('input[name="sessionID"]')?.getAttribute("value")).toBe("session-1");
  });

  it("runs the captcha on cash on delivery while its flag is on, and again after a refused code (spec 3 §4)", async () => {
    const methods = paymentMethods();
    payments.methods.mockResolvedValue(
      ok({
        ...methods,
        paymentTypeDetails: methods.paymentTypeDetails.map((detail) =>
          detail.paymentTypeCode === "CASH_ON_DELIVERY" ? { ...detail, captchaRequired: true } : detail,
        ),
      }),
    );
    otp.passCodCaptcha.mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    otp.validateCod.mockResolvedValueOnce(
      fail({ name: "wrongCode", status: 400, code: "OTP_INVALID", detail: "Invalid OTP" }),
    );
    renderCheckout(services, "/checkout/payment?paymentTypeCode=CASH_ON_DELIVERY");
    expect(await screen.findByText("Checking that you are not a robot…")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "SEND OTP" }));
    const code = await screen.findByLabelText("Enter OTP");
    fireEvent.input(code, { target: { value: "1234" } });
    const verify = () => screen.getByRole("button", { name: "VERIFY" }) as HTMLButtonElement;
    // The flag is false until the captcha has been checked.
    expect(verify().disabled).toBe(true);

    // A failed check still sets the flag, and offers another try.
    await act(async () => captcha.solved("token-1"));
    expect(await screen.findByText("The captcha could not be verified. Please try again.")).toBeTruthy();
    expect(otp.passCodCaptcha).toHaveBeenLastCalledWith("token-1");
    await waitFor(() => expect(verify().disabled).toBe(false));
    expect(screen.getByRole("button", { name: "Try the check again" })).toBeTruthy();

    // A refused code sets it false again: VERIFY waits for a new check, which runs at once.
    fireEvent.click(verify());
    expect(await screen.findByText("Invalid OTP")).toBeTruthy();
    await waitFor(() => expect(captcha.solve).toHaveBeenCalledTimes(2));
    fireEvent.input(screen.getByLabelText("Enter OTP"), { target: { value: "5678" } });
    expect(verify().disabled).toBe(true);
    await act(async () => captcha.solved("token-2"));
    await waitFor(() => expect(verify().disabled).toBe(false));
    // Passed: the widget hides.
    expect(otp.passCodCaptcha).toHaveBeenLastCalledWith("token-2");
    expect(screen.queryByText("Checking that you are not a robot…")).toBeNull();
    expect(screen.queryByRole("button", { name: "Try the check again" })).toBeNull();

    // Verified; PLACE ORDER refused for want of a pass (it expired) asks for a new check.
    fireEvent.click(verify());
    expect(await screen.findByText("Your phone number has been verified.")).toBeTruthy();
    const detail = MESSAGES.payment.captchaNotVerified;
    payments.make.mockResolvedValueOnce(
      fail({ name: "captchaNotVerified", status: 400, code: "CAPTCHA_REQUIRED", detail }),
    );
    fireEvent.click(screen.getByRole("button", { name: "PLACE ORDER" }));
    expect(await screen.findByText(detail)).toBeTruthy();
    await waitFor(() => expect(captcha.solve).toHaveBeenCalledTimes(3));
    expect(await screen.findByText("Checking that you are not a robot…")).toBeTruthy();
  });
});
