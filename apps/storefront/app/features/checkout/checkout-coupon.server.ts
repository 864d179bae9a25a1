import {
  type CheckoutRequest,
  checkoutRequest,
  formatMessage,
  formatRupees,
  MESSAGES,
} from "@odin/contracts";
import { type AppLoadContext, data } from "react-router";
import { formText } from "../../lib/form-answer";
import { refused } from "../../lib/form-answer.server";
import { BAG_FIELDS, BAG_INTENTS, type BagAnswer } from "../bag/bag-forms";

type Bag = AppLoadContext["services"]["bag"];

/** What the shipping step asks of every bag call: its page, and "extra ₹ off" offers shown as such. */
export const SHIPPING_PAGE = { page: "shipping", isPromotionPaymentConstraintSupported: true } as const;

/** The shipping step's request as the REST route's contract reads it, or its first broken rule. */
export function shippingRequest(
  wanted: Record<string, unknown>,
): { request: CheckoutRequest } | { message: string } {
  const parsed = checkoutRequest.safeParse({ ...SHIPPING_PAGE, ...wanted });
  if (parsed.success) return { request: parsed.data };
  return { message: parsed.error.issues[0]?.message ?? MESSAGES.generic.somethingWentWrong };
}

/**
 * The bag's coupon box on the shipping step (its forms post `applyCoupon` and `removeCoupon` here):
 * the coupon applied or removed for the shipping page, so the kept delivery methods stay (spec 3 §4:
 * only the bag page's changes forget them). A refusal keeps the code typed and says why.
 */
export async function answerCouponForm(bag: Bag, form: FormData, intent: string) {
  const couponCode = formText(form, BAG_FIELDS.couponCode);
  const values = { couponCode };
  const applying = intent === BAG_INTENTS.applyCoupon;
  // APPLY says why under the code's field; REMOVE under its button.
  const refuse = (message: string) =>
    refused(intent, applying ? { fieldErrors: { couponCode: message }, values } : { message, values });
  if (applying && couponCode.trim() === "") return refuse(MESSAGES.coupon.enterCode);
  const type = applying ? "update" : "delete";
  const parsed = shippingRequest({ type, couponCode });
  if ("message" in parsed) return refuse(parsed.message);
  const answer = await bag.checkout(parsed.request);
  if (!answer.ok) return refuse(answer.problem.detail);
  if (type === "delete") return accepted(intent, formatMessage.coupon("removed", { code: couponCode }));
  const coupon = answer.value.couponDetails;
  if (!coupon || coupon.error) return refuse(coupon?.error ?? MESSAGES.checkout.invalidCoupon);
  const message =
    coupon.benefit ??
    formatMessage.coupon("applied", { code: coupon.code, amount: formatRupees(coupon.savings) });
  return accepted(intent, message);
}

function accepted(intent: string, message: string) {
  return data<BagAnswer>({ intent, ok: true, message });
}
