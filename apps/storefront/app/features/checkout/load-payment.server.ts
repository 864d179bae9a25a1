import { randomUUID } from "node:crypto";
import type {
  BagOverview,
  BagProduct,
  OrderItem,
  PaymentChoice,
  PaymentMethodsResponse,
  PaymentQuote,
} from "@odin/contracts";
import { type AppLoadContext, redirect } from "react-router";
import { PRIVATE_NO_STORE } from "../../lib/private-page";
import { CHECKOUT_PATHS } from "./checkout-forms";
import { refusedRead, toBag } from "./load-shipping.server";
import { type ChosenOption, choiceOf, optionOf, resolveOption } from "./payment-choice";
import { toCheckoutEntry } from "./shipping-actions.server";

/** The payment step paying again for an unpaid order (`?orderId=OD…`): its items, what is left to pay. */
export interface RetryOrder {
  orderId: string;
  /** The gateway declined the last attempt (`&failed=1`: the stay-on-payment flag's return). */
  declined: boolean;
  items: OrderItem[];
}

export interface PaymentData {
  /** The bag's items with the delivery method and store kept for each (none in retry mode). */
  products: BagProduct[];
  methods: PaymentMethodsResponse;
  /** The payment choice of the page's address, when it can be offered and priced. */
  choice: PaymentChoice | undefined;
  /** What was chosen inside the choice's type (resolved: the default saved card when none is named). */
  option?: ChosenOption | undefined;
  /** The mode the chosen order is placed in (loyalty that covers everything makes it a loyalty order). */
  mode: PaymentQuote["mode"] | undefined;
  /** Why the address's choice cannot be priced (loyalty alone that does not cover the order). */
  choiceProblem: string | undefined;
  /** The pricing lines the shopper pays, and the total: of the choice, else of the bag before one. */
  overview: Pick<BagOverview, "lines" | "total">;
  /** PLACE ORDER's idempotency key, new with each page, so a double post or a resend is one order. */
  idempotencyKey: string;
  /** Set in retry mode. */
  retry?: RetryOrder | undefined;
}

const PAYMENT_READ = {
  page: "payment",
  type: "read",
  isPromotionPaymentConstraintSupported: true,
} as const;

/** Whether the payment step offers this choice now (its type and, for points, loyalty enabled). */
export function isOffered(methods: PaymentMethodsResponse, choice: PaymentChoice): boolean {
  const enabled = (code: string) =>
    methods.paymentTypeDetails.some((detail) => detail.paymentTypeCode === code && detail.enabled);
  return enabled(choice.paymentTypeCode) && (!choice.useLoyalty || enabled("LOYALTY"));
}

/**
 * The payment step (spec 3 §2, §4) of the signed-in shopper: the options, the bag's items and their
 * methods, and the choice in the page's address priced as its order would be, with the option chosen
 * inside it. A guest goes to the checkout's entry, an empty bag to the bag, a bag the shipping step
 * still blocks back to shipping.
 */
export async function loadPayment(context: AppLoadContext, url: URL): Promise<PaymentData> {
  if (!context.shopper) throw toCheckoutEntry();
  const { bag, payments } = context.services;
  const [read, methods] = await Promise.all([
    bag.checkout(PAYMENT_READ),
    payments.methods({ isPromotionPaymentConstraintSupported: true }),
  ]);
  if (!read.ok) throw refusedRead(read.problem);
  if (!methods.ok) throw refusedRead(methods.problem);
  if (read.value.products.length === 0) throw toBag();
  if (read.value.blockingMessage)
    throw redirect(CHECKOUT_PATHS.shipping, { headers: { "Cache-Control": PRIVATE_NO_STORE } });
  const wanted = choiceOf(url.searchParams);
  const offered = wanted && isOffered(methods.value, wanted) ? wanted : undefined;
  const quote = offered ? await payments.quote(offered) : undefined;
  const priced = quote?.ok ? quote.value : undefined;
  const choice = priced ? offered : undefined;
  return {
    products: read.value.products,
    methods: methods.value,
    choice,
    option: choice
      ? resolveOption(methods.value, choice.paymentTypeCode, optionOf(url.searchParams))
      : undefined,
    mode: priced?.mode,
    choiceProblem: quote && !quote.ok ? quote.problem.detail : undefined,
    overview: priced?.overview ?? read.value.overview,
    idempotencyKey: randomUUID(),
  };
}
