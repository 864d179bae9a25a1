import { alertsProblems, stockAlertRequest } from "@odin/contracts";
import type { AppLoadContext } from "react-router";
import { formText } from "../../lib/form-answer";
import { accepted, refused } from "../../lib/form-answer.server";
import { NOTIFY_ME_FIELDS, NOTIFY_ME_INTENT, type NotifyMeField } from "./notify-me-form";

type Values = Record<NotifyMeField, string>;

/** The fields the shopper fills in: a message each, the first the contract's parse found. */
const CONTACT_FIELDS: readonly NotifyMeField[] = [NOTIFY_ME_FIELDS.mobileNumber, NOTIFY_ME_FIELDS.email];

/** What the form posted, as the REST route's body: an empty field is one not given. */
function bodyOf(values: Values) {
  const { skuId, mobileNumber, email } = values;
  return {
    skuId: /^\d+$/.test(skuId) ? Number(skuId) : Number.NaN,
    ...(mobileNumber ? { mobileNumber } : {}),
    ...(email ? { email } : {}),
  };
}

/**
 * NOTIFY ME (decision 26): the form's fields through the REST route's zod contract
 * (`stockAlertRequest`), then the alerts service the REST route calls, for the page's shopper (a
 * signed-in shopper posts no contact: the account's is used) or the guest's mobile number or e-mail.
 * A refusal keeps what was typed and answers the problem's status, as `POST /api/alerts/stock` does.
 */
export async function notifyMeAction(form: FormData, context: AppLoadContext) {
  const intent = NOTIFY_ME_INTENT;
  const values: Values = {
    skuId: formText(form, NOTIFY_ME_FIELDS.skuId),
    mobileNumber: formText(form, NOTIFY_ME_FIELDS.mobileNumber).trim(),
    email: formText(form, NOTIFY_ME_FIELDS.email).trim(),
  };
  const input = stockAlertRequest.safeParse(bodyOf(values));
  if (!input.success) {
    const fieldErrors: Partial<Record<NotifyMeField, string>> = {};
    for (const issue of input.error.issues) {
      const field = CONTACT_FIELDS.find((name) => name === issue.path[0]);
      if (field && !fieldErrors[field]) fieldErrors[field] = issue.message;
    }
    const sizeBroken = input.error.issues.some((issue) => issue.path[0] === NOTIFY_ME_FIELDS.skuId);
    const message = sizeBroken ? alertsProblems.unknownSize().detail : undefined;
    return refused(intent, { fieldErrors, ...(message ? { message } : {}), values });
  }
  const answer = await context.services.alerts.requestStock(input.data);
  if (answer.ok) return accepted(intent, answer.value.message);
  return refused(intent, { message: answer.problem.detail, values }, answer.problem.status);
}
