import { LABELS, MESSAGES, type PaymentType, type PaymentTypeDetail } from "@odin/contracts";

/**
 * The payment step's list (spec 3 §2 "Checkout, Payment step", §4 "Payment selection"): saved card,
 * card, net banking, wallets, UPI, cardless EMI, cash on delivery, loyalty, in that order. Debit-card
 * entries are removed (cards are one entry) and no type appears twice. The online types' gateway flows
 * come with the payments issue: until then they are listed, not offered.
 */
export const PAYMENT_STEP_ORDER: readonly PaymentType[] = [
  "SAVEDCARD",
  "CREDIT_CARD",
  "NET_BANKING",
  "WALLET",
  "UPI",
  "CARDLESS_EMI",
  "CASH_ON_DELIVERY",
  "LOYALTY",
];

/** The types whose orders can be placed now. */
export const PLACEABLE: ReadonlySet<PaymentType> = new Set(["CASH_ON_DELIVERY", "LOYALTY"]);

export interface OptionFacts {
  /** Why cash on delivery is refused for this order, or undefined. */
  codRefusal: string | undefined;
  codCharge: number;
  captchaOnCod: boolean;
  /** Loyalty money this bag can take, paise. */
  loyaltyUsable: number;
}

/** Removes debit-card entries and repeats, keeping the first of each (spec 3 §4). */
export function distinctTypes(types: readonly PaymentType[]): PaymentType[] {
  return [...new Set(types.filter((type) => type !== "DEBIT_CARD"))];
}

function detailOf(type: PaymentType, facts: OptionFacts): PaymentTypeDetail {
  const base = { paymentTypeCode: type, label: LABELS.paymentTypes[type], options: [] };
  if (type === "CASH_ON_DELIVERY") {
    return {
      ...base,
      enabled: facts.codRefusal === undefined,
      ...(facts.codRefusal ? { reason: facts.codRefusal } : {}),
      extraCharge: facts.codCharge,
      otpRequired: true,
      captchaRequired: facts.captchaOnCod,
    };
  }
  if (type === "LOYALTY") {
    const enabled = facts.loyaltyUsable > 0;
    return { ...base, enabled, ...(enabled ? {} : { reason: MESSAGES.payment.noLoyalty }) };
  }
  return { ...base, enabled: false, reason: MESSAGES.payment.methodUnavailable };
}

export function paymentTypeDetails(facts: OptionFacts): PaymentTypeDetail[] {
  return distinctTypes(PAYMENT_STEP_ORDER).map((type) => detailOf(type, facts));
}
