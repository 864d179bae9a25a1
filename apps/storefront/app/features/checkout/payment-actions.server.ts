import {
  formatMessage,
  formatRupees,
  MESSAGES,
  type OrderProblem,
  orderIdParam,
  PAYMENT_TYPES,
  type PaymentType,
  type Problem,
  paymentRequest,
} from "@odin/contracts";
import { type ActionFunctionArgs, type AppLoadContext, data, redirect } from "react-router";
import { formText, INTENT_FIELD } from "../../lib/form-answer";
import { refused } from "../../lib/form-answer.server";
import { PRIVATE_NO_STORE } from "../../lib/private-page";
import {
  CHECKOUT_FIELDS,
  CHECKOUT_PATHS,
  type CheckoutAnswer,
  confirmationPath,
  PAYMENT_INTENTS,
  parseItem,
  TICKED,
} from "./checkout-forms";
import { answerCodCaptcha, answerCodForm } from "./cod-actions.server";
import { isOffered } from "./load-payment.server";
import {
  type ChosenOption,
  choiceHref,
  isOnlineType,
  optionOf,
  resolveOption,
  TYPES_WITH_BANKS,
} from "./payment-choice";
import { toCheckoutEntry } from "./shipping-actions.server";

type Services = AppLoadContext["services"];

const seeOther = (location: string) =>
  redirect(location, { status: 303, headers: { "Cache-Control": PRIVATE_NO_STORE } });

/** The unpaid order a retry pays again (hidden in the retry mode's forms), when well formed. */
function retriedOrder(form: FormData): string | undefined {
  const id = orderIdParam.safeParse({ orderId: formText(form, CHECKOUT_FIELDS.orderId) });
  return id.success ? id.data.orderId : undefined;
}

/**
 * A payment choice (spec 3 §4 "Payment selection"): one type, and loyalty points beside it or alone,
 * with what was chosen inside the type (a bank, a wallet, a saved card, a new card to save). An option
 * the step does not offer says why; loyalty alone that does not cover the order says so (spec 3 §8).
 * The choice goes into the page's address, which prices it. In retry mode only the online types are
 * offered and nothing is priced again: the order's amount stands.
 */
async function choose(services: Services, form: FormData) {
  const intent = PAYMENT_INTENTS.choose;
  const orderId = retriedOrder(form);
  const ticked = !orderId && formText(form, CHECKOUT_FIELDS.useLoyalty) === TICKED;
  // "Use my loyalty points" ticked alone is loyalty alone.
  const type = formText(form, CHECKOUT_FIELDS.paymentType) || (ticked ? "LOYALTY" : "");
  if (!(PAYMENT_TYPES as readonly string[]).includes(type))
    return refused(intent, { message: MESSAGES.payment.noMethod });
  const useLoyalty = ticked && type !== "LOYALTY";
  const choice = { paymentTypeCode: type as PaymentType, useLoyalty };
  const methods = await services.payments.methods({ isPromotionPaymentConstraintSupported: true });
  if (!methods.ok) return refused(intent, { message: methods.problem.detail });
  if (!isOffered(methods.value, choice) || (orderId && !isOnlineType(type))) {
    const details = methods.value.paymentTypeDetails;
    const closed = (useLoyalty ? [type, "LOYALTY"] : [type])
      .map((code) => details.find((detail) => detail.paymentTypeCode === code))
      .find((detail) => !detail?.enabled);
    return refused(intent, { message: closed?.reason ?? MESSAGES.payment.methodUnavailable });
  }
  if (!orderId) {
    const quote = await services.payments.quote(choice);
    if (!quote.ok) return refused(intent, { message: quote.problem.detail });
  }
  const option = resolveOption(methods.value, choice.paymentTypeCode, optionOf(form));
  return seeOther(choiceHref(choice, option, orderId));
}

/**
 * PLACE ORDER refused: said in place with the problem's name (out of stock links to the bag; a new
 * total is said; the gateway out of reach says so). The verified code's session stays for the next
 * try, unless the code was the problem. A retried order that another attempt paid goes to its
 * confirmation. The answer's status is the problem's, as `POST /api/payment/make` answers it: what
 * was sent is refused with a 400, the bag or the stock changing meanwhile with a 409.
 */
