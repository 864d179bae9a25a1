import { type CheckoutResponse, checkoutRequest, LABELS, MESSAGES } from "@odin/contracts";
import { type ActionFunctionArgs, type AppLoadContext, data } from "react-router";
import { formText, INTENT_FIELD } from "../../lib/form-answer";
import { refused } from "../../lib/form-answer.server";
import {
  ADD_TO_BAG_INTENT,
  type AddToBagAnswer,
  type AddToBagField,
  addToBagErrors,
  SKU_FIELD,
} from "./add-to-bag-form";
import { notifyMeAction } from "./notify-me-action.server";
import { NOTIFY_ME_INTENT } from "./notify-me-form";

/** A refusal of the bag: the page and the size stay as they were, with the bag's message. */
const CONFLICT = 409;

/**
 * Why the bag did not take this size although the call succeeded (spec 3 §5, §8): the size is at its
 * quantity cap ("You can add only 10 of …") or could not be added (out of stock).
 */
export function refusalOf(bag: CheckoutResponse, skuId: number): string | undefined {
  const issue = [...bag.limitBreachedSkus, ...bag.skusNotAdded].find((item) => item.skuId === skuId);
  if (!issue) return undefined;
  return issue.message || bag.notices[0] || MESSAGES.bag.unknownSize;
}

/**
 * The product page's forms: ADD TO BAG, and NOTIFY ME on a sold-out size (notify-me-action.server.ts).
 *
 * ADD TO BAG (spec 2 §2, spec 3 §5): one more of the chosen size in this shopper's bag, the
 * signed-in shopper's or the guest bag the cookie names (the first add creates it). The answer
 * names the size, so the page shows CHECKOUT for it, also when it was posted without scripts, and
 * gives a guest's browser the bag for its `cart-guest` copy.
 */
export async function productAction({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  const form = await request.formData();
  const intent = formText(form, INTENT_FIELD);
  if (intent === NOTIFY_ME_INTENT) return notifyMeAction(form, context);
  if (intent !== ADD_TO_BAG_INTENT) {
    return refused(intent, { message: MESSAGES.generic.somethingWentWrong });
  }
  const skuText = formText(form, SKU_FIELD);
  const fieldErrors = addToBagErrors(skuText);
  const body = checkoutRequest.safeParse({
    type: "update",
    cartItems: [{ skuId: Number(skuText), qty: 1, mode: "add" }],
  });
  if (fieldErrors.skuId || !body.success) {
    return refused<AddToBagField>(intent, { fieldErrors: { skuId: MESSAGES.product.selectSize } });
  }
  const values = { skuId: skuText };
  const answer = await context.services.bag.checkout(body.data);
  if (!answer.ok) return refused(intent, { message: answer.problem.detail, values }, CONFLICT);
  const refusal = refusalOf(answer.value, Number(skuText));
  if (refusal) return refused(intent, { message: refusal, values }, CONFLICT);
  const guestCart = context.shopper
    ? undefined
    : answer.value.products.map(({ skuId, qty }) => ({ skuId, qty }));
  return data<AddToBagAnswer>({
    intent,
    ok: true,
    message: LABELS.productPage.addedToBag,
    values,
    ...(guestCart ? { guestCart } : {}),
  });
}
