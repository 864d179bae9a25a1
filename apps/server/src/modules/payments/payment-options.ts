import {
  formatMessage,
  LABELS,
  MESSAGES,
  type OnlinePaymentType,
  type PaymentGateway,
  type PaymentOption,
  type PaymentType,
  type PaymentTypeDetail,
} from "@odin/contracts";
import { gatewayFor, optionsOf } from "./gateway-rules";

/**
 * The payment step's list (spec 3 §2 "Checkout, Payment step", §4 "Payment selection"): saved card,
 * card, net banking, wallets, UPI, cardless EMI, cash on delivery, loyalty, in that order. Debit-card
 * entries are removed (cards are one entry) and no type appears twice. An online type is offered when
 * a gateway that is on takes it; a saved card when the shopper has one.
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

/** A saved card as the payment step lists it. */
export interface CardChoice {
  token: string;
  network: string;
  last4: string;
  gateway: PaymentGateway;
  isDefault: boolean;
}

export interface OptionFacts {
  /** Why cash on delivery is refused for this order, or undefined. */
  codRefusal: string | undefined;
  codCharge: number;
  captchaOnCod: boolean;
  /** Loyalty money this bag can take, paise. */
  loyaltyUsable: number;
  /** Gateways switched on, and the one that takes cards. */
  gateways: ReadonlySet<PaymentGateway>;
  defaultGateway: PaymentGateway;
  /** The shopper's saved cards, default first. */
  cards: readonly CardChoice[];
}

/** Removes debit-card entries and repeats, keeping the first of each (spec 3 §4). */
export function distinctTypes(types: readonly PaymentType[]): PaymentType[] {
  return [...new Set(types.filter((type) => type !== "DEBIT_CARD"))];
}

/** A saved card as an option; the default one is selected when none is chosen (spec 3 §4). */
function cardOption(card: CardChoice, index: number, cards: readonly CardChoice[]): PaymentOption {
  const isDefault = card.isDefault || (index === 0 && !cards.some((other) => other.isDefault));
  return {
    bankCode: card.network,
    description: formatMessage.cardEnding(card.network, card.last4),
    savedCardToken: card.token,
    savedCardPG: card.gateway,
    requestedPG: card.gateway,
    isDefault,
  };
}

function onlineDetail(type: OnlinePaymentType, facts: OptionFacts, base: Omit<PaymentTypeDetail, "enabled">) {
  if (type === "SAVEDCARD") {
    const cards = facts.cards.filter((card) => facts.gateways.has(card.gateway));
    const enabled = cards.length > 0;
    return {
      ...base,
      enabled,
      options: cards.map(cardOption),
      ...(enabled ? {} : { reason: MESSAGES.payment.noSavedCards }),
    };
  }
  const options = optionsOf(type, facts.gateways).map(({ bankCode, description, requestedPG }) => ({
    bankCode,
    description,
    requestedPG,
  }));
  const gateway = gatewayFor(
    { paymentType: type, bankCode: options[0]?.bankCode },
    facts.gateways,
    facts.defaultGateway,
  );
  const enabled = gateway !== undefined;
  return { ...base, enabled, options, ...(enabled ? {} : { reason: MESSAGES.payment.methodUnavailable }) };
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
  return onlineDetail(type as OnlinePaymentType, facts, base);
}

export function paymentTypeDetails(facts: OptionFacts): PaymentTypeDetail[] {
  return distinctTypes(PAYMENT_STEP_ORDER).map((type) => detailOf(type, facts));
}
