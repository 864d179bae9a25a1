import { type CouponDetails, formatRupees, LABELS, type PromotionOffer } from "@odin/contracts";
import { SubmitButton } from "../../ui/button";
import { TextField } from "../../ui/field";
import { IntentForm } from "../../ui/intent-form";
import { BAG_FIELDS, BAG_INTENTS, postedValue } from "./bag-forms";
import { CouponOffers } from "./coupon-offers";
import { useBagForm } from "./use-bag-form";

/** What the bag's coupon gives: its savings, or the benefit of a payment-constrained offer ("extra ₹ off"). */
function couponBenefit(coupon: CouponDetails): string | undefined {
  if (coupon.error) return coupon.error;
  if (coupon.applied && coupon.savings > 0)
    return `${LABELS.bagPage.youSave} ${formatRupees(coupon.savings)}`;
  return coupon.benefit;
}

/** The coupon on the bag, with REMOVE (intent `removeCoupon`). */
function AppliedCoupon({ coupon }: { coupon: CouponDetails }) {
  const form = useBagForm(BAG_INTENTS.removeCoupon);
  const refusal = form.answer && !form.answer.ok ? form.answer.message : undefined;
  const benefit = couponBenefit(coupon);
  return (
    <div className={`bag-coupon${coupon.error ? " bag-coupon--error" : ""}`}>
      <p className="bag-coupon__code">
        <span className="visually-hidden">{`${LABELS.bagPage.appliedCoupon}: `}</span>
        {coupon.code}
      </p>
      {coupon.title ? <p className="bag-coupon__title">{coupon.title}</p> : null}
      {benefit ? <p className="bag-coupon__benefit">{benefit}</p> : null}
      <IntentForm form={form} fields={{ [BAG_FIELDS.couponCode]: coupon.code }}>
        <SubmitButton variant="secondary" busy={form.pending} className="bag-coupon__remove">
          {LABELS.bagPage.remove}
        </SubmitButton>
      </IntentForm>
      <div role="alert">{refusal ? <p className="bag-coupon__error">{refusal}</p> : null}</div>
    </div>
  );
}

/**
 * A code typed by hand and APPLY; a refusal says why under the field and keeps the code typed. An
 * offer's own APPLY answers under the offer instead.
 */
function CouponForm({ offerCodes }: { offerCodes: readonly string[] }) {
  const form = useBagForm(
    BAG_INTENTS.applyCoupon,
    (answer) => !offerCodes.includes(postedValue(answer, BAG_FIELDS.couponCode) ?? ""),
  );
  const refused = form.answer && !form.answer.ok ? form.answer : undefined;
  const error = refused ? (refused.fieldErrors.couponCode ?? refused.message) : undefined;
  return (
    <IntentForm form={form} className="bag-coupon-form">
      <TextField
        // A refusal drawn without scripts shows the code as it was typed.
        key={refused?.values?.couponCode}
        id="bag-coupon-code"
        name={BAG_FIELDS.couponCode}
        label={LABELS.bagPage.couponCode}
        defaultValue={refused?.values?.couponCode}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck="false"
        maxLength={30}
        error={error}
        liveError
      />
      <SubmitButton busy={form.pending} className="bag-coupon-form__apply">
        {LABELS.bagPage.apply}
      </SubmitButton>
    </IntentForm>
  );
}

/**
 * The coupon box (spec 3 §2, §3): the bag's coupon with REMOVE, else a code field with APPLY, then
 * the offers the bag could take, each applicable one with its own APPLY.
 */
export function CouponBox({
  coupon,
  offers,
}: {
  coupon: CouponDetails | undefined;
  offers: readonly PromotionOffer[];
}) {
  return (
    <section className="bag-coupons" aria-labelledby="bag-coupons-heading">
      <h2 id="bag-coupons-heading" className="bag-section-title">
        {LABELS.bagPage.coupons}
      </h2>
      {coupon ? (
        <AppliedCoupon coupon={coupon} />
      ) : (
        <CouponForm offerCodes={offers.filter((offer) => offer.applicable).map((offer) => offer.code)} />
      )}
      <CouponOffers offers={offers} appliedCode={coupon?.code} />
    </section>
  );
}
