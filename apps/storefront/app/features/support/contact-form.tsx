import {
  CONTACT_FIELDS,
  CONTACT_FORM,
  type ContactField,
  contactFormErrors,
  LABELS,
  MESSAGES,
} from "@odin/contracts";
import { INTENT_FIELD } from "../../lib/form-answer";
import { Button } from "../../ui/button";
import { fieldValue, TextField } from "../../ui/field";
import { FormError } from "../../ui/form-error";
import { FormNotice } from "../../ui/form-notice";
import { SUPPORT_INTENTS } from "./support-forms";
import { useSupportForm } from "./use-support-form";

const idOf = (field: ContactField) => `contact-${field}`;
const LABEL: Record<ContactField, string> = LABELS.contactPage;
const MAX: Record<ContactField, number> = {
  name: CONTACT_FORM.nameMaxChars,
  email: CONTACT_FORM.emailMaxChars,
  subject: CONTACT_FORM.subjectMaxChars,
  message: CONTACT_FORM.messageMaxChars,
};
const REQUIRED = MESSAGES.contact.allFieldsRequired;

function valuesOf(form: HTMLFormElement) {
  const message = form.elements.namedItem("message");
  return {
    name: fieldValue(form, "name"),
    email: fieldValue(form, "email"),
    subject: fieldValue(form, "subject"),
    message: message instanceof HTMLTextAreaElement ? message.value : "",
  };
}

/**
 * The contact form (spec 2 §3, §5, §8): name, e-mail, subject and message, all required; the
 * subject has at least 3 letters or numbers. An empty field is marked and the form says once that
 * all four are needed; other rules speak under their field. It posts to the contact page's action.
 */
export function ContactForm() {
  const form = useSupportForm<ContactField>(SUPPORT_INTENTS.contact, {
    validate: (element) => contactFormErrors(valuesOf(element)),
    order: CONTACT_FIELDS,
    idOf,
  });
  const { errors, answer, values } = form;
  const missing = CONTACT_FIELDS.some((field) => errors[field] === REQUIRED);
  const refusal = answer && !answer.ok ? answer.message : undefined;
  const formMessage = missing ? REQUIRED : refusal;
  const frame = (field: ContactField) => {
    const error = errors[field];
    return {
      id: idOf(field),
      name: field,
      label: LABEL[field],
      maxLength: MAX[field],
      required: true,
      defaultValue: values[field],
      error: error === REQUIRED ? undefined : error,
      invalid: error === REQUIRED,
      "aria-describedby": formMessage ? "contact-form-error" : undefined,
    };
  };
  const message = frame("message");
  return (
    <form.fetcher.Form
      ref={form.element}
      method="post"
      className="support-form contact-form"
      aria-labelledby="contact-form-heading"
      noValidate
      onSubmit={form.onSubmit}
    >
      <h2 id="contact-form-heading">{LABELS.contactPage.formHeading}</h2>
      {form.postedSuccess ? <FormNotice message={form.postedSuccess} /> : null}
      <input type="hidden" name={INTENT_FIELD} value={SUPPORT_INTENTS.contact} />
      <TextField {...frame("name")} autoComplete="name" />
      <TextField {...frame("email")} type="email" inputMode="email" autoComplete="email" />
      <TextField {...frame("subject")} />
      <div className={`field${message.error || message.invalid ? " field--invalid" : ""}`}>
        <label className="field__label" htmlFor={message.id}>
          {message.label}
        </label>
        <textarea
          className="field__input contact-form__message"
          id={message.id}
          name={message.name}
          rows={6}
          maxLength={message.maxLength}
          required
          defaultValue={message.defaultValue}
          aria-invalid={message.invalid || undefined}
          aria-describedby={message["aria-describedby"]}
        />
      </div>
      <FormError id="contact-form-error" message={formMessage} />
      <Button type="submit" aria-busy={form.pending || undefined}>
        {LABELS.contactPage.submit}
      </Button>
    </form.fetcher.Form>
  );
}
