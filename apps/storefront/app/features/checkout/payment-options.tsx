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
import { useHydrated } from "../../lib/use-hydrated";
import { SubmitButton } from "../../ui/button";
import { FormError } from "../../ui/form-error";
import { CHECKOUT_FIELDS, type CheckoutField, PAYMENT_INTENTS, TICKED } from "./checkout-forms";
import { type ChosenOption, NEW_CARD_TYPES, optionOf, resolveOption, sameOption } from "./payment-choice";
import { hasNote, noteIdOf, OptionChoices } from "./payment-option-choices";

/**
 * One payment type: a radio, or, when it cannot be chosen now, a disabled one with the reason; an
 * online type offered has its choices inside (banks, wallets, saved cards, a new card's save box).
 * With saved cards offered, the card type reads "Pay with a new card" (spec 3 §4: exclusive with them).
 */
function Option({
  detail,
  chosen,
  option,
  savedCards,
}: {
  detail: PaymentTypeDetail;
  chosen: boolean;
  option: ChosenOption;
  savedCards: boolean;
}) {
  const type = detail.paymentTypeCode;
  const id = `payment-${type}`;
  const reasonId = `${id}-reason`;
  const described = [detail.reason ? reasonId : "", detail.enabled && hasNote(type) ? noteIdOf(type) : ""];
  const label = savedCards && NEW_CARD_TYPES.has(type) ? LABELS.paymentStep.newCard : detail.label;
  return (
    <div className={`payment-option${detail.enabled ? "" : " payment-option--off"}`}>
      <input
        type="radio"
        id={id}
        name={CHECKOUT_FIELDS.paymentType}
        value={type}
        disabled={!detail.enabled}
        defaultChecked={chosen}
        aria-describedby={described.filter(Boolean).join(" ") || undefined}
      />
      <label htmlFor={id}>
        <span className="payment-option__label">{label}</span>
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
      {detail.enabled ? <OptionChoices detail={detail} chosen={chosen} option={option} /> : null}
    </div>
  );
}

/** Whether the form's ticked choice (and what is ticked inside it) differs from the one the page priced. */
function pickedOtherThan(
  form: HTMLFormElement,
  methods: PaymentMethodsResponse,
  choice: PaymentChoice | undefined,
  option: ChosenOption,
): boolean {
  const picked = new FormData(form);
  const type = picked.get(CHECKOUT_FIELDS.paymentType);
  const loyalty = picked.get(CHECKOUT_FIELDS.useLoyalty) === TICKED;
  if (type === null) return loyalty && choice?.paymentTypeCode !== "LOYALTY";
  if (type !== choice?.paymentTypeCode || loyalty !== (choice?.useLoyalty ?? false)) return true;
  return !sameOption(resolveOption(methods, choice.paymentTypeCode, optionOf(picked)), option);
}

/** Once hydrated, ticking an option inside a type picks that type too, so the post names both. */
function pickTypeOf(form: HTMLFormElement, target: EventTarget): void {
  const type = target instanceof HTMLInputElement ? target.dataset.paymentType : undefined;
  if (!type) return;
  for (const input of form.querySelectorAll<HTMLInputElement>(`input[name="${CHECKOUT_FIELDS.paymentType}"]`))
    if (input.value === type) input.checked = true;
}

/**
 * The payment step's options in their order (spec 3 §2, §4): each type a radio (one at a time), the
 * ones this bag cannot take disabled with why, what is chosen inside an online type, and "use my
 * loyalty points" beside another option. SELECT posts the choice, which the page's address then
 * carries and prices. Once hydrated a change posts itself and SELECT steps aside (hidden, out of the
 * tab order); a choice ticked before the scripts ran is posted as they start.
 */
export function PaymentOptions({
  methods,
  choice,
  option,
  orderId,
  problem,
}: {
  methods: PaymentMethodsResponse;
  choice: PaymentChoice | undefined;
  /** What is chosen inside the priced choice's type. */
  option: ChosenOption;
  /** The unpaid order the retry mode pays again: only online types, no loyalty change. */
  orderId?: string | undefined;
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

  const drawn = [
    choice?.paymentTypeCode,
    choice?.useLoyalty,
    option.bankCode,
    option.savedCardToken,
    option.saveCard,
  ].join("-");

  // Only as the scripts start and when the server's choice changes: while a post is on its way the
  // form differs from the priced choice, and posting it again would cancel that post.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `drawn` stands for the choice and option.
  useEffect(() => {
    const form = element.current;
    if (hydrated && form && pickedOtherThan(form, methods, choice, option)) form.requestSubmit();
  }, [hydrated, drawn]);
  const savedCards = methods.paymentTypeDetails.some(
    (detail) => detail.paymentTypeCode === "SAVEDCARD" && detail.enabled,
  );

  return (
    <Form
      ref={element}
      method="post"
      className="payment-options"
      preventScrollReset
      onChange={(event) => {
        if (!hydrated) return;
        pickTypeOf(event.currentTarget, event.target);
        event.currentTarget.requestSubmit();
      }}
    >
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      {orderId ? <input type="hidden" name={CHECKOUT_FIELDS.orderId} value={orderId} /> : null}
      {/* Drawn again when the server's choice changes, so the radios show what is priced. */}
      <fieldset key={drawn} className="payment-options__types">
        <legend className="checkout-section-title">{LABELS.paymentStep.options}</legend>
        {methods.paymentTypeDetails.map((detail) => (
          <Option
            key={detail.paymentTypeCode}
            detail={detail}
            chosen={choice?.paymentTypeCode === detail.paymentTypeCode}
            option={option}
            savedCards={savedCards}
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
