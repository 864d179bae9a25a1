import { transactionIdField } from "@odin/contracts";
import { type AppLoadContext, data, type LoaderFunctionArgs, redirect } from "react-router";
import { PRIVATE_NO_STORE } from "../../lib/private-page";
import type { HandoffView } from "./pay-forms";
import { toCheckoutEntry } from "./shipping-actions.server";

const headers = { "Cache-Control": PRIVATE_NO_STORE };

/** The attempt a page or form names, when its id is one ours can be. */
export function transactionIdOf(params: { transactionId?: string | undefined }): string | undefined {
  const id = transactionIdField.safeParse(params.transactionId ?? "");
  return id.success ? id.data : undefined;
}

/**
 * `/checkout/pay/{transactionId}`: the signed-in shopper's attempt as `payments.handoff` draws it: a form
 * to the gateway's page, or the Paytm wallet's steps; an attempt that is over goes where its answer
 * says (303). A guest goes to the checkout's entry; another shopper's attempt, or an unknown one, is
 * "This orderId doesn't exist" (404).
 */
export async function loadPay({ params, context }: LoaderFunctionArgs<AppLoadContext>) {
  if (!context.shopper) throw toCheckoutEntry();
  const missing = () => data({ kind: "missing" as const }, { status: 404, headers });
  const transactionId = transactionIdOf(params);
  if (!transactionId) return missing();
  const handoff = await context.services.payments.handoff(transactionId);
  if (!handoff.ok) {
    if (handoff.problem.name === "signInRequired") throw toCheckoutEntry();
    if (handoff.problem.name === "unknownTransaction" || handoff.problem.name === "unknownOrder")
      return missing();
    throw data(handoff.problem.detail, { status: 500, headers });
  }
  const view = handoff.value;
  if (view.kind === "redirect") throw redirect(view.redirectUrl, { status: 303, headers });
  const shown: HandoffView = view;
  return data({ kind: "pay" as const, view: shown }, { headers });
}
