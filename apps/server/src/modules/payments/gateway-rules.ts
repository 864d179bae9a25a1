import type { OnlinePaymentType, PaymentGateway, PaymentOption } from "@odin/contracts";

/**
 * Which gateway takes which payment (spec 3 §3 "Gateways": the default gateway is one named constant,
 * the banking gateway is the option's requestedPG, the cardless-EMI provider is fixed) and the options
 * the payment step lists inside each type. Pure; the gateways switched on are configuration.
 */

/** Net banking's banks (IFSC bank codes), each with the gateway that takes it. */
export const BANKS: readonly (PaymentOption & { requestedPG: PaymentGateway })[] = [
  { bankCode: "HDFC", description: "HDFC Bank", requestedPG: "razorpay" },
  { bankCode: "ICIC", description: "ICICI Bank", requestedPG: "razorpay" },
  { bankCode: "SBIN", description: "State Bank of India", requestedPG: "razorpay" },
  { bankCode: "UTIB", description: "Axis Bank", requestedPG: "payu" },
  { bankCode: "KKBK", description: "Kotak Mahindra Bank", requestedPG: "payu" },
  { bankCode: "YESB", description: "Yes Bank", requestedPG: "payu" },
];

/** Wallets: Paytm's own flow (its code by SMS on our page), the others on Razorpay's page. */
export const WALLETS: readonly (PaymentOption & { requestedPG: PaymentGateway })[] = [
  { bankCode: "PAYTM", description: "Paytm", requestedPG: "paytm" },
  { bankCode: "MOBIKWIK", description: "MobiKwik", requestedPG: "razorpay" },
  { bankCode: "FREECHARGE", description: "Freecharge", requestedPG: "razorpay" },
  { bankCode: "AIRTELMONEY", description: "Airtel Payments Bank", requestedPG: "razorpay" },
];

/** Cardless EMI: Snapmint (spec 3 §3 "bankName (default snapmint)"). */
export const EMI_PROVIDERS: readonly (PaymentOption & { requestedPG: PaymentGateway })[] = [
  { bankCode: "snapmint", description: "Snapmint", requestedPG: "snapmint" },
];

/** UPI by intent or QR on PhonePe's page. */
export const UPI_OPTIONS: readonly (PaymentOption & { requestedPG: PaymentGateway })[] = [
  { bankCode: "UPI", description: "UPI", requestedPG: "phonepe" },
];

/** The options of a type that take a named option, limited to gateways that are on. */
export function optionsOf(
  type: OnlinePaymentType,
  on: ReadonlySet<PaymentGateway>,
): readonly (PaymentOption & { requestedPG: PaymentGateway })[] {
  const list =
    type === "NET_BANKING"
      ? BANKS
      : type === "WALLET"
        ? WALLETS
        : type === "CARDLESS_EMI"
          ? EMI_PROVIDERS
          : type === "UPI"
            ? UPI_OPTIONS
            : [];
  return list.filter((option) => on.has(option.requestedPG));
}

/** What the shopper chose for an online payment. */
export interface OnlineChoice {
  paymentType: OnlinePaymentType;
  bankCode: string | undefined;
}

/**
 * The gateway that takes a choice: cards and saved cards the default gateway; a bank, wallet, UPI or
 * EMI option its own (never the one the browser names: it only picks among ours). Undefined when the
 * choice names no option of its type, or its gateway is off.
 */
export function gatewayFor(
  choice: OnlineChoice,
  on: ReadonlySet<PaymentGateway>,
  defaultGateway: PaymentGateway,
): PaymentGateway | undefined {
  const { paymentType, bankCode } = choice;
  if (paymentType === "CREDIT_CARD" || paymentType === "DEBIT_CARD" || paymentType === "SAVEDCARD")
    return on.has(defaultGateway) ? defaultGateway : undefined;
  if (paymentType === "E_WALLET") return on.has("paytm") ? "paytm" : undefined;
  const options = optionsOf(paymentType, on);
  const chosen = paymentType === "UPI" ? options[0] : options.find((option) => option.bankCode === bankCode);
  return chosen?.requestedPG;
}
