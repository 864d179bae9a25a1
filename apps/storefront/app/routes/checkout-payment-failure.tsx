import { LABELS } from "@odin/contracts";
import { type AppLoadContext, data, type LoaderFunctionArgs } from "react-router";
import { PaymentFailurePage } from "../features/checkout/payment-failure-page";
import { toCheckoutEntry } from "../features/checkout/shipping-actions.server";
import { PRIVATE_NO_STORE, privateHeaders, privateMeta } from "../lib/private-page";
import "../styles/checkout-frame.css";
import "../styles/checkout-payment.css";

/** /checkout/onpaymentfailure (spec 3 §2): the payment step stays marked in the steps. */
export async function loader({ context }: LoaderFunctionArgs<AppLoadContext>) {
  if (!context.shopper) throw toCheckoutEntry();
  return data(null, { headers: { "Cache-Control": PRIVATE_NO_STORE } });
}

export const handle = { checkoutStep: "payment" };

export const headers = privateHeaders;

export const meta = privateMeta(LABELS.payment.failureTitle);

export default function CheckoutPaymentFailure() {
  return <PaymentFailurePage />;
}
