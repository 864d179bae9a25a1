import { alertUnsubscribeRequest, MESSAGES } from "@odin/contracts";
import type { ActionFunctionArgs, AppLoadContext } from "react-router";
import { formText, INTENT_FIELD } from "../../lib/form-answer";
import { accepted, refused } from "../../lib/form-answer.server";
import { UNSUBSCRIBE_INTENT, UNSUBSCRIBE_TOKEN_FIELD } from "./alerts-forms";

/**
 * The unsubscribe page's STOP ALERTS (decision 26): the link's token through the REST route's zod
 * contract (`alertUnsubscribeRequest`), then the alerts service `POST /api/alerts/unsubscribe` calls.
 * A token that does not hold is refused with the problem's status and "This link is not valid any more."
 */
export async function unsubscribeAlertsAction({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  const intent = UNSUBSCRIBE_INTENT;
  const form = await request.formData();
  if (formText(form, INTENT_FIELD) !== intent) {
    return refused(intent, { message: MESSAGES.generic.somethingWentWrong });
  }
  const input = alertUnsubscribeRequest.safeParse({ token: formText(form, UNSUBSCRIBE_TOKEN_FIELD).trim() });
  if (!input.success) return refused(intent, { message: MESSAGES.alerts.linkInvalid });
  const answer = await context.services.alerts.unsubscribe(input.data);
  if (answer.ok) return accepted(intent, answer.value.message);
  return refused(intent, { message: answer.problem.detail }, answer.problem.status);
}
