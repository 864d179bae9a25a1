import {
  type CheckoutRequest,
  type CheckoutResponse,
  checkoutRequest,
  favouriteStyleRequest,
  formatMessage,
  formatRupees,
  MESSAGES,
} from "@odin/contracts";
import { type ActionFunctionArgs, type AppLoadContext, data, redirect } from "react-router";
import { formText, INTENT_FIELD } from "../../lib/form-answer";
import { refused } from "../../lib/form-answer.server";
import { PRIVATE_NO_STORE } from "../../lib/private-page";
import { CHECKOUT_PATHS } from "../checkout/checkout-forms";
import { BAG_FIELDS, BAG_INTENTS, type BagAnswer, type BagField } from "./bag-forms";

type Args = ActionFunctionArgs<AppLoadContext>;
type Bag = AppLoadContext["services"]["bag"];
type Change = Pick<CheckoutRequest, "type" | "cartItems" | "couponCode">;

/**
 * What the bag page asks of every call: its page, and that it shows payment-constrained offers as
 * "extra ₹ off" (spec 3 §2, §3 isPromotionPaymentConstraintSupported) rather than as errors.
 */
const BAG_PAGE = { page: "myBag", isPromotionPaymentConstraintSupported: true } as const;

/** The loader's read of the bag. */
export const BAG_READ: CheckoutRequest = { ...BAG_PAGE, type: "read" };

/** A change the bag took: its message, and the toasts of spec 3 §8 the change gave. */
function accepted(intent: string, message: string, bag?: CheckoutResponse) {
  const notices = bag?.notices ?? [];
  return data<BagAnswer>({ intent, ok: true, message, ...(notices.length > 0 ? { notices } : {}) });
}

/** The change as the REST route's contract reads it, or the message of its first broken rule. */
function parseChange(change: Change): { request: CheckoutRequest } | { message: string } {
  const parsed = checkoutRequest.safeParse({ ...BAG_PAGE, ...change });
  if (parsed.success) return { request: parsed.data };
  return { message: parsed.error.issues[0]?.message ?? MESSAGES.generic.somethingWentWrong };
}

/** The service's answer to a change, or the refusal of the form that asked for it. */
async function change(bag: Bag, intent: string, wanted: Change, values: Partial<Record<BagField, string>>) {
  const parsed = parseChange(wanted);
  if ("message" in parsed) return { refusal: refused(intent, { message: parsed.message, values }) };
  const answer = await bag.checkout(parsed.request);
  if (!answer.ok) return { refusal: refused(intent, { message: answer.problem.detail, values }) };
  return { bag: answer.value };
}

const skuIdOf = (form: FormData) => Number(formText(form, BAG_FIELDS.skuId));

async function setQuantity(bag: Bag, form: FormData) {
  const skuId = formText(form, BAG_FIELDS.skuId);
  const qty = Number(formText(form, BAG_FIELDS.qty));
  const cartItems = [{ skuId: skuIdOf(form), qty, mode: "set" as const }];
  const done = await change(bag, BAG_INTENTS.setQuantity, { type: "update", cartItems }, { skuId });
  return done.refusal ?? accepted(BAG_INTENTS.setQuantity, MESSAGES.bag.updated, done.bag);
}

/** Removes a size; the answer names the item (spec 1 §4), so the bag is read first. */
async function remove(bag: Bag, form: FormData) {
  const skuId = formText(form, BAG_FIELDS.skuId);
  const before = await bag.checkout(BAG_READ);
  const item = before.ok
    ? before.value.products.find((product) => String(product.skuId) === skuId)
    : undefined;
  if (!item) return refused(BAG_INTENTS.remove, { message: MESSAGES.bag.unknownSize, values: { skuId } });
  const cartItems = [{ skuId: item.skuId, qty: 1, mode: "add" as const }];
  const done = await change(bag, BAG_INTENTS.remove, { type: "delete", cartItems }, { skuId });
  return (
    done.refusal ?? accepted(BAG_INTENTS.remove, formatMessage.miniBagItemRemoved(item.styleName), done.bag)
  );
}

