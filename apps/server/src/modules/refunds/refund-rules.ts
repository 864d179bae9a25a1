import { splitAmount } from "../../platform/money";

/**
 * What an item cancelled (later: returned) gives back, and where (decision 48). Money is integer paise.
 *
 * - An item's price is its `lineTotal`: quantity × unit price less its share of the coupon and the
 *   promotions, as placement split them (pricing-rules' coupon allocation, then order-records'
 *   split across centres). That is what the shopper paid for it.
 * - Loyalty points pay per brand (decision 32): a brand's redeemed paise are split across that
 *   brand's items in proportion to their line totals (`splitAmount`, the first item taking the
 *   remainder). The item's loyalty share goes back as points of its brand.
 * - The rest of the item was paid by the order's other payment: online (paid) goes back to its
 *   source through the gateway; cash on delivery not yet collected (due) gives nothing back.
 * - Delivery and COD charges (the other payment less the items' rest) go back only when this cancel
 *   leaves every item of the order cancelled: nothing was shipped, so nothing was delivered.
 * The split is of the whole order, fixed at placement, so cancelling every item one by one gives back
 * exactly what was paid, and each partial refund is at most its item's share.
 */

export interface RefundItem {
  id: number;
  brandId: number;
  lineTotal: number;
  status: string;
}

export interface RefundPayment {
  paymentType: string;
  amount: number;
  /** paid, due (cash on delivery), pending, failed, reversed */
  status: string;
}

export type RefundDestination = "source" | "loyalty" | "none";

export interface ItemRefund {
  itemId: number;
  brandId: number;
  /** Paise back as points of the item's brand. */
  loyalty: number;
  /** Paise back to the online payment's source (the item's rest, plus the charges when last). */
  source: number;
  /** Paise of the item not paid yet (cash on delivery due): nothing to give back. */
  unpaid: number;
  /** Delivery and COD charges included in `source` (or `unpaid`) because the order is now all cancelled. */
  charges: number;
  /** loyalty + source: what goes back. */
  total: number;
  destinations: RefundDestination[];
}

export interface RefundInput {
  /** Every item of the order, as it is before this cancel. */
  items: readonly RefundItem[];
  payments: readonly RefundPayment[];
  /** Paise each brand's points paid for the order at placement (the loyalty ledger's redemption); used while its LOYALTY payment is paid. */
  loyaltyByBrand: ReadonlyMap<number, number>;
  /** The items cancelled now. */
  cancelling: readonly number[];
}

const LOYALTY = "LOYALTY";
const COD = "CASH_ON_DELIVERY";

/** The order's other payment than loyalty (online or cash on delivery), if any. */
function otherPayment(payments: readonly RefundPayment[]): RefundPayment | undefined {
  return payments.find((payment) => payment.paymentType !== LOYALTY && payment.status !== "failed");
}

/** Where paise go back: the source, the points, or nowhere. */
export function destinationsOf(source: number, loyalty: number): RefundDestination[] {
  const destinations: RefundDestination[] = [
    ...(source > 0 ? (["source"] as const) : []),
    ...(loyalty > 0 ? (["loyalty"] as const) : []),
  ];
  return destinations.length > 0 ? destinations : ["none"];
}

/** Each item's loyalty share: its brand's redeemed paise split by line totals, items in id order. */
export function loyaltyShares(
  items: readonly RefundItem[],
  loyaltyByBrand: ReadonlyMap<number, number>,
): Map<number, number> {
  const shares = new Map<number, number>();
  const sorted = [...items].sort((a, b) => a.id - b.id);
  for (const [brandId, redeemed] of loyaltyByBrand) {
    const ofBrand = sorted.filter((item) => item.brandId === brandId);
    const value = ofBrand.reduce((sum, item) => sum + item.lineTotal, 0);
    if (ofBrand.length === 0 || value <= 0 || redeemed <= 0) continue;
    const parts = splitAmount(
      Math.min(redeemed, value),
      ofBrand.map((item) => item.lineTotal),
    );
    for (const [index, item] of ofBrand.entries()) shares.set(item.id, parts[index] ?? 0);
  }
  return shares;
}

/** The refunds of the items cancelled now (in the order given). */
export function refundsFor(input: RefundInput): ItemRefund[] {
  const { items, payments, cancelling } = input;
  const loyaltyPaid = payments.some(
    (payment) => payment.paymentType === LOYALTY && payment.status === "paid",
  );
  const loyalty = loyaltyShares(items, loyaltyPaid ? input.loyaltyByBrand : new Map());
  const other = otherPayment(payments);
  const rest = (item: RefundItem) => (other ? item.lineTotal - (loyalty.get(item.id) ?? 0) : 0);
  const charges = other ? Math.max(0, other.amount - items.reduce((sum, item) => sum + rest(item), 0)) : 0;
  const now = new Set(cancelling);
  const allCancelledAfter = items.every((item) => item.status === "CANCELLED" || now.has(item.id));
  const last = [...cancelling].sort((a, b) => a - b).at(-1);
  const paidOnline = other !== undefined && other.paymentType !== COD && other.status === "paid";
  return cancelling.flatMap((itemId) => {
    const item = items.find((candidate) => candidate.id === itemId);
    if (!item) return [];
    const itemCharges = allCancelledAfter && itemId === last ? charges : 0;
    const owed = rest(item) + itemCharges;
    const back = { loyalty: loyalty.get(item.id) ?? 0, source: paidOnline ? owed : 0 };
    return [
      {
        itemId,
        brandId: item.brandId,
        ...back,
        unpaid: paidOnline ? 0 : owed,
        charges: itemCharges,
        total: back.loyalty + back.source,
        destinations: destinationsOf(back.source, back.loyalty),
      },
    ];
  });
}
