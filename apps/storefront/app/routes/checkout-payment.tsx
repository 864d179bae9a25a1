import { LABELS } from "@odin/contracts";
import {
  type ActionFunctionArgs,
  type AppLoadContext,
  data,
  type LoaderFunctionArgs,
  useLoaderData,
} from "react-router";
import { CHECKOUT_FIELDS } from "../features/checkout/checkout-forms";
import { loadPayment } from "../features/checkout/load-payment.server";
import { loadRetry, MISSING_ORDER } from "../features/checkout/load-retry.server";
import { MissingOrder } from "../features/checkout/order-confirmation-page";
import { paymentAction } from "../features/checkout/payment-actions.server";
import { PaymentPage } from "../features/checkout/payment-page";
import { PRIVATE_NO_STORE, privateHeaders, privateMeta } from "../lib/private-page";
import "../styles/bag.css";
import "../styles/checkout-frame.css";
import "../styles/checkout.css";
import "../styles/checkout-payment.css";

const headers_ = { "Cache-Control": PRIVATE_NO_STORE };

/**
 * /checkout/payment, Step 2 of 2 (spec 3 §2): the payment options of the signed-in shopper's bag and
 * the choice in the address (`?paymentTypeCode=…&bankCode=…&useLoyalty=true`) priced on the server;
 * with `?orderId=OD…`, the retry of that unpaid order (an unknown one: "This orderId doesn't exist",
 * 404). Never cached.
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const url = new URL(request.url);
  if (!url.searchParams.has(CHECKOUT_FIELDS.orderId)) {
    return data({ kind: "step" as const, page: await loadPayment(context, url) }, { headers: headers_ });
  }
  const retry = await loadRetry(context, url);
  if (retry === MISSING_ORDER) return data({ kind: "missing" as const }, { status: 404, headers: headers_ });
  return data({ kind: "step" as const, page: retry }, { headers: headers_ });
}

/** The page's forms post here (decision 26). */
export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  return paymentAction(args);
}

export const handle = { checkoutStep: "payment" };

export const headers = privateHeaders;

export const meta = privateMeta(LABELS.checkoutPage.paymentTitle);

export default function CheckoutPayment() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.kind === "missing") return <MissingOrder title={LABELS.checkout.stepPayment} />;
  return <PaymentPage data={loaded.page} />;
}
