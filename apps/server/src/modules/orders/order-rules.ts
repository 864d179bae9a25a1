import { createHash, randomInt } from "node:crypto";
import { formatMessage, formatRupees, MESSAGES, ORDER_ID_PREFIX, type ShippingMethod } from "@odin/contracts";
import { MODE_OF_METHOD } from "../checkout/shipping-rules";
import { DELIVERY_DAYS, indiaDate } from "../delivery/delivery-rules";

/**
 * The pure rules of placing an order (spec 3 §3 "Order placement data", §4 "Payment selection";
 * decision 30): the order's id, what makes two placements the same request, whether the items sent
 * are the bag's, how cash on delivery and loyalty points share the bill, and when an item arrives.
 */

/** An order id shoppers can read out: "OD" and 12 digits. */
export function newOrderNumber(): string {
  const digits = `${randomInt(1_000_000)}`.padStart(6, "0") + `${randomInt(1_000_000)}`.padStart(6, "0");
  return `${ORDER_ID_PREFIX}${digits}`;
}

/** The `Idempotency-Key` header a placement must carry. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** JSON with object keys sorted, so two equal bodies give one text whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 of the body's canonical JSON: the same key with another body is another order. */
export function requestHash(body: unknown): string {
  return createHash("sha256").update(canonical(body)).digest("hex");
}

/** The items sent are exactly the bag's sizes and quantities (no more, no fewer, none twice). */
export function sameItems(
  bag: readonly { skuId: number; quantity: number }[],
  sent: readonly { skuId: number; qty: number }[],
): boolean {
  if (bag.length !== sent.length) return false;
  const wanted = new Map(bag.map((line) => [line.skuId, line.quantity]));
  const seen = new Set<number>();
  for (const item of sent) {
    if (seen.has(item.skuId) || wanted.get(item.skuId) !== item.qty) return false;
    seen.add(item.skuId);
  }
  return true;
}

/** How an order is paid: the mode the bag is priced for, and the loyalty money it redeems. */
export interface PaymentPlan {
  mode: "CASH_ON_DELIVERY" | "LOYALTY";
  loyaltyCash: number;
}

/**
 * Loyalty can pay the whole order (no other method, no COD charge) or part of a cash-on-delivery
 * order (spec 3 §4 "Loyalty can be combined with another option"). `prepaidTotal` is the order's total
 * without loyalty and without the COD charge; `usable` the loyalty money this bag can take.
 */
export function planPayment(input: {
  paymentType: "CASH_ON_DELIVERY" | "LOYALTY";
  useLoyalty: boolean;
  usable: number;
  prepaidTotal: number;
}): PaymentPlan | "insufficientLoyalty" {
  const { paymentType, useLoyalty, usable, prepaidTotal } = input;
  if (paymentType === "CASH_ON_DELIVERY" && !useLoyalty) return { mode: "CASH_ON_DELIVERY", loyaltyCash: 0 };
  if (usable >= prepaidTotal) return { mode: "LOYALTY", loyaltyCash: prepaidTotal };
  if (paymentType === "LOYALTY") return "insufficientLoyalty";
  return { mode: "CASH_ON_DELIVERY", loyaltyCash: usable };
}

/** Where cash on delivery is refused (configuration; decision 30). */
export interface CodRules {
  /** Largest amount collected in cash, paise. */
  maxAmount: number;
  blockedPincodes: ReadonlySet<string>;
}

/** Why cash on delivery cannot collect `amount` at `pincode`, or undefined when it can. */
export function codRefusal(
  amount: number,
  pincode: string,
  rules: CodRules,
): "overLimit" | "pincode" | undefined {
  if (rules.blockedPincodes.has(pincode)) return "pincode";
  if (amount > rules.maxAmount) return "overLimit";
  return undefined;
}

/** Why cash on delivery cannot collect `amount` at `pincode`, in the shopper's words; undefined when it can. */
export function codRefusalMessage(amount: number, pincode: string, rules: CodRules): string | undefined {
  const refusal = codRefusal(amount, pincode, rules);
  if (refusal === "pincode") return MESSAGES.payment.codPincode;
  if (refusal === "overLimit") return formatMessage.codOverLimit(formatRupees(rules.maxAmount));
  return undefined;
}

/** The day an item arrives or can be collected (yyyy-mm-dd in India). */
export function expectedDelivery(method: ShippingMethod, now: Date): string {
  return indiaDate(now, DELIVERY_DAYS[MODE_OF_METHOD[method]]);
}
