import { LABELS } from "@odin/contracts";
import {
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
  useLoaderData,
} from "react-router";
import { LoginGate } from "../features/auth/login-gate";
import { paymentMethodsAction } from "../features/payment-methods/payment-methods-actions.server";
import { PaymentMethodsPage } from "../features/payment-methods/payment-methods-page";
import { guestPage, privateData, privateHeaders, privateMeta } from "../lib/private-page";
import "../styles/account.css";
import "../styles/checkout-payment.css";
import "../styles/payment-methods.css";

/**
 * /account/payment-methods, My Payment Methods (spec 3 §2): the saved cards of the shopper the token
 * cookies name, read on the server; a visitor is asked to log in (the shared login prompt) and comes
 * back here.
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const guest = () => guestPage(request);
  if (!context.shopper) return guest();
  const cards = await context.services.payments.savedCards();
  if (!cards.ok && cards.problem.name === "signInRequired") return guest();
  if (!cards.ok) throw privateData(cards.problem.detail, 500);
  return privateData({ kind: "cards" as const, cards: cards.value.savedCards });
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
