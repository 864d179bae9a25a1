import { LABELS, NEWSLETTER, newsletterEmailProblem } from "@odin/contracts";
import { INTENT_FIELD } from "../../lib/form-answer";
import { Button } from "../../ui/button";
import { fieldValue } from "../../ui/field";
import { FormNotice } from "../../ui/form-notice";
import {
  NEWSLETTER_FIELD,
  NEWSLETTER_PATH,
  type NewsletterVersion,
  SUPPORT_INTENTS,
} from "../support/support-forms";
import { useSupportForm } from "../support/use-support-form";

type Field = typeof NEWSLETTER_FIELD;

/**
 * Newsletter sign-up (spec 2 §2, §4, §5, §8), posted to the newsletter page's action from every page
 * (before the scripts run, the answer is that page). The newer footer says "Please enter an email" or
 * "Please enter a valid email" under the field; the older one silently ignores an invalid address.
 * A sign-up empties the field and toasts "Good Mooove! …" for 3 s.
 */
export function NewsletterForm({ version, id = "newsletter" }: { version: NewsletterVersion; id?: string }) {
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const form = useSupportForm<Field>(SUPPORT_INTENTS.newsletter, {
    validate: (element) => {
      const problem = newsletterEmailProblem(fieldValue(element, NEWSLETTER_FIELD));
      // The older footer keeps an invalid address back without a word (spec 2 §5).
      return problem ? { [NEWSLETTER_FIELD]: version === "new" ? problem : "" } : {};
    },
    order: [NEWSLETTER_FIELD],
    idOf: () => inputId,
  });
  const refusal = form.answer && !form.answer.ok ? form.answer.message : undefined;
  const error = form.errors[NEWSLETTER_FIELD] || refusal;
  return (
    <form.fetcher.Form
      ref={form.element}
      className="newsletter"
      method="post"
      action={NEWSLETTER_PATH}
      aria-labelledby={`${id}-heading`}
      noValidate
      onSubmit={form.onSubmit}
    >
      <h2 id={`${id}-heading`} className="newsletter__heading">
        {LABELS.shell.newsletterHeading}
      </h2>
      {form.postedSuccess ? <FormNotice message={form.postedSuccess} /> : null}
      <input type="hidden" name={INTENT_FIELD} value={SUPPORT_INTENTS.newsletter} />
      <div className="newsletter__row">
        <label htmlFor={inputId} className="visually-hidden">
          {LABELS.shell.newsletterEmailLabel}
        </label>
        <input
          id={inputId}
          className="newsletter__input"
          type="email"
          name={NEWSLETTER_FIELD}
          autoComplete="email"
          inputMode="email"
          maxLength={NEWSLETTER.emailMaxChars}
          placeholder={LABELS.shell.newsletterPlaceholder}
          defaultValue={form.values[NEWSLETTER_FIELD]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <Button type="submit" className="newsletter__submit" aria-busy={form.pending || undefined}>
          {LABELS.shell.newsletterSubmit}
        </Button>
      </div>
      {error ? (
        <p className="newsletter__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </form.fetcher.Form>
  );
}
