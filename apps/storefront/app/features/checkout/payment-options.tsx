import {
  formatMessage,
  formatRupees,
  LABELS,
  type PaymentChoice,
  type PaymentMethodsResponse,
  type PaymentTypeDetail,
} from "@odin/contracts";
import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { INTENT_FIELD, useFormAnswer, useFormPending } from "../../lib/form-answer";
import { FormError } from "../../ui/form-error";
import { useHydrated } from "../account/use-hydrated";
import { SubmitButton } from "../bag/bag-form";
import { CHECKOUT_FIELDS, type CheckoutField, PAYMENT_INTENTS, TICKED } from "./checkout-forms";

/** One payment type: a radio, or, when it cannot be chosen now, a disabled one with the reason. */
function Option({ detail, chosen }: { detail: PaymentTypeDetail; chosen: boolean }) {
  const id = `payment-${detail.paymentTypeCode}`;
  const reasonId = `${id}-reason`;
  return (
    <div className={`payment-option${detail.enabled ? "" : " payment-option--off"}`}>
      <input
        type="radio"
        id={id}
        name={CHECKOUT_FIELDS.paymentType}
        value={detail.paymentTypeCode}
        disabled={!detail.enabled}
        defaultChecked={chosen}
        aria-describedby={detail.reason ? reasonId : undefined}
      />
      <label htmlFor={id}>
        <span className="payment-option__label">{detail.label}</span>
        {detail.extraCharge ? (
          <span className="payment-option__extra">
            {formatMessage.codExtraCharge(formatRupees(detail.extraCharge))}
          </span>
        ) : null}
      </label>
      {detail.reason ? (
        <p id={reasonId} className="payment-option__reason">
          {detail.reason}
        </p>
      ) : null}
    </div>
  );
}

/** Whether the form's ticked choice differs from the one the page priced. */
function pickedOtherThan(form: HTMLFormElement, choice: PaymentChoice | undefined): boolean {
  const picked = new FormData(form);
  const type = picked.get(CHECKOUT_FIELDS.paymentType);
  const loyalty = picked.get(CHECKOUT_FIELDS.useLoyalty) === TICKED;
  if (type === null) return loyalty && choice?.paymentTypeCode !== "LOYALTY";
  return type !== choice?.paymentTypeCode || loyalty !== (choice?.useLoyalty ?? false);
}

/**
 * The payment step's options in their order (spec 3 §2, §4): each type a radio (one at a time), the
 * ones this bag cannot take disabled with why, and "use my loyalty points" beside another option.
 * SELECT posts the choice, which the page's address then carries and prices. Once hydrated a change
 * posts itself and SELECT steps aside (hidden, out of the tab order); a choice ticked before the
 * scripts ran is posted as they start.
 */
export function PaymentOptions({
  methods,
  choice,
  problem,
}: {
  methods: PaymentMethodsResponse;
  choice: PaymentChoice | undefined;
  /** Why the address's choice could not be priced. */
  problem: string | undefined;
}) {
  const intent = PAYMENT_INTENTS.choose;
  const answer = useFormAnswer<CheckoutField>(intent);
  const pending = useFormPending(intent);
  const hydrated = useHydrated();
  const loyalty = methods.paymentTypeDetails.find((detail) => detail.paymentTypeCode === "LOYALTY");
  const refusal = answer && !answer.ok ? answer.message : problem;
  const element = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const form = element.current;
    if (hydrated && form && pickedOtherThan(form, choice)) form.requestSubmit();
  }, [hydrated, choice]);

  return (
    <Form
      ref={element}
      method="post"
      className="payment-options"
      preventScrollReset
      onChange={(event) => {
        if (hydrated) event.currentTarget.requestSubmit();
      }}
    >
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      {/* Drawn again when the server's choice changes, so the radios show what is priced. */}
      <fieldset key={`${choice?.paymentTypeCode}-${choice?.useLoyalty}`} className="payment-options__types">
        <legend className="checkout-section-title">{LABELS.paymentStep.options}</legend>
        {methods.paymentTypeDetails.map((detail) => (
          <Option
            key={detail.paymentTypeCode}
            detail={detail}
            chosen={choice?.paymentTypeCode === detail.paymentTypeCode}
          />
        ))}
        {loyalty?.enabled ? (
          <div className="payment-loyalty">
            <input
              type="checkbox"
              id="payment-use-loyalty"
              name={CHECKOUT_FIELDS.useLoyalty}
              value={TICKED}
              defaultChecked={choice?.useLoyalty ?? false}
            />
            <label htmlFor="payment-use-loyalty">
              {formatMessage.loyaltyPointsOption(formatRupees(methods.loyalty.points.loyaltyValue))}
            </label>
          </div>
        ) : null}
      </fieldset>
      <FormError message={refusal} />
      <SubmitButton
        variant="secondary"
        busy={pending}
        className={
          hydrated ? "payment-options__select payment-options__select--aside" : "payment-options__select"
        }
        tabIndex={hydrated ? -1 : undefined}
      >
        {LABELS.paymentStep.select}
      </SubmitButton>
    </Form>
  );
}
