import {
  ONLINE_PAYMENT_TYPES,
  PAYMENT_GATEWAYS,
  PAYMENT_TYPES,
  type PaymentChoice,
  type PaymentGateway,
  type PaymentMethodsResponse,
  type PaymentType,
} from "@odin/contracts";
import { CHECKOUT_FIELDS, CHECKOUT_PATHS, TICKED } from "./checkout-forms";

/**
 * The payment step's choice as its address carries it (decision 33), with what was chosen inside an
 * online type (spec 3 §3 payment option, §4 "Payment selection"): a bank, a wallet, the EMI provider,
 * a saved card, or a new card to save. Browser and server share these plain functions (no zod).
 */

/** What was chosen inside an online type. */
export interface ChosenOption {
  /** Net banking's bank, the wallet, the EMI provider. */
  bankCode?: string;
  savedCardToken?: string;
  /** A new card, saved at the gateway for faster payments (RBI card-on-file tokenisation). */
  saveCard?: boolean;
  /** The gateway of the chosen option (spec 3 §3 requestedPG). */
  requestedPG?: PaymentGateway;
}

/** The types whose payment needs one of their options: a bank, a wallet, the EMI provider. */
export const TYPES_WITH_BANKS: ReadonlySet<PaymentType> = new Set(["NET_BANKING", "WALLET", "CARDLESS_EMI"]);

/** Cards typed on the gateway's page (never on ours); the shopper may save one there. */
export const NEW_CARD_TYPES: ReadonlySet<PaymentType> = new Set(["CREDIT_CARD", "DEBIT_CARD"]);

export const isOnlineType = (type: string): boolean =>
  (ONLINE_PAYMENT_TYPES as readonly string[]).includes(type);

/** The payment choice a page address carries (`?paymentTypeCode=…&useLoyalty=true`), when it names a type. */
export function choiceOf(search: URLSearchParams): PaymentChoice | undefined {
  const type = search.get(CHECKOUT_FIELDS.paymentType) ?? "";
  if (!(PAYMENT_TYPES as readonly string[]).includes(type)) return undefined;
  return {
    paymentTypeCode: type as PaymentType,
    useLoyalty: search.get(CHECKOUT_FIELDS.useLoyalty) === TICKED,
  };
}

/** The option inside the type, as posted or as the address carries it (resolveOption checks it). */
export function optionOf(fields: { get(name: string): FormDataEntryValue | null }): ChosenOption {
  const text = (name: string) => {
    const value = fields.get(name);
    return typeof value === "string" && value !== "" ? value : undefined;
  };
  const bankCode = text(CHECKOUT_FIELDS.bankCode);
  const savedCardToken = text(CHECKOUT_FIELDS.savedCardToken);
  return {
    ...(bankCode ? { bankCode } : {}),
    ...(savedCardToken ? { savedCardToken } : {}),
    ...(text(CHECKOUT_FIELDS.saveCard) === TICKED ? { saveCard: true } : {}),
  };
}

/**
 * What of `wanted` the step offers inside `type`: a saved card the shopper has (else the default one,
 * spec 3 §4 "A default saved card is selected when none is chosen"), a bank or wallet of the type's
 * list, the EMI provider (Snapmint unless another is chosen, spec 3 §3), the new card's save box.
 * Anything else (a bank of another type, a card no longer saved) is dropped, not refused.
 */
export function resolveOption(
  methods: PaymentMethodsResponse,
  type: PaymentType,
  wanted: ChosenOption,
): ChosenOption {
  const options = methods.paymentTypeDetails.find((detail) => detail.paymentTypeCode === type)?.options ?? [];
  if (type === "SAVEDCARD") {
    const card =
      options.find((option) => option.savedCardToken === wanted.savedCardToken) ??
      options.find((option) => option.isDefault) ??
      options[0];
    if (!card?.savedCardToken) return {};
    return { savedCardToken: card.savedCardToken, ...pgOf(card.requestedPG) };
  }
  if (NEW_CARD_TYPES.has(type)) return wanted.saveCard ? { saveCard: true } : {};
  if (!TYPES_WITH_BANKS.has(type)) return {};
  const chosen =
    options.find((option) => option.bankCode === wanted.bankCode) ??
    (type === "CARDLESS_EMI"
      ? options.find((option) => option.bankCode === PAYMENT_GATEWAYS.cardlessEmiDefaultBank)
      : undefined);
  return chosen ? { bankCode: chosen.bankCode, ...pgOf(chosen.requestedPG) } : {};
}

const pgOf = (requestedPG: PaymentGateway | undefined) => (requestedPG ? { requestedPG } : {});

/**
 * The payment step's address for a choice and its option; with `orderId`, the retry of that unpaid
 * order. The gateway is not in the address: the option names it.
 */
export function choiceHref(choice: PaymentChoice, option: ChosenOption = {}, orderId?: string): string {
  const search = new URLSearchParams();
  if (orderId) search.set(CHECKOUT_FIELDS.orderId, orderId);
  search.set(CHECKOUT_FIELDS.paymentType, choice.paymentTypeCode);
  if (choice.useLoyalty) search.set(CHECKOUT_FIELDS.useLoyalty, TICKED);
  if (option.bankCode) search.set(CHECKOUT_FIELDS.bankCode, option.bankCode);
  if (option.savedCardToken) search.set(CHECKOUT_FIELDS.savedCardToken, option.savedCardToken);
  if (option.saveCard) search.set(CHECKOUT_FIELDS.saveCard, TICKED);
  return `${CHECKOUT_PATHS.payment}?${search}`;
}

/** The payment step paying again for an unpaid order (its items and reservation). */
export const retryHref = (orderId: string) =>
  `${CHECKOUT_PATHS.payment}?${new URLSearchParams({ [CHECKOUT_FIELDS.orderId]: orderId })}`;

/** Whether two options say the same. */
export const sameOption = (one: ChosenOption, other: ChosenOption): boolean =>
  (one.bankCode ?? "") === (other.bankCode ?? "") &&
  (one.savedCardToken ?? "") === (other.savedCardToken ?? "") &&
  (one.saveCard ?? false) === (other.saveCard ?? false);
