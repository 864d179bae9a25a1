import { deleteCardRequest, MESSAGES } from "@odin/contracts";
import { type ActionFunctionArgs, type AppLoadContext, data, redirect } from "react-router";
import { formText, INTENT_FIELD } from "../../lib/form-answer";
import { refused } from "../../lib/form-answer.server";
import { PRIVATE_NO_STORE } from "../../lib/private-page";
import {
  CARD_INTENTS,
  CARD_TOKEN_FIELD,
  type CardAnswer,
  PAYMENT_METHODS_PATH,
} from "./payment-methods-forms";

/** Nobody signed in: the page itself asks to log in. */
const toPage = () =>
  redirect(PAYMENT_METHODS_PATH, { status: 303, headers: { "Cache-Control": PRIVATE_NO_STORE } });

/**
 * DELETE (spec 3 §7 deletePaymentCard): one of the shopper's saved cards, named by its token, deleted
 * through the payments service (at the gateway's vault too). A token that is not the shopper's, or no
 * longer saved, is "This card is no longer saved." (404); a refusal answers its problem's status, as
 * `POST /api/deletePaymentCard` does.
 */
export async function paymentMethodsAction({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  if (!context.shopper) throw toPage();
  const form = await request.formData();
  const intent = formText(form, INTENT_FIELD);
  if (intent !== CARD_INTENTS.remove)
    return refused(intent, { message: MESSAGES.generic.somethingWentWrong });
  const cardToken = formText(form, CARD_TOKEN_FIELD);
  const values = { [CARD_TOKEN_FIELD]: cardToken.slice(0, 200) };
  const body = deleteCardRequest.safeParse({ cardToken });
  if (!body.success) return refused(intent, { message: MESSAGES.payment.cardNotSaved, values }, 404);
  const deleted = await context.services.payments.deleteCard(body.data.cardToken);
  if (!deleted.ok) {
    if (deleted.problem.name === "signInRequired") throw toPage();
    return refused(intent, { message: deleted.problem.detail, values }, deleted.problem.status);
  }
  return data<CardAnswer>({ intent, ok: true, message: MESSAGES.payment.cardDeleted, values });
}
