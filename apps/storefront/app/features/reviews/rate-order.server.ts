import { MESSAGES, type OrderConfirmation, orderRateable, orderRatingRequest } from "@odin/contracts";
import type { ActionFunctionArgs, AppLoadContext } from "react-router";
import { formText, INTENT_FIELD } from "../../lib/form-answer";
import { accepted, refused } from "../../lib/form-answer.server";
import { RATE_ORDER_FIELDS, RATE_ORDER_INTENT, type RateOrderField, type RateOrderState } from "./rate-order";

/** True when the posted form is the rating form: the page's action hands it to `rateOrderAction`. */
export async function isRateOrderPost(request: Request): Promise<boolean> {
  return formText(await request.clone().formData(), INTENT_FIELD) === RATE_ORDER_INTENT;
}

/**
 * What a page shows of an order's rating (spec 3 §2): nothing while the ratings flag is off or
 * before an item is delivered, collected or returned; else the saved rating, if any.
 */
export async function loadOrderRating(
  context: AppLoadContext,
  order: { orderId: string; items: readonly Pick<OrderConfirmation["items"][number], "status">[] },
): Promise<RateOrderState | null> {
  if (!context.featureFlags.ratings) return null;
  if (!orderRateable(order.items.map((item) => item.status))) return null;
  const saved = await context.services.orderRatings.of(order.orderId);
  if (!saved.ok || !saved.value.canRate) return null;
  return { orderId: order.orderId, rating: saved.value.rating };
}

/**
 * The rating form (decision 26): the REST route's contract, then the order-ratings service for the
 * shopper the cookies name. A refusal sends back what was chosen and typed, with the problem's status
 * as the REST route answers it.
 */
export async function rateOrderAction({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  const form = await request.formData();
  const values = {
    rating: formText(form, RATE_ORDER_FIELDS.rating),
    comment: formText(form, RATE_ORDER_FIELDS.comment),
  };
  if (!context.featureFlags.ratings)
    return refused(RATE_ORDER_INTENT, { message: MESSAGES.reviews.genericError });
  const body = orderRatingRequest.safeParse({
    orderId: formText(form, RATE_ORDER_FIELDS.orderId),
    rating: values.rating === "" ? undefined : Number(values.rating),
    comment: values.comment || undefined,
  });
  if (!body.success && body.error.issues.some((issue) => issue.path[0] === "orderId"))
    return refused(RATE_ORDER_INTENT, { message: MESSAGES.checkout.orderIdMissing }, 404);
  if (!body.success) {
    const fieldErrors: Partial<Record<RateOrderField, string>> = {};
    for (const issue of body.error.issues) {
      const field = issue.path[0] === "comment" ? "comment" : "rating";
      fieldErrors[field] ??= field === "rating" ? MESSAGES.reviews.ratingRequired : issue.message;
    }
    return refused(RATE_ORDER_INTENT, { fieldErrors, values });
  }
  const saved = await context.services.orderRatings.save(body.data);
  if (!saved.ok)
    return refused(RATE_ORDER_INTENT, { message: saved.problem.detail, values }, saved.problem.status);
  return accepted(RATE_ORDER_INTENT, MESSAGES.reviews.orderRated);
}
