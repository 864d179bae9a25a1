import { createHash, randomInt } from "node:crypto";
import {
  formatMessage,
  formatRupees,
  MESSAGES,
  ONLINE_PAYMENT_TYPES,
  type OnlinePaymentType,
  ORDER_ID_PREFIX,
  type ShippingMethod,
} from "@odin/contracts";
import { MODE_OF_METHOD } from "../checkout";
import { DELIVERY_DAYS, indiaDate } from "../delivery";

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

/** An order's statuses while it waits for its online payment: reserved, or released (decision 41). */
export const UNPAID: ReadonlySet<string> = new Set(["PAYMENT_PENDING", "PAYMENT_FAILED"]);

/** The payment types a placement takes: cash on delivery, loyalty points, or a gateway's. */
export type PlaceableType = "CASH_ON_DELIVERY" | "LOYALTY" | OnlinePaymentType;

/** Whether a type is paid through a gateway. */
export function isOnline(type: string): type is OnlinePaymentType {
  return (ONLINE_PAYMENT_TYPES as readonly string[]).includes(type);
}

/** The type a placement is priced and paid as (a debit card is a card: spec 3 §4), or undefined. */
export function placeableType(type: string): PlaceableType | undefined {
  if (type === "DEBIT_CARD") return "CREDIT_CARD";
  return type === "CASH_ON_DELIVERY" || type === "LOYALTY" || isOnline(type) ? type : undefined;
}

/** How an order is paid: the mode the bag is priced for, and the loyalty money it redeems. */
export interface PaymentPlan {
  mode: PlaceableType;
  loyaltyCash: number;
}

/**
 * Loyalty can pay the whole order (no other method, no COD charge) or part of an order paid by cash
 * on delivery or online (spec 3 §4 "Loyalty can be combined with another option"). `prepaidTotal` is
 * the order's total without loyalty and without the COD charge; `usable` the loyalty money this bag
 * can take.
 */
export function planPayment(input: {
  paymentType: PlaceableType;
  useLoyalty: boolean;
  usable: number;
  prepaidTotal: number;
}): PaymentPlan | "insufficientLoyalty" {
  const { paymentType, useLoyalty, usable, prepaidTotal } = input;
  if (paymentType !== "LOYALTY" && !useLoyalty) return { mode: paymentType, loyaltyCash: 0 };
  if (usable >= prepaidTotal) return { mode: "LOYALTY", loyaltyCash: prepaidTotal };
  if (paymentType === "LOYALTY") return "insufficientLoyalty";
  return { mode: paymentType, loyaltyCash: usable };
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