/** Applies a typed or offered code; a refusal keeps the code typed and says why under the field. */
async function applyCoupon(bag: Bag, form: FormData) {
  const intent = BAG_INTENTS.applyCoupon;
  const couponCode = formText(form, BAG_FIELDS.couponCode);
  const values = { couponCode };
  const refuse = (message: string) => refused(intent, { fieldErrors: { couponCode: message }, values });
  if (couponCode.trim() === "") return refuse(MESSAGES.coupon.enterCode);
  const parsed = parseChange({ type: "update", couponCode });
  if ("message" in parsed) return refuse(parsed.message);
  const answer = await bag.checkout(parsed.request);
  if (!answer.ok) return refuse(answer.problem.detail);
  const coupon = answer.value.couponDetails;
  if (!coupon || coupon.error) return refuse(coupon?.error ?? MESSAGES.checkout.invalidCoupon);
  // "SAVE10 applied. You save ₹200.", or what a loyalty or payment-constrained offer gives.
  const message =
    coupon.benefit ??
    formatMessage.coupon("applied", { code: coupon.code, amount: formatRupees(coupon.savings) });
  return accepted(intent, message, answer.value);
}

async function removeCoupon(bag: Bag, form: FormData) {
  const couponCode = formText(form, BAG_FIELDS.couponCode);
  const done = await change(bag, BAG_INTENTS.removeCoupon, { type: "delete", couponCode }, { couponCode });
  const message = formatMessage.coupon("removed", { code: couponCode });
  return done.refusal ?? accepted(BAG_INTENTS.removeCoupon, message, done.bag);
}

/**
 * MOVE TO FAVOURITES, in one post: the style joins the shopper's favourites (the service of
 * `POST /api/fav/v2/products`), then the size leaves the bag. Kept first, so a failure in between
 * leaves the style in both rather than in neither.
 */
async function moveToFavourites(context: Args["context"], form: FormData) {
  const intent = BAG_INTENTS.moveToFavourites;
  const values = { skuId: formText(form, BAG_FIELDS.skuId) };
  const style = favouriteStyleRequest.safeParse({ styleId: Number(formText(form, BAG_FIELDS.styleId)) });
  if (!style.success) return refused(intent, { message: MESSAGES.favourites.notAdded, values });
  const kept = await context.services.favourites.add(style.data.styleId);
  if (!kept.ok) return refused(intent, { message: kept.problem.detail, values }, kept.problem.status);
  const cartItems = [{ skuId: skuIdOf(form), qty: 1, mode: "add" as const }];
  const done = await change(context.services.bag, intent, { type: "delete", cartItems }, values);
  return done.refusal ?? accepted(intent, kept.value.message, done.bag);
}

/**
 * PROCEED (spec 3 §4, §5, §6): a guest must log in first; a bag that is empty or holds an out-of-stock
 * item stays; otherwise straight on to the shipping step. (The checkout's entry would only send a
 * signed-in shopper on there: one more answer to wait for, and its page's modules to load, first.)
 */
async function proceed(bag: Bag, signedIn: boolean) {
  const intent = BAG_INTENTS.proceed;
  if (!signedIn) return refused(intent, { message: MESSAGES.session.loginToContinue }, 401);
  const read = await bag.checkout(BAG_READ);
  if (!read.ok) return refused(intent, { message: read.problem.detail });
  if (read.value.products.length === 0) return refused(intent, { message: MESSAGES.bag.empty });
  if (read.value.blockingMessage) return refused(intent, { message: read.value.blockingMessage });
  return redirect(CHECKOUT_PATHS.shipping, { headers: { "Cache-Control": PRIVATE_NO_STORE } });
}

/**
 * The bag page's forms (decision 26), and the mini-bag's REMOVE from any page: each intent's fields
 * go through the REST route's contract to the bag service of this request's shopper or guest.
 */
export async function bagAction({ request, context }: Args) {
  const form = await request.formData();
  const intent = formText(form, INTENT_FIELD);
  const bag = context.services.bag;
  switch (intent) {
    case BAG_INTENTS.setQuantity:
      return setQuantity(bag, form);
    case BAG_INTENTS.remove:
      return remove(bag, form);
    case BAG_INTENTS.applyCoupon:
      return applyCoupon(bag, form);
    case BAG_INTENTS.removeCoupon:
      return removeCoupon(bag, form);
    case BAG_INTENTS.proceed:
      return proceed(bag, context.shopper !== null);
    case BAG_INTENTS.moveToFavourites:
      return moveToFavourites(context, form);
    default:
      return refused(intent, { message: MESSAGES.generic.somethingWentWrong });
  }
}
