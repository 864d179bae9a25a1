import { MESSAGES, type OrderConfirmation, orderIdParam } from "@odin/contracts";
import {
  type ActionFunctionArgs,
  type AppLoadContext,
  data,
  type LoaderFunctionArgs,
  redirect,
} from "react-router";
import { formText, INTENT_FIELD } from "../../lib/form-answer";
import { refused } from "../../lib/form-answer.server";
import { PRIVATE_NO_STORE } from "../../lib/private-page";
import { CONFIRMATION_INTENTS } from "./pending-payment";

const headers = { "Cache-Control": PRIVATE_NO_STORE };

const seeOther = (location: string) => redirect(location, { status: 303, headers });

const orderIdOf = (params: { orderId?: string | undefined }) => {
  const id = orderIdParam.safeParse({ orderId: params.orderId });
  return id.success ? id.data.orderId : undefined;
};

/** The order as it stands, and why its pending payment's status could not be fetched, if it could not. */
type Shown = { order: OrderConfirmation; statusProblem?: string };

/**
 * A pending order asks its payment first (`payments.pending`: the gateway asked and the attempt
 * settled): paid, the thanks; failed, on to its failure page; still pending, the pending text.
 */
async function withPaymentAsked(context: AppLoadContext, order: OrderConfirmation): Promise<Shown> {
  const { orders, payments } = context.services;
  const status = await payments.pending(order.orderId);
  if (!status.ok) return { order, statusProblem: MESSAGES.payment.statusFetchError };
  if (status.value.status === "failed") throw seeOther(status.value.redirectUrl);
  if (status.value.status === "pending") return { order };
  const settled = await orders.confirmation(order.orderId);
  return { order: settled.ok ? settled.value : { ...order, status: "success" } };
}

/**
 * /orderconfirmation/{orderId}/{status}[/{transactionId}] (spec 3 §2): the signed-in shopper's own
 * order as placed, read on the server; the order's status is the server's (a pending payment is asked
 * of its gateway first). Any other id, another shopper's included, is "This orderId doesn't exist"
 * (404). A guest is asked to log in first.
 */
export async function loadConfirmation({ params, request, context }: LoaderFunctionArgs<AppLoadContext>) {
  if (!context.shopper) {
    return data({ kind: "guest" as const, destination: new URL(request.url).pathname }, { headers });
  }
  const missing = () => data({ kind: "missing" as const }, { status: 404, headers });
  const orderId = orderIdOf(params);
  if (!orderId) return missing();
  const order = await context.services.orders.confirmation(orderId);
  if (!order.ok && order.problem.name === "unknownOrder") return missing();
  if (!order.ok) throw data(order.problem.detail, { status: 500, headers });
  const shown: Shown =
    order.value.status === "pending" ? await withPaymentAsked(context, order.value) : { order: order.value };
  return data({ kind: "order" as const, ...shown }, { headers });
}

/**
 * CHECK AGAIN (decision 26): the order's payment asked of its gateway (`orderPaymentPending`), then
 * on to where the answer says: the thanks, the failure page, or this page while it is still pending.
 */
export async function confirmationAction({ params, request, context }: ActionFunctionArgs<AppLoadContext>) {
  // Nobody signed in: the page asks to log in.
  if (!context.shopper) throw seeOther(new URL(request.url).pathname);
  const intent = formText(await request.formData(), INTENT_FIELD);
  if (intent !== CONFIRMATION_INTENTS.checkPayment)
    return refused(intent, { message: MESSAGES.generic.somethingWentWrong });
  const orderId = orderIdOf(params);
  if (!orderId) return refused(intent, { message: MESSAGES.checkout.orderIdMissing }, 404);
  const status = await context.services.payments.pending(orderId);
  if (status.ok) return seeOther(status.value.redirectUrl);
  if (status.problem.name === "unknownTransaction")
    return refused(intent, { message: status.problem.detail }, 404);
  return refused(intent, { message: MESSAGES.payment.statusFetchError }, 502);
}
