import { ALERTS, LABELS, MESSAGES, type ProductDetail } from "@odin/contracts";
import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { INTENT_FIELD, useFormAnswer } from "../../lib/form-answer";
import { SubmitButton } from "../../ui/button";
import { focusField, SelectField, TextField } from "../../ui/field";
import { FormError } from "../../ui/form-error";
import { useLoggedIn } from "../auth/session-store";
import {
  NOTIFY_ME_FIELDS,
  NOTIFY_ME_INTENT,
  type NotifyMeAnswer,
  type NotifyMeField,
  soldOutSizes,
} from "./notify-me-form";
import { sizeLabel } from "./size-selector";

/** The mobile number's 10 digits (the contract's rule: 10 digits starting 6-9). */
const MOBILE_DIGITS = 10;

/** The contact fields, in the order the form shows them. */
const CONTACT_ORDER: readonly NotifyMeField[] = [NOTIFY_ME_FIELDS.mobileNumber, NOTIFY_ME_FIELDS.email];

/**
 * The state of the NOTIFY ME form (decision 26): posted without scripts (or before hydration), the
 * answer comes with the page the action renders; once hydrated, its fetcher posts it without a
 * reload, and a success empties the form.
 */
function useNotifyMe(idOf: (field: NotifyMeField) => string) {
  const fetcher = useFetcher<NotifyMeAnswer>();
  const posted = useFormAnswer<NotifyMeField>(NOTIFY_ME_INTENT);
  const answer = fetcher.data ?? posted;
  const element = useRef<HTMLFormElement>(null);

  // A success empties the form; after a refusal the first field at fault takes the focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each answer once, as it arrives
  useEffect(() => {
    const data = fetcher.data;
    if (data?.ok) element.current?.reset();
    else if (data) focusField(CONTACT_ORDER.filter((field) => data.fieldErrors[field]).map(idOf)[0]);
  }, [fetcher.data]);

  return {
    fetcher,
    element,
    answer,
    pending: fetcher.state !== "idle",
    /** What a refused post had chosen and typed, for the form drawn again. */
    values: (answer && !answer.ok ? (answer.values ?? {}) : {}) as Partial<Record<NotifyMeField, string>>,
  };
}

interface NotifyMeProps {
  product: ProductDetail;
  /** A shopper is signed in on the page (the loader's word, then the page's login or logout). */
  signedIn: boolean;
}

/**
 * NOTIFY ME (decision 67): under ADD TO BAG when some size of the style is sold out. Sold-out sizes
 * cannot be chosen among the size buttons (they are disabled radios of the ADD TO BAG form), so the
 * block carries its own choice of the sold-out sizes, and works the same before the scripts run, with
 * them, and without them: a `<details>` (open when nothing of the style is in stock, or once it has an
 * answer) holding a form of its own posted to the page's action. A guest gives a mobile number or an
 * e-mail address; a signed-in shopper is told on the account's, so only presses the button.
 */
export function NotifyMe({ product, signedIn: signedInOnServer }: NotifyMeProps) {
  const id = useId();
  const form = useNotifyMe((field) => `${id}-${field}`);
  const signedIn = useLoggedIn(signedInOnServer);
  const soldOut = soldOutSizes(product);
  if (soldOut.length === 0) return null;

  const { answer, values } = form;
  const refusal = answer && !answer.ok ? answer : undefined;
  const fieldErrors = refusal?.fieldErrors ?? {};
  // The server found no shopper after all (a sign-in that ended): ask for the contact as for a guest.
  const askContact = !signedIn || refusal?.message === MESSAGES.alerts.contactRequired;
  const single = product.skus.length === 1 ? soldOut[0] : undefined;
  const options = soldOut.map((sku) => ({
    value: String(sku.skuId),
    label: sizeLabel(sku, product.sizeMappingEnabled),
  }));

  return (
    <details className="notify-me" open={!product.inStock || answer !== undefined || undefined}>
      <summary className="notify-me__summary">{LABELS.alerts.notifyHeading}</summary>
      <form.fetcher.Form ref={form.element} method="post" className="notify-me__form" noValidate>
        <input type="hidden" name={INTENT_FIELD} value={NOTIFY_ME_INTENT} />
        {single ? (
          <input type="hidden" name={NOTIFY_ME_FIELDS.skuId} value={single.skuId} />
        ) : (
          <SelectField
            id={`${id}-${NOTIFY_ME_FIELDS.skuId}`}
            name={NOTIFY_ME_FIELDS.skuId}
            label={LABELS.productPage.selectSize}
            options={options}
            defaultValue={values.skuId}
          />
        )}
        {askContact ? (
          <>
            <TextField
              id={`${id}-${NOTIFY_ME_FIELDS.mobileNumber}`}
              name={NOTIFY_ME_FIELDS.mobileNumber}
              label={LABELS.alerts.mobile}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={MOBILE_DIGITS}
              defaultValue={values.mobileNumber}
              error={fieldErrors.mobileNumber}
            />
            <TextField
              id={`${id}-${NOTIFY_ME_FIELDS.email}`}
              name={NOTIFY_ME_FIELDS.email}
              label={LABELS.alerts.email}
              type="email"
              autoComplete="email"
              maxLength={ALERTS.emailMaxChars}
              defaultValue={values.email}
              error={fieldErrors.email}
            />
          </>
        ) : null}
        <FormError message={refusal?.message} />
        <p className="notify-me__status" role="status">
          {answer?.ok ? answer.message : ""}
        </p>
        <SubmitButton busy={form.pending} variant="secondary" className="notify-me__button">
          {LABELS.alerts.notifyMe}
        </SubmitButton>
      </form.fetcher.Form>
    </details>
  );
}
