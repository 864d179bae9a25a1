// @vitest-environment happy-dom
import {
  formatRupees,
  ok,
  type PaymentChoice,
  type PaymentRequest,
  type PaymentType,
  type Shopper,
} from "@odin/contracts";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import OrderConfirmationRoute, * as confirmation from "../../routes/order-confirmation";
import { overview } from "../../testing/bag-data";
import {
  onlineMethods,
  option,
  PENDING_PAYMENT,
  placedOrder,
  shippingBag,
  shippingItem,
} from "../../testing/checkout-data";
import { checkoutToPay, renderCheckout } from "../../testing/checkout-page-kit";
import { testLoadContext } from "../../testing/load-context";

/** The online payment's pages once their scripts run: the same forms, posted without a reload. */

const bag = { checkout: vi.fn() };
const payments = { methods: vi.fn(), quote: vi.fn(), make: vi.fn(), pending: vi.fn() };
const orders = { confirmation: vi.fn() };
const services = { bag, payments, orders } as never;

const JEANS = shippingItem(8, [option("ndd")], { styleName: "Slim Jeans", shippingMethod: "ndd" });

/**
 * What each choice costs (an offer on cards, another on net banking): the page shows a choice's own
 * total only once it has priced it, so a test waits for that total, not for a call on its way.
 */
const TOTALS: Partial<Record<PaymentType, number>> = { CREDIT_CARD: 199800, NET_BANKING: 204800 };
const totalOf = (type: PaymentType) => TOTALS[type] ?? 209800;
const quoted = (choice: PaymentChoice) =>
  ok({ overview: overview({ total: totalOf(choice.paymentTypeCode) }), mode: choice.paymentTypeCode });

const pricedFor = (type: PaymentType) =>
  waitFor(() => expect(checkoutToPay()).toBe(formatRupees(totalOf(type))));

beforeEach(() => {
  for (const mock of [bag.checkout, ...Object.values(payments), orders.confirmation]) mock.mockReset();
  bag.checkout.mockResolvedValue(ok(shippingBag([JEANS])));
  payments.methods.mockResolvedValue(ok(onlineMethods()));
  payments.quote.mockImplementation(async (choice: PaymentChoice) => quoted(choice));
  payments.make.mockResolvedValue(ok(PENDING_PAYMENT));
});

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  document.body.innerHTML = "";
});

const sent = () => (payments.make.mock.calls.at(-1) as [string, PaymentRequest])[1];

