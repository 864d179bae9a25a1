import type { Shopper, StorefrontServices } from "@odin/contracts";
import { render } from "@testing-library/react";
import { createRoutesStub, useParams } from "react-router";
import CheckoutPayment, * as payment from "../routes/checkout-payment";
import CheckoutShipping, * as shipping from "../routes/checkout-shipping";
import { Toaster } from "../ui/toast";
import { testLoadContext } from "./load-context";

/** Where PLACE ORDER leads, standing in for the confirmation page. */
function OrderPlaced() {
  return <h1>Order placed</h1>;
}

/** Where PLACE ORDER of an online payment leads, standing in for the page that hands it to the gateway. */
function PayHandoff() {
  const { transactionId } = useParams();
  return <h1>{`Paying ${transactionId}`}</h1>;
}

const CHECKOUT_SHOPPER: Shopper = { userId: 42, roles: ["ROLE_END_USER"] };

/**
 * Renders the checkout's shipping and payment routes with their loaders and actions over the services
 * a test stands in, starting at `path`, with the page's toasts; other checkout pages are a heading.
 */
export function renderCheckout(services: Partial<StorefrontServices>, path: string) {
  const { context } = testLoadContext({ services, shopper: CHECKOUT_SHOPPER });
  const Stub = createRoutesStub(
    [
      {
        path: "/checkout/shipping",
        Component: CheckoutShipping,
        loader: shipping.loader,
        action: shipping.action,
      },
      {
        path: "/checkout/payment",
        Component: CheckoutPayment,
        loader: payment.loader,
        action: payment.action,
      },
      { path: "/orderconfirmation/:orderId/:status", Component: OrderPlaced },
      { path: "/checkout/pay/:transactionId", Component: PayHandoff },
    ],
    context,
  );
  render(
    <>
      <Stub initialEntries={[path]} />
      <Toaster />
    </>,
  );
}

/** What the toast says now. */
export const checkoutToast = () => document.querySelector(".toaster")?.textContent ?? "";

/**
 * What PLACE ORDER says is left to pay: the total of the choice the page has priced. A test that
 * changes the choice waits for its total, not for a call on the way to it.
 */
export const checkoutToPay = () => document.querySelector(".place-order__total strong")?.textContent;
