import {
  appLinkRequest,
  CONTACT_FIELDS,
  type ContactField,
  contactFormErrors,
  contactRequest,
  MESSAGES,
  type NewsletterProblem,
  newsletterConfirmRequest,
  newsletterEmailProblem,
  newsletterRequest,
  type Result,
  type SupportAnswer as ServiceAnswer,
  type SupportProblem,
} from "@odin/contracts";
import type { ActionFunctionArgs, AppLoadContext } from "react-router";
import type { z } from "zod";
import { formText, INTENT_FIELD } from "../../lib/form-answer";
import { accepted, refused } from "../../lib/form-answer.server";
import { APP_LINK_FIELD, CONFIRM_TOKEN_FIELD, NEWSLETTER_FIELD, SUPPORT_INTENTS } from "./support-forms";

/**
 * The support pages' form actions (decision 26): the form's own rules (the plain functions the browser
 * checks with), then the REST route's zod contract, then the same service the REST route calls.
 */
type Args = ActionFunctionArgs<AppLoadContext>;

/** The fields of a posted form, as typed. */
function fieldsOf<Field extends string>(form: FormData, names: readonly Field[]): Record<Field, string> {
  return Object.fromEntries(names.map((name) => [name, formText(form, name)])) as Record<Field, string>;
}

/**
 * What a service answered, as the form's answer; a refusal keeps what was typed and answers its
 * problem's status (too many asks, or a link that does not hold), as the REST routes do.
 */
function answerOf(
  intent: string,
  result: Result<ServiceAnswer, SupportProblem | NewsletterProblem>,
  values: Record<string, string>,
) {
  if (result.ok) return accepted(intent, result.value.message);
  return refused(intent, { message: result.problem.detail, values }, result.problem.status);
}

/** The contract's parse, or the refusal with its first message (a text too long, a control character). */
function parsed<Schema extends z.ZodType>(schema: Schema, intent: string, values: Record<string, string>) {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data as z.output<Schema> };
  const message = result.error.issues[0]?.message ?? MESSAGES.generic.somethingWentWrong;
  return { refusal: refused(intent, { message, values }) };
}

/** The posted form when it is the one `intent` names; else undefined (a form this page does not answer). */
async function formFor(request: Request, intent: string): Promise<FormData | undefined> {
  const form = await request.formData();
  return formText(form, INTENT_FIELD) === intent ? form : undefined;
}

const unknownForm = (intent: string) => refused(intent, { message: MESSAGES.generic.somethingWentWrong });

/** The contact page's form (spec 2 §5, §8). */
export async function contactAction({ request, context }: Args) {
  const intent = SUPPORT_INTENTS.contact;
  const form = await formFor(request, intent);
  if (!form) return unknownForm(intent);
  const values = fieldsOf<ContactField>(form, CONTACT_FIELDS);
  const fieldErrors = contactFormErrors(values);
  if (Object.keys(fieldErrors).length > 0) return refused(intent, { fieldErrors, values });
  const input = parsed(contactRequest, intent, values);
  if (input.refusal) return input.refusal;
  return answerOf(intent, await context.services.support.contact(input.data), values);
}

/** The app page's send-app-link box (spec 2 §5). */
export async function appLinkAction({ request, context }: Args) {
  const intent = SUPPORT_INTENTS.appLink;
  const form = await formFor(request, intent);
  if (!form) return unknownForm(intent);
  const values = fieldsOf(form, [APP_LINK_FIELD]);
  const input = appLinkRequest.safeParse(values);
  if (!input.success) {
    const message = input.error.issues[0]?.message ?? MESSAGES.appLink.invalidMobile;
    return refused(intent, { fieldErrors: { [APP_LINK_FIELD]: message }, values });
  }
  return answerOf(intent, await context.services.support.appLink(input.data), values);
}

/**
 * The footer's newsletter form, from any page (spec 2 §5): the newer footer says why an address is
 * refused, the older one answers nothing at all.
 */
export async function newsletterAction({ request, context }: Args) {
  const intent = SUPPORT_INTENTS.newsletter;
  const form = await formFor(request, intent);
  if (!form) return unknownForm(intent);
  const values = fieldsOf(form, [NEWSLETTER_FIELD]);
  const problem = newsletterEmailProblem(values[NEWSLETTER_FIELD]);
  if (problem) {
    const fieldErrors = context.featureFlags.newFooter ? { [NEWSLETTER_FIELD]: problem } : {};
    return refused(intent, { fieldErrors, values });
  }
  const input = parsed(newsletterRequest, intent, values);
  if (input.refusal) return input.refusal;
  return answerOf(intent, await context.services.newsletter.subscribe(input.data), values);
}

/** The confirmation page's CONFIRM button (double opt-in). */
export async function confirmNewsletterAction({ request, context }: Args) {
  const intent = SUPPORT_INTENTS.confirmNewsletter;
  const form = await formFor(request, intent);
  if (!form) return unknownForm(intent);
  const token = newsletterConfirmRequest.safeParse(fieldsOf(form, [CONFIRM_TOKEN_FIELD]));
  if (!token.success) return refused(intent, { message: MESSAGES.newsletter.confirmLinkInvalid });
  return answerOf(intent, await context.services.newsletter.confirm(token.data), {});
}
