import type { PromotionOptions, PromotionView } from "@odin/contracts";
import { describedBy, type FieldErrors, FieldMessage } from "../catalogue/field-errors";
import { Field } from "../catalogue/form-parts";
import { rupeesText } from "../catalogue/rupees";
import { localInputOf } from "./promotion-form";
import {
  KIND_LABELS,
  PAYMENT_CONSTRAINTS,
  PAYMENT_LABELS,
  PROMOTION_KINDS,
  PROMOTION_LIMITS,
  VALUE_WORDS,
} from "./promotion-words";

/**
 * The fields of a promotion's rules, shared by the new promotion's form and the edit form: each
 * labelled (the labels are the journeys' handles), its hint and its problem under it. `promotion` is
 * what they show at first; a refused form shows what was typed instead (the form is not redrawn).
 */
export function PromotionFields({
  promotion,
  options,
  fields,
}: {
  promotion: PromotionView | undefined;
  options: PromotionOptions;
  fields: FieldErrors;
}) {
  const chosen = new Set(promotion?.brandIds ?? []);
  const value = promotion
    ? promotion.kind === "flat"
      ? rupeesText(promotion.value)
      : String(promotion.value)
    : "";
  const money = (paise: number | null | undefined) =>
    paise === null || paise === undefined ? "" : rupeesText(paise);
  const brandsHint =
    promotion && promotion.brandIds === null
      ? `It covers ${promotion.styles} styles chosen otherwise; tick brands to cover every style of theirs instead.`
      : "It covers every style of the brands ticked, and the styles they add later.";
  return (
    <>
      <div className="field-row">
        <Field
          id="promotion-kind"
          label="Kind"
          hint={`Value: ${PROMOTION_KINDS.map((kind) => `${KIND_LABELS[kind]}, ${VALUE_WORDS[kind]}`).join("; ")}.`}
          error={fields.kind}
        >
          {(described) => (
            <select {...described} name="kind" required defaultValue={promotion?.kind ?? "percent"}>
              {PROMOTION_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {KIND_LABELS[kind]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="promotion-value" label="Value" error={fields.value}>
          {(described) => (
            <input
              {...described}
              name="value"
              required
              inputMode="decimal"
              defaultValue={value}
              autoComplete="off"
            />
          )}
        </Field>
      </div>
      <Field
        id="promotion-title"
        label="Offer shown to shoppers"
        hint="On the product page and in the bag, e.g. “Extra 10% off”."
        error={fields.title}
      >
        {(described) => (
          <input
            {...described}
            name="title"
            required
            minLength={3}
            maxLength={PROMOTION_LIMITS.titleMaxLength}
            defaultValue={promotion?.title ?? ""}
            autoComplete="off"
          />
        )}
      </Field>
      <Field id="promotion-tnc" label="Terms and conditions" error={fields.tnc}>
        {(described) => (
          <textarea
            {...described}
            name="tnc"
            required
            rows={4}
            maxLength={PROMOTION_LIMITS.tncMaxLength}
            defaultValue={promotion?.tnc ?? ""}
          />
        )}
      </Field>
      <div className="field-row">
        <Field
          id="promotion-min-bag"
          label="Minimum bag value (₹)"
          hint="What the covered items in the bag must be worth; 0 for none."
          error={fields.minBagValue}
        >
          {(described) => (
            <input
              {...described}
              name="minBagValue"
              inputMode="decimal"
              defaultValue={money(promotion?.minBagValue ?? 0)}
              autoComplete="off"
            />
          )}
        </Field>
        <Field
          id="promotion-max-discount"
          label="Largest discount (₹)"
          hint="A cap on a percent off; empty for none."
          error={fields.maxDiscount}
        >
          {(described) => (
            <input
              {...described}
              name="maxDiscount"
              inputMode="decimal"
              defaultValue={money(promotion?.maxDiscount)}
              autoComplete="off"
            />
          )}
        </Field>
      </div>
      <fieldset
        className="permissions"
        aria-describedby={
          describedBy("promotion-brands", fields.brandIds, "promotion-brands-hint")["aria-describedby"]
        }
      >
        <legend>Brands</legend>
        <p id="promotion-brands-hint" className="hint">
          {brandsHint}
        </p>
        {options.brands.map((brand) => (
          <label key={brand.id} className="check">
            <input type="checkbox" name="brandIds" value={brand.id} defaultChecked={chosen.has(brand.id)} />
            <span>{brand.name}</span>
          </label>
        ))}
        <FieldMessage id="promotion-brands" message={fields.brandIds} />
      </fieldset>
      <fieldset className="stack">
        <legend>Who may use it, and how often</legend>
        <label className="check">
          <input type="checkbox" name="firstOrderOnly" defaultChecked={promotion?.firstOrderOnly ?? false} />
          <span>First order only</span>
        </label>
        <label className="check">
          <input type="checkbox" name="combinable" defaultChecked={promotion?.combinable ?? true} />
          <span>Combines with discounts already in the prices</span>
        </label>
        <div className="field-row">
          <Field
            id="promotion-once-per-days"
            label="Once per shopper every (days)"
            hint="Empty: as often as they like; 36500: once ever."
            error={fields.oncePerDays}
          >
            {(described) => (
              <input
                {...described}
                name="oncePerDays"
                inputMode="numeric"
                defaultValue={promotion?.oncePerDays ?? ""}
                autoComplete="off"
              />
            )}
          </Field>
          <Field id="promotion-payment" label="Payment method" error={fields.paymentConstraint}>
            {(described) => (
              <select
                {...described}
                name="paymentConstraint"
                defaultValue={promotion?.paymentConstraint ?? ""}
              >
                <option value="">Any</option>
                {PAYMENT_CONSTRAINTS.map((method) => (
                  <option key={method} value={method}>
                    {PAYMENT_LABELS[method]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            id="promotion-limit"
            label="Total limit of orders"
            hint="It stops applying once this many orders hold it; empty for none."
            error={fields.maxRedemptions}
          >
            {(described) => (
              <input
                {...described}
                name="maxRedemptions"
                inputMode="numeric"
                defaultValue={promotion?.maxRedemptions ?? ""}
                autoComplete="off"
              />
            )}
          </Field>
        </div>
      </fieldset>
      <div className="field-row">
        <Field id="promotion-valid-from" label="Starts" hint="Empty: at once." error={fields.validFrom}>
          {(described) => (
            <input
              {...described}
              type="datetime-local"
              name="validFrom"
              defaultValue={localInputOf(promotion?.validFrom ?? null)}
            />
          )}
        </Field>
        <Field
          id="promotion-valid-until"
          label="Ends"
          hint="Empty: until it is ended."
          error={fields.validUntil}
        >
          {(described) => (
            <input
              {...described}
              type="datetime-local"
              name="validUntil"
              defaultValue={localInputOf(promotion?.validUntil ?? null)}
            />
          )}
        </Field>
      </div>
    </>
  );
}
