import { LABELS } from "@odin/contracts";
import {
  type ActionFunctionArgs,
  type AppLoadContext,
  data,
  type LoaderFunctionArgs,
  useLoaderData,
} from "react-router";
import { LoginGate } from "../features/checkout/login-gate";
import { paymentMethodsAction } from "../features/payment-methods/payment-methods-actions.server";
import { PaymentMethodsPage } from "../features/payment-methods/payment-methods-page";
import { PRIVATE_NO_STORE, privateHeaders, privateMeta } from "../lib/private-page";
import "../styles/account.css";
import "../styles/checkout-payment.css";
import "../styles/payment-methods.css";

const headers_ = { "Cache-Control": PRIVATE_NO_STORE };

/**
 * /account/payment-methods, My Payment Methods (spec 3 §2): the saved cards of the shopper the token
 * cookies name, read on the server; a visitor is asked to log in (the shared login prompt) and comes
 * back here.
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const guest = () =>
    data({ kind: "guest" as const, destination: new URL(request.url).pathname }, { headers: headers_ });
  if (!context.shopper) return guest();
  const cards = await context.services.payments.savedCards();
  if (!cards.ok && cards.problem.name === "signInRequired") return guest();
  if (!cards.ok) throw data(cards.problem.detail, { status: 500, headers: headers_ });
  return data({ kind: "cards" as const, cards: cards.value.savedCards }, { headers: headers_ });
}

/** DELETE posts here (decision 26). */
export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  return paymentMethodsAction(args);
}

export const headers = privateHeaders;

export const meta = privateMeta(LABELS.paymentMethods.title);

export default function AccountPaymentMethods() {
  const page = useLoaderData<typeof loader>();
  if (page.kind === "guest")
    return <LoginGate destination={page.destination} heading={LABELS.paymentMethods.title} />;
  return <PaymentMethodsPage cards={page.cards} />;
}
