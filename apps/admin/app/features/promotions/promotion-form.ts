import { ADMIN_MESSAGES, type adminRoutes, type RouteBody } from "@odin/contracts";
import { field, type Read } from "../catalogue/catalogue-forms";
import type { FieldErrors } from "../catalogue/field-errors";
import { paiseOf } from "../catalogue/rupees";
import {
  FORM_VALUE_RANGES,
  PAYMENT_CONSTRAINTS,
  PROMOTION_CODE,
  PROMOTION_KINDS,
  PROMOTION_LIMITS,
  type PromotionKind,
  VALUE_WORDS,
} from "./promotion-words";

/**
 * The promotion form read into the API's bodies, with what the server would refuse said first, field
 * by field. The rules are the contracts' (promotions.ts), written out since that file holds zod
 * schemas (decision 13); promotion-form.test.ts holds them to the schemas. Money is typed in rupees,
 * instants in the staff member's own time zone (`datetime-local`).
 */

const { promotions: messages } = ADMIN_MESSAGES;

export type PromotionCreateBody = RouteBody<typeof adminRoutes.promotionCreate>;
export type PromotionUpdateBody = RouteBody<typeof adminRoutes.promotionUpdate>;

const WHOLE = /^\d{1,9}$/;
const LOCAL_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  values.some((each) => each === value);

const atMost = (max: number) => `At most ${max.toLocaleString("en-IN")} characters.`;

/** An ISO instant as a `datetime-local` field shows it, in the browser's time zone. */
export function localInputOf(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  const two = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

type Rules = Omit<PromotionUpdateBody, "brandIds">;

/** The rules every promotion has, and the problems of their fields. */
function rulesOf(form: FormData, fields: FieldErrors): Rules {
  const kindTyped = field(form, "kind");
  const kind: PromotionKind = isOneOf(PROMOTION_KINDS, kindTyped) ? kindTyped : "percent";
  if (!isOneOf(PROMOTION_KINDS, kindTyped)) fields.kind = "Choose a kind of promotion from the list.";

  const valueTyped = field(form, "value");
  const [min, max] = FORM_VALUE_RANGES[kind];
  const amount =
    kind === "flat" ? paiseOf(valueTyped) : WHOLE.test(valueTyped) ? Number(valueTyped) : undefined;
  const scale = kind === "flat" ? 100 : 1;
  if (amount === undefined || amount < min * scale || amount > max * scale) {
    fields.value = `Give ${VALUE_WORDS[kind]}.`;
  }

  const title = field(form, "title");
  if (title.length < 3) fields.title = messages.titleRequired;
  else if (title.length > PROMOTION_LIMITS.titleMaxLength)
    fields.title = atMost(PROMOTION_LIMITS.titleMaxLength);
  const tnc = field(form, "tnc");
  if (tnc.length < 3) fields.tnc = messages.tncRequired;
  else if (tnc.length > PROMOTION_LIMITS.tncMaxLength) fields.tnc = atMost(PROMOTION_LIMITS.tncMaxLength);

  const money = (name: string, what: string, min: number) => {
    const typed = field(form, name);
    if (typed === "") return null;
    const paise = paiseOf(typed);
    if (paise === undefined || paise < min || paise > PROMOTION_LIMITS.maxAmount) {
      fields[name] = `${what} is an amount in rupees up to ₹10,00,000.`;
      return null;
    }
    return paise;
  };
  const count = (name: string, max: number, what: string) => {
    const typed = field(form, name);
    if (typed === "") return null;
    if (!WHOLE.test(typed) || Number(typed) < 1 || Number(typed) > max) {
      fields[name] = `${what} is a whole number from 1 to ${max.toLocaleString("en-IN")}.`;
      return null;
    }
    return Number(typed);
  };
  const instant = (name: string) => {
    const typed = field(form, name);
    if (typed === "") return null;
    const date = new Date(typed);
    if (!LOCAL_INSTANT.test(typed) || Number.isNaN(date.getTime())) {
      fields[name] = "Give a date and time.";
      return null;
    }
    return date.toISOString();
  };

  const payment = field(form, "paymentConstraint");
  if (payment !== "" && !isOneOf(PAYMENT_CONSTRAINTS, payment)) {
    fields.paymentConstraint = "Choose a payment method from the list.";
  }
  const validFrom = instant("validFrom");
  const validUntil = instant("validUntil");
  if (validFrom && validUntil && Date.parse(validUntil) <= Date.parse(validFrom)) {
    fields.validUntil = messages.datesReversed;
  }
  return {
    kind,
    value: amount ?? 0,
    title,
    tnc,
    minBagValue: money("minBagValue", "The minimum bag value", 0) ?? 0,
    maxDiscount: money("maxDiscount", "The largest discount", PROMOTION_LIMITS.minAmount),
    firstOrderOnly: form.get("firstOrderOnly") === "on",
    oncePerDays: count("oncePerDays", PROMOTION_LIMITS.maxDays, "The days between uses"),
    paymentConstraint: isOneOf(PAYMENT_CONSTRAINTS, payment) ? payment : null,
    combinable: form.get("combinable") === "on",
    validFrom,
    validUntil,
    maxRedemptions: count("maxRedemptions", PROMOTION_LIMITS.maxRedemptions, "The total limit"),
  };
}

/** The brands ticked, or the problem when none is (and the promotion must name some). */
function brandsOf(form: FormData, fields: FieldErrors): number[] {
  const ids = form
    .getAll("brandIds")
    .map(String)
    .filter((id) => /^[1-9]\d{0,9}$/.test(id))
    .map(Number);
  if (ids.length > PROMOTION_LIMITS.maxBrands)
    fields.brandIds = `Choose at most ${PROMOTION_LIMITS.maxBrands} brands.`;
  return [...new Set(ids)];
}

const done = <T>(body: T, fields: FieldErrors): Read<T> =>
  Object.keys(fields).length > 0 ? { fields } : { body };

/** A new promotion: its code, its rules and the brands it covers. */
export function promotionCreateOf(form: FormData): Read<PromotionCreateBody> {
  const fields: FieldErrors = {};
  const code = field(form, "code").toUpperCase();
  if (!PROMOTION_CODE.test(code)) fields.code = messages.codeFormat;
  const rules = rulesOf(form, fields);
  const brandIds = brandsOf(form, fields);
  if (brandIds.length === 0) fields.brandIds = messages.brandsRequired;
  return done({ code, ...rules, brandIds }, fields);
}

/**
 * A promotion's new rules. One whose styles were chosen otherwise (`keepsStyles`) keeps them while
 * no brand is ticked; one of brands must keep at least one.
 */
export function promotionUpdateOf(form: FormData, keepsStyles: boolean): Read<PromotionUpdateBody> {
  const fields: FieldErrors = {};
  const rules = rulesOf(form, fields);
  const brandIds = brandsOf(form, fields);
  if (brandIds.length === 0 && !keepsStyles) fields.brandIds = messages.brandsRequired;
  return done({ ...rules, brandIds: brandIds.length === 0 ? null : brandIds }, fields);
}
