import { formatMessage, formatRupees, LABELS, type PromotionOffer } from "@odin/contracts";
import { SubmitButton } from "../../ui/button";
import { IntentForm } from "../../ui/intent-form";
import { BAG_FIELDS, BAG_INTENTS, postedValue } from "./bag-forms";
import { useBagForm } from "./use-bag-form";

/**
 * What an offer gives this bag, or why it cannot apply. A payment-constrained one gives "extra ₹ off"
 * when paid its way (spec 3 §2).
 */
function offerText(offer: PromotionOffer): string | undefined {
  if (!offer.applicable || offer.savings === 0) return offer.reason;
  const amount = formatRupees(offer.savings);
  if (!offer.paymentConstraint) return `${LABELS.bagPage.youSave} ${amount}`;
  const method = LABELS.paymentConstraint[offer.paymentConstraint];
  return formatMessage.coupon("payToSave", { code: offer.code, amount, method });
}

/** One offer; an applicable one has its own one-press APPLY. */
function Offer({ offer }: { offer: PromotionOffer }) {
  const form = useBagForm(
    BAG_INTENTS.applyCoupon,
    (answer) => postedValue(answer, BAG_FIELDS.couponCode) === offer.code,
  );
  const refused = form.answer && !form.answer.ok ? form.answer : undefined;
  const refusal = refused ? (refused.fieldErrors.couponCode ?? refused.message) : undefined;
  const text = offerText(offer);
  return (
    <li className={`bag-offer${offer.applicable ? "" : " bag-offer--unavailable"}`}>
      <p className="bag-offer__code">{offer.code}</p>
      <p className="bag-offer__title">{offer.title}</p>
      {text ? <p className="bag-offer__text">{text}</p> : null}
      {offer.applicable ? (
        <IntentForm form={form} fields={{ [BAG_FIELDS.couponCode]: offer.code }} className="bag-offer__form">
          <SubmitButton
            variant="secondary"
            busy={form.pending}
            aria-label={`${LABELS.bagPage.apply} ${offer.code}`}
          >
            {LABELS.bagPage.apply}
          </SubmitButton>
        </IntentForm>
      ) : null}
      <div role="alert">{refusal ? <p className="bag-offer__error">{refusal}</p> : null}</div>
    </li>
  );
}

/**
 * The offers the server lists for this bag (spec 3 §3 applicablePromotionsV2), applicable first; the
 * bag's own coupon is shown above them, not again here.
 */
export function CouponOffers({
  offers,
  appliedCode,
}: {
  offers: readonly PromotionOffer[];
  appliedCode: string | undefined;
}) {
  const others = offers
    .filter((offer) => offer.code !== appliedCode)
    .sort((a, b) => Number(b.applicable) - Number(a.applicable));
  if (others.length === 0) return null;
  return (
    <ul className="bag-offers">
      {others.map((offer) => (
        <Offer key={offer.code} offer={offer} />
      ))}
    </ul>
  );
}
