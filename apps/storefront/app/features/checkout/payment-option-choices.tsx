import { LABELS, type PaymentOption, type PaymentType, type PaymentTypeDetail } from "@odin/contracts";
import { CHECKOUT_FIELDS, TICKED } from "./checkout-forms";
import type { ChosenOption } from "./payment-choice";

/** The id of the note an online type's radio is described by. */
export const noteIdOf = (type: PaymentType) => `payment-${type}-note`;

/** The legend of each type's list of options. */
const LEGENDS: Partial<Record<PaymentType, string>> = {
  NET_BANKING: LABELS.paymentStep.chooseBank,
  WALLET: LABELS.paymentStep.chooseWallet,
  CARDLESS_EMI: LABELS.paymentStep.chooseEmi,
  SAVEDCARD: LABELS.paymentTypes.SAVEDCARD,
};

interface ChoicesProps {
  detail: PaymentTypeDetail;
  /** This type is the page's priced choice. */
  chosen: boolean;
  /** What was chosen inside the priced choice's type. */
  option: ChosenOption;
}

/** One option of a type as a radio; ticking it picks its type too once hydrated (`data-payment-type`). */
function OptionRadio({
  type,
  id,
  name,
  value,
  checked,
  label,
}: {
  type: PaymentType;
  id: string;
  name: string;
  value: string;
  checked: boolean;
  label: string;
}) {
  return (
    <div className="payment-choice">
      <input
        type="radio"
        id={id}
        name={name}
        value={value}
        defaultChecked={checked}
        data-payment-type={type}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** Whether a saved card's radio starts ticked: the chosen card, else the default one (spec 3 §4). */
function cardTicked(card: PaymentOption, { chosen, option }: ChoicesProps): boolean {
  return chosen ? card.savedCardToken === option.savedCardToken : card.isDefault === true;
}

/**
 * What is chosen inside an online type (spec 3 §2, §3 payment option, §4): net banking's banks, the
 * wallets, the EMI provider and the saved cards as radios (banks, wallets and providers one group, so
 * ticking one clears the others); a new card's save box, with the note that the card is typed on the
 * gateway's page (never here: PCI DSS SAQ A); UPI's note (QR code or app on the next page). Drawn for
 * every type; the stylesheet shows only the ticked type's (no script needed).
 */
export function OptionChoices(props: ChoicesProps) {
  const { detail, chosen, option } = props;
  const type = detail.paymentTypeCode;
  if (type === "CREDIT_CARD" || type === "DEBIT_CARD") {
    const id = `payment-${type}-save`;
    return (
      <div className="payment-option__choices">
        <p id={noteIdOf(type)} className="payment-option__note">
          {LABELS.paymentStep.newCardNote}
        </p>
        <div className="payment-choice">
          <input
            type="checkbox"
            id={id}
            name={CHECKOUT_FIELDS.saveCard}
            value={TICKED}
            defaultChecked={chosen && option.saveCard === true}
            data-payment-type={type}
          />
          <label htmlFor={id}>{LABELS.paymentStep.saveCard}</label>
        </div>
      </div>
    );
  }
  if (type === "UPI") {
    return (
      <div className="payment-option__choices">
        <p id={noteIdOf(type)} className="payment-option__note">
          {LABELS.paymentStep.upiNote}
        </p>
      </div>
    );
  }
  const legend = LEGENDS[type];
  if (!legend || detail.options.length === 0) return null;
  const cards = type === "SAVEDCARD";
  return (
    <fieldset className="payment-option__choices">
      <legend className="payment-option__legend">{legend}</legend>
      {detail.options.map((choice, index) =>
        cards ? (
          <OptionRadio
            key={choice.savedCardToken ?? index}
            type={type}
            id={`payment-${type}-${index}`}
            name={CHECKOUT_FIELDS.savedCardToken}
            value={choice.savedCardToken ?? ""}
            checked={cardTicked(choice, props)}
            label={choice.description}
          />
        ) : (
          <OptionRadio
            key={choice.bankCode}
            type={type}
            id={`payment-${type}-${choice.bankCode}`}
            name={CHECKOUT_FIELDS.bankCode}
            value={choice.bankCode}
            checked={chosen && option.bankCode === choice.bankCode}
            label={choice.description}
          />
        ),
      )}
    </fieldset>
  );
}

/** Whether a type has a note its radio is described by. */
export const hasNote = (type: PaymentType) =>
  type === "CREDIT_CARD" || type === "DEBIT_CARD" || type === "UPI";
