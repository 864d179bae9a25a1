import { APP_LINK, appLinkMobileProblem, LABELS } from "@odin/contracts";
import { type FocusEvent, useState } from "react";
import { INTENT_FIELD } from "../../lib/form-answer";
import { Button } from "../../ui/button";
import { fieldValue, TextField } from "../../ui/field";
import { FormError } from "../../ui/form-error";
import { FormNotice } from "../../ui/form-notice";
import { APP_LINK_FIELD, SUPPORT_INTENTS } from "./support-forms";
import { useSupportForm } from "./use-support-form";

const FIELD_ID = "app-link-mobile";
type Field = typeof APP_LINK_FIELD;

/**
 * The send-app-link box of the app page (spec 2 §1, §5): the 10 digits after a fixed +91, checked
 * with the account's mobile rule when the shopper leaves the field and on submit; the link goes by
 * SMS. It posts to the app page's action.
 */
export function AppLinkForm() {
  const form = useSupportForm<Field>(SUPPORT_INTENTS.appLink, {
    validate: (element) => {
      const problem = appLinkMobileProblem(fieldValue(element, APP_LINK_FIELD));
      return problem ? { [APP_LINK_FIELD]: problem } : {};
    },
    order: [APP_LINK_FIELD],
    idOf: () => FIELD_ID,
  });
  const [touched, setTouched] = useState(false);
  const { errors, setErrors, answer } = form;

  /** The error shows once the shopper leaves the field with a wrong number (spec 2 §5), not while typing. */
  function onBlur(event: FocusEvent<HTMLInputElement>): void {
    const value = event.currentTarget.value;
    if (value === "" && !touched) return;
    setTouched(true);
    const problem = appLinkMobileProblem(value);
    setErrors(problem ? { [APP_LINK_FIELD]: problem } : {});
  }

  return (
    <form.fetcher.Form
      ref={form.element}
      method="post"
      className="support-form app-link-form"
      aria-labelledby="app-link-heading"
      noValidate
      onSubmit={form.onSubmit}
    >
      <h2 id="app-link-heading">{LABELS.appsPage.sendLinkHeading}</h2>
      {form.postedSuccess ? <FormNotice message={form.postedSuccess} /> : null}
      <input type="hidden" name={INTENT_FIELD} value={SUPPORT_INTENTS.appLink} />
      <div className="app-link-form__row">
        <TextField
          id={FIELD_ID}
          name={APP_LINK_FIELD}
          label={LABELS.appsPage.mobileLabel}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={APP_LINK.mobileMaxDigits}
          defaultValue={form.values[APP_LINK_FIELD]}
          error={errors[APP_LINK_FIELD]}
          liveError
          onBlur={onBlur}
        >
          {/* Drawn before the input (CSS order): the fixed country code the 10 digits follow. */}
          <span className="app-link-form__prefix">{LABELS.appsPage.countryCode}</span>
        </TextField>
        <Button type="submit" aria-busy={form.pending || undefined}>
          {LABELS.appsPage.sendLink}
        </Button>
      </div>
      <FormError message={answer && !answer.ok ? answer.message : undefined} />
    </form.fetcher.Form>
  );
}