function refusedPlacement(problem: Problem<OrderProblem>, sessionID: string, orderId: string | undefined) {
  if (problem.name === "signInRequired") throw toCheckoutEntry();
  // The payment failed (loyalty points could not be redeemed): the failure page (spec 3 §4).
  if (problem.name === "loyaltyFailed") return seeOther(CHECKOUT_PATHS.failure);
  if (problem.name === "alreadyPaid" && orderId) return seeOther(confirmationPath(orderId));
  const total = problem.data?.total;
  const message =
    problem.name === "priceChanged" && typeof total === "number"
      ? `${problem.detail} ${formatMessage.newOrderTotal(formatRupees(total))}`
      : problem.detail;
  const keep = sessionID && problem.name !== "otpNotVerified";
  const answer: CheckoutAnswer = {
    intent: PAYMENT_INTENTS.placeOrder,
    ok: false,
    fieldErrors: {},
    message,
    values: keep ? { sessionID } : {},
    problem: problem.name,
  };
  return data(answer, { status: problem.status });
}

/** What a type needs chosen inside it before it can be paid, or undefined (the server checks again). */
function missingOption(type: string, option: ChosenOption): string | undefined {
  if (TYPES_WITH_BANKS.has(type as PaymentType) && !option.bankCode) return MESSAGES.payment.noBankOrWallet;
  if (type === "SAVEDCARD" && !option.savedCardToken) return MESSAGES.payment.cardNotSaved;
  return undefined;
}

/** The posted option inside the type, in the contract's shape. */
function paymentDetailOf(form: FormData) {
  const option = optionOf(form);
  const requestedPG = formText(form, CHECKOUT_FIELDS.requestedPG);
  const detail = {
    ...(option.bankCode ? { bankCode: option.bankCode } : {}),
    ...(option.savedCardToken ? { savedCardToken: option.savedCardToken } : {}),
    ...(option.saveCard ? { saveCard: true } : {}),
  };
  return {
    option,
    fields: {
      ...(Object.keys(detail).length > 0 ? { paymentDetail: detail } : {}),
      ...(requestedPG ? { requestedPG } : {}),
    },
  };
}

/**
 * PLACE ORDER (spec 3 §3 order placement data, §4 checkout path): the choice with its option, the
 * items with their methods and the total the shopper saw, under the page's idempotency key, so a double
 * post or a resend without scripts is one order; in retry mode, the unpaid order's id. Placed: on to
 * the confirmation; paid online: on to the page that takes the shopper to the gateway (303).
 */
async function placeOrder(services: Services, form: FormData) {
  const intent = PAYMENT_INTENTS.placeOrder;
  const sessionID = formText(form, CHECKOUT_FIELDS.sessionID);
  const values = sessionID ? { sessionID } : {};
  const type = formText(form, CHECKOUT_FIELDS.paymentType);
  if (!type) return refused(intent, { message: MESSAGES.payment.noMethod, values });
  const { option, fields } = paymentDetailOf(form);
  const missing = missingOption(type, option);
  if (missing) return refused(intent, { message: missing, values });
  const orderId = retriedOrder(form);
  const body = paymentRequest.safeParse({
    paymentTypeCode: type,
    useLoyalty: formText(form, CHECKOUT_FIELDS.useLoyalty) === TICKED,
    ...fields,
    ...(orderId ? { orderId } : {}),
    productsShippingDetails: form.getAll(CHECKOUT_FIELDS.item).map((item) => parseItem(String(item))),
    pricingDetails: { netAmount: Number(formText(form, CHECKOUT_FIELDS.netAmount)) },
    ...(sessionID ? { otpDetails: { sessionID } } : {}),
  });
  if (!body.success) return refused(intent, { message: MESSAGES.checkout.bagChanged, values }, 409);
  const key = formText(form, CHECKOUT_FIELDS.idempotencyKey);
  const placed = await services.payments.make(key, body.data);
  if (!placed.ok) return refusedPlacement(placed.problem, sessionID, orderId);
  return seeOther(placed.value.redirectUrl);
}

/**
 * The payment step's forms (decision 26): the payment choice, the cash-on-delivery code's forms, its
 * captcha and PLACE ORDER, for the signed-in shopper, through the REST routes' contracts and services.
 */
export async function paymentAction({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  if (!context.shopper) throw toCheckoutEntry();
  const form = await request.formData();
  const intent = formText(form, INTENT_FIELD);
  switch (intent) {
    case PAYMENT_INTENTS.choose:
      return choose(context.services, form);
    case PAYMENT_INTENTS.sendOtp:
    case PAYMENT_INTENTS.resendOtp:
    case PAYMENT_INTENTS.verifyOtp:
      return answerCodForm(context.services, form, intent);
    case PAYMENT_INTENTS.checkCaptcha:
      return answerCodCaptcha(context.services, form);
    case PAYMENT_INTENTS.placeOrder:
      return placeOrder(context.services, form);
    default:
      return refused(intent, { message: MESSAGES.generic.somethingWentWrong });
  }
}
