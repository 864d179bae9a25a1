import { LABELS } from "@odin/contracts";
import {
  type ActionFunctionArgs,
  type AppLoadContext,
  data,
  type LoaderFunctionArgs,
  useLoaderData,
} from "react-router";
import { loadShipping } from "../features/checkout/load-shipping.server";
import { shippingAction } from "../features/checkout/shipping-actions.server";
import { ShippingPage } from "../features/checkout/shipping-page";
import { PRIVATE_NO_STORE, privateHeaders, privateMeta } from "../lib/private-page";
import "../styles/addresses.css";
import "../styles/bag.css";
import "../styles/checkout-frame.css";
import "../styles/checkout.css";

/**
 * /checkout/shipping, Step 1 of 2 (spec 3 §2): the signed-in shopper's bag with the kept pincode,
 * address and delivery methods, read on the server. Personal, so never cached (decision 11).
 */
export async function loader({ context }: LoaderFunctionArgs<AppLoadContext>) {
  return data(await loadShipping(context), { headers: { "Cache-Control": PRIVATE_NO_STORE } });
}

/** The page's forms post here (decision 26). */
export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  return shippingAction(args);
}

export const handle = { checkoutStep: "shipping" };

export const headers = privateHeaders;

export const meta = privateMeta(LABELS.checkoutPage.shippingTitle);

export default function CheckoutShipping() {
  const { bag, addresses } = useLoaderData<typeof loader>();
  return <ShippingPage bag={bag} addresses={addresses} />;
}
