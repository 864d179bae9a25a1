import { LABELS } from "@odin/contracts";
import {
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
  useLoaderData,
} from "react-router";
import { loadPay } from "../features/checkout/load-pay.server";
import { MissingOrder } from "../features/checkout/order-confirmation-page";
import { payAction } from "../features/checkout/pay-actions.server";
import { PayPage } from "../features/checkout/pay-page";
import { privateHeaders, privateMeta } from "../lib/private-page";
import "../styles/checkout-frame.css";
import "../styles/checkout.css";
import "../styles/checkout-payment.css";

/**
 * /checkout/pay/{transactionId} (decision 41): the signed-in shopper's payment attempt, handed to its
 * gateway (a form to the gateway's page) or paid from the Paytm wallet on this page; an attempt that
 * is over goes where it says. The payment step stays marked in the steps. Never cached.
 */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  return loadPay(args);
}

/** The Paytm wallet's steps post here (decision 26). */
export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  return payAction(args);
}

export const handle = { checkoutStep: "payment" };

export const headers = privateHeaders;

export const meta = privateMeta(LABELS.payHandoff.title);

export default function CheckoutPay() {
  const page = useLoaderData<typeof loader>();
  if (page.kind === "missing") return <MissingOrder title={LABELS.payHandoff.title} />;
  return <PayPage view={page.view} />;
}
