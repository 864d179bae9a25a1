import { randomUUID } from "node:crypto";
import { MESSAGES, type OrderConfirmation, orderIdParam, type PaymentMethodsResponse } from "@odin/contracts";
import { type AppLoadContext, redirect } from "react-router";
import { PRIVATE_NO_STORE } from "../../lib/private-page";
import { CHECKOUT_FIELDS, confirmationPath } from "./checkout-forms";
import type { PaymentData } from "./load-payment.server";
import { refusedRead } from "./load-shipping.server";
import { choiceOf, isOnlineType, optionOf, resolveOption } from "./payment-choice";
import { toCheckoutEntry } from "./shipping-actions.server";

/** Another shopper's order, an unknown one or a malformed id: "This orderId doesn't exist" (404). */
export const MISSING_ORDER = "missing";

/** The online types only: a retry pays the order's online part again (no cash on delivery, no new points). */
function onlineOnly(methods: PaymentMethodsResponse, amount: number): PaymentMethodsResponse {
  const { mobileNumber: _codNumber, ...rest } = methods;
  return {
    ...rest,
    amount,
    paymentOptions: methods.paymentOptions.filter(isOnlineType),
    paymentTypeDetails: methods.paymentTypeDetails.filter((detail) => isOnlineType(detail.paymentTypeCode)),
    loyalty: { points: { loyaltyValue: 0, balance: methods.loyalty.points.balance } },
  };
}

/** What is left to pay: the order's online payment row (its loyalty part stays as it was). */
const onlinePaymentOf = (order: OrderConfirmation) =>
  order.payments.find((payment) => isOnlineType(payment.paymentTypeCode));

/**
 * The payment step's retry mode (`/checkout/payment?orderId=OD…`): the signed-in shopper's unpaid order
 * (its items and pricing as placed, from the confirmation), offered the online types for what is left
 * to pay; PLACE ORDER pays that order again (`payments.make` with `orderId`: the same order and
 * reservation, no bag needed). A paid order goes to its confirmation. `&failed=1` says the last
 * attempt was declined.
 */
export async function loadRetry(
  context: AppLoadContext,
  url: URL,
): Promise<PaymentData | typeof MISSING_ORDER> {
  if (!context.shopper) throw toCheckoutEntry();
  const id = orderIdParam.safeParse({ orderId: url.searchParams.get(CHECKOUT_FIELDS.orderId) ?? "" });
  if (!id.success) return MISSING_ORDER;
  const { orderId } = id.data;
  const { orders, payments } = context.services;
  const [read, methods] = await Promise.all([
    orders.confirmation(orderId),
    payments.methods({ isPromotionPaymentConstraintSupported: true }),
  ]);
  if (!read.ok && read.problem.name === "unknownOrder") return MISSING_ORDER;
  if (!read.ok) throw refusedRead(read.problem);
  if (!methods.ok) throw refusedRead(methods.problem);
  const order = read.value;
  if (order.status === "success")
    throw redirect(confirmationPath(orderId), { headers: { "Cache-Control": PRIVATE_NO_STORE } });
  const due = onlinePaymentOf(order);
  const amount = due?.amount ?? order.overview.total;
  const offered = onlineOnly(methods.value, amount);
  const wanted = choiceOf(url.searchParams);
  const type = wanted?.paymentTypeCode;
  const enabled = offered.paymentTypeDetails.some(
    (detail) => detail.paymentTypeCode === type && detail.enabled,
  );
  const choice = type && enabled ? { paymentTypeCode: type, useLoyalty: false } : undefined;
  return {
    products: [],
    methods: offered,
    choice,
    option: choice ? resolveOption(offered, choice.paymentTypeCode, optionOf(url.searchParams)) : undefined,
    mode: choice?.paymentTypeCode as PaymentData["mode"],
    choiceProblem: due ? undefined : MESSAGES.payment.cannotRetry,
    overview: { lines: order.overview.lines, total: amount },
    idempotencyKey: randomUUID(),
    retry: { orderId, declined: url.searchParams.get(CHECKOUT_FIELDS.declined) === "1", items: order.items },
  };
}
