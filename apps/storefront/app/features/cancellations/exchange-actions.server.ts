import { exchangeRequest, MESSAGES } from "@odin/contracts";
import { type ActionFunctionArgs, type AppLoadContext, redirect } from "react-router";
import { formText, INTENT_FIELD } from "../../lib/form-answer";
import { accepted, refused } from "../../lib/form-answer.server";
import { PRIVATE_NO_STORE } from "../../lib/private-page";
import { EXCHANGE_FIELDS, EXCHANGE_INTENT, exchangePath } from "./exchange-forms";

/**
 * REQUEST EXCHANGE (decision 26): the size chosen, with the item's order, style and EAN as the
 * exchange service knows them, sent as the exchange mail through the same service as `POST /api/exchange`;
 * answered with the promise of a reply within 5-6 business hours (9AM-10PM). A refusal answers its
 * problem's status, as the REST route does.
 */
export async function exchangeAction({ request, params, context }: ActionFunctionArgs<AppLoadContext>) {
  const orderId = params.orderId ?? "";
  const itemId = Number(params.itemId);
  if (!context.shopper)
    throw redirect(exchangePath(orderId, params.itemId ?? ""), {
      status: 303,
      headers: { "Cache-Control": PRIVATE_NO_STORE },
    });
  const form = await request.formData();
  const intent = formText(form, INTENT_FIELD);
  const size = formText(form, EXCHANGE_FIELDS.size).slice(0, 16);
  const values = { [EXCHANGE_FIELDS.size]: size };
  const options = await context.services.cancellations.exchangeOptions(orderId, itemId);
  if (!options.ok)
    return refused(intent, { message: options.problem.detail, values }, options.problem.status);
  const { item, ean } = options.value;
  const body = exchangeRequest.safeParse({
    subject: `${item.brandName} ${item.styleName}`.slice(0, 200),
    data: {
      consignment_id: String(item.itemId),
      order_id: orderId,
      style_id: String(item.styleId),
      ean,
      size_requested: size,
    },
    isExchangeRequest: true,
  });
  if (intent !== EXCHANGE_INTENT || !body.success)
    return refused(intent, {
      fieldErrors: { [EXCHANGE_FIELDS.size]: MESSAGES.exchange.unavailableSize },
      values,
    });
  const sent = await context.services.cancellations.exchange(body.data);
  if (!sent.ok) return refused(intent, { message: sent.problem.detail, values }, sent.problem.status);
  return accepted(intent, sent.value.message);
}
