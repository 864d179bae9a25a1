import { LABELS } from "@odin/contracts";
import {
  type ActionFunctionArgs,
  type AppLoadContext,
  data,
  type LoaderFunctionArgs,
  useLoaderData,
} from "react-router";
import { loadPayment } from "../features/checkout/load-payment.server";
import { paymentAction } from "../features/checkout/payment-actions.server";
import { PaymentPage } from "../features/checkout/payment-page";
import { PRIVATE_NO_STORE, privateHeaders, privateMeta } from "../lib/private-page";
import "../styles/bag.css";
import "../styles/checkout-frame.css";
import "../styles/checkout.css";
import "../styles/checkout-payment.css";

/**
 * /checkout/payment, Step 2 of 2 (spec 3 §2): the payment options of the signed-in shopper's bag and
 * the choice in the address (`?paymentType=…&useLoyalty=true`) priced on the server. Never cached.
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const page = await loadPayment(context, new URL(request.url));
  return data(page, { headers: { "Cache-Control": PRIVATE_NO_STORE } });
}

/** The page's forms post here (decision 26). */
export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  return paymentAction(args);
}

export const handle = { checkoutStep: "payment" };

export const headers = privateHeaders;

export const meta = privateMeta(LABELS.checkoutPage.paymentTitle);

export default function CheckoutPayment() {
  return <PaymentPage data={useLoaderData<typeof loader>()} />;
}
