import { LABELS } from "@odin/contracts";
import { type AppLoadContext, data, type LoaderFunctionArgs, redirect } from "react-router";
import { LoginGate } from "../features/auth/login-gate";
import { CHECKOUT_PATHS } from "../features/checkout/checkout-forms";
import { PRIVATE_NO_STORE, privateHeaders, privateMeta } from "../lib/private-page";
import "../styles/checkout-frame.css";
import "../styles/checkout-payment.css";

/**
 * /checkout (spec 3 §2, §4): its default step is /checkout/shipping. A guest is asked to log in
 * first ("Please Login To Continue" with LOGIN) and goes on to shipping after the login.
 */
export async function loader({ context }: LoaderFunctionArgs<AppLoadContext>) {
  const headers = { "Cache-Control": PRIVATE_NO_STORE };
  if (context.shopper) throw redirect(CHECKOUT_PATHS.shipping, { headers });
  return data(null, { headers });
}

export const handle = { checkoutStep: "shipping" };

export const headers = privateHeaders;

export const meta = privateMeta(LABELS.checkoutPage.loginHeading);

export default function Checkout() {
  return <LoginGate destination={CHECKOUT_PATHS.shipping} />;
}