describe("the payment step's online options", () => {
  it("ticking a bank picks net banking too and prices it; PLACE ORDER goes on to the gateway's page", async () => {
    renderCheckout(services, "/checkout/payment");
    const select = await screen.findByRole("button", { name: "SELECT" });
    await waitFor(() => expect(select.className).toContain("payment-options__select--aside"));
    fireEvent.click(screen.getByLabelText("Axis Bank"));
    await pricedFor("NET_BANKING");
    expect(payments.quote).toHaveBeenLastCalledWith({ paymentTypeCode: "NET_BANKING", useLoyalty: false });
    expect((screen.getByLabelText("Axis Bank") as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("Net Banking") as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: "PLACE ORDER" }));
    expect(await screen.findByRole("heading", { name: "Paying TX0A1B2C3D" })).toBeTruthy();
    expect(sent()).toMatchObject({
      paymentTypeCode: "NET_BANKING",
      paymentDetail: { bankCode: "UTIB" },
      requestedPG: "payu",
      productsShippingDetails: [{ skuId: 8, qty: 1, shippingMethod: "ndd" }],
    });
  });

  it("selects the default saved card, and a new card with its save box clears it", async () => {
    renderCheckout(services, "/checkout/payment?paymentTypeCode=SAVEDCARD");
    const mastercard = (await screen.findByLabelText("MasterCard ending 4444")) as HTMLInputElement;
    expect(mastercard.checked).toBe(true);
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "SELECT" }).className).toContain("--aside"),
    );
    fireEvent.click(screen.getByLabelText("Save this card for faster payments"));
    await pricedFor("CREDIT_CARD");
    expect(payments.quote).toHaveBeenLastCalledWith({ paymentTypeCode: "CREDIT_CARD", useLoyalty: false });
    expect((screen.getByLabelText("Pay with a new card") as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("Saved Cards") as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "PLACE ORDER" }));
    await screen.findByRole("heading", { name: "Paying TX0A1B2C3D" });
    expect(sent()).toMatchObject({ paymentTypeCode: "CREDIT_CARD", paymentDetail: { saveCard: true } });
  });

  it("waits to place the order while a new choice is being priced, then places that one", async () => {
    renderCheckout(services, "/checkout/payment?paymentTypeCode=SAVEDCARD");
    await pricedFor("SAVEDCARD");
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "SELECT" }).className).toContain("--aside"),
    );
    // The new choice's price is held on its way until the test lets it through.
    let letThrough: () => void = () => {};
    payments.quote.mockImplementationOnce(
      (choice: PaymentChoice) =>
        new Promise((resolve) => {
          letThrough = () => resolve(quoted(choice));
        }),
    );
    fireEvent.click(screen.getByLabelText("Save this card for faster payments"));
    const placeOrder = screen.getByRole("button", { name: "PLACE ORDER" });
    await waitFor(() => expect(placeOrder.getAttribute("aria-disabled")).toBe("true"));
    expect(placeOrder.getAttribute("aria-busy")).toBe("true");
    // Tapped before the new price is in: nothing is placed with the card priced before.
    fireEvent.click(placeOrder);
    letThrough();
    await pricedFor("CREDIT_CARD");
    expect(payments.make).not.toHaveBeenCalled();
    expect(placeOrder.getAttribute("aria-disabled")).toBeNull();
    fireEvent.click(placeOrder);
    await screen.findByRole("heading", { name: "Paying TX0A1B2C3D" });
    expect(sent()).toMatchObject({ paymentTypeCode: "CREDIT_CARD", paymentDetail: { saveCard: true } });
  });

  it("pays an unpaid order again in retry mode, saying the last attempt was declined", async () => {
    orders.confirmation.mockResolvedValue(
      ok(
        placedOrder({
          status: "failed",
          payments: [{ paymentTypeCode: "UPI", amount: 214700, status: "failed" }],
        }),
      ),
    );
    renderCheckout(services, "/checkout/payment?orderId=OD123456789012&failed=1");
    expect(
      await screen.findByText("Your payment was declined. Please try again or choose another method."),
    ).toBeTruthy();
    expect(screen.queryByLabelText(/^Cash on Delivery/)).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "SELECT" }).className).toContain("--aside"),
    );
    fireEvent.click(screen.getByLabelText("UPI"));
    await waitFor(() => expect((screen.getByLabelText("UPI") as HTMLInputElement).checked).toBe(true));
    await waitFor(() => expect(screen.queryByText(/declined/)).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "PLACE ORDER" }));
    await screen.findByRole("heading", { name: "Paying TX0A1B2C3D" });
    expect(sent()).toMatchObject({
      orderId: "OD123456789012",
      paymentTypeCode: "UPI",
      pricingDetails: { netAmount: 214700 },
    });
    expect(payments.quote).not.toHaveBeenCalled();
    expect(bag.checkout).not.toHaveBeenCalled();
  });
});

describe("a confirmation whose payment is pending", () => {
  const SHOPPER: Shopper = { userId: 42, roles: ["ROLE_END_USER"] };
  const status = (value: "success" | "pending") =>
    ok({
      orderId: "OD123456789012",
      transactionId: "TX0A1B2C3D",
      status: value,
      redirectUrl: `/orderconfirmation/OD123456789012/${value}/TX0A1B2C3D`,
    });

  function renderConfirmation() {
    const { context } = testLoadContext({ services, shopper: SHOPPER });
    const Stub = createRoutesStub(
      [
        {
          path: "/orderconfirmation/:orderId/:status/:transactionId",
          Component: OrderConfirmationRoute,
          loader: confirmation.loader,
          action: confirmation.action,
        },
      ],
      context,
    );
    render(<Stub initialEntries={["/orderconfirmation/OD123456789012/pending/TX0A1B2C3D"]} />);
  }

  beforeEach(() => {
    orders.confirmation.mockImplementation(async () =>
      ok(placedOrder({ status: payments.pending.mock.results.length > 1 ? "success" : "pending" })),
    );
  });

  it("asks again by itself every 10 s while pending, and thanks once it is paid", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setInterval", "clearInterval"] });
    payments.pending.mockResolvedValueOnce(status("pending")).mockResolvedValue(status("success"));
    renderConfirmation();
    expect(await screen.findByText(/This can take up to 30 minutes/)).toBeTruthy();
    expect(payments.pending).toHaveBeenCalledTimes(1);
    await act(async () => {
      vi.advanceTimersByTime(10_000);
    });
    expect(
      await screen.findByText("Thank you for shopping with us! Your order OD123456789012 has been placed."),
    ).toBeTruthy();
    expect(payments.pending).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("button", { name: "CHECK AGAIN" })).toBeNull();
    // Paid: the page no longer asks.
    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(payments.pending).toHaveBeenCalledTimes(2);
  });

  it("CHECK AGAIN asks now and goes where the answer says", async () => {
    payments.pending
      .mockResolvedValueOnce(status("pending"))
      .mockResolvedValueOnce(status("success"))
      .mockResolvedValue(status("success"));
    renderConfirmation();
    fireEvent.click(await screen.findByRole("button", { name: "CHECK AGAIN" }));
    expect(
      await screen.findByText("Thank you for shopping with us! Your order OD123456789012 has been placed."),
    ).toBeTruthy();
  });
});
