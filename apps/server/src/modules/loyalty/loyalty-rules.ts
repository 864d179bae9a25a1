/**
 * The loyalty programme's pure rules (decision 32). Points are earned per brand in lots, each with
 * its own expiry; a brand's points pay only for that brand's items, at `paisePerPoint` paise a
 * point; a redemption takes the lots that expire first. Money is integer paise.
 */

/** What is left of one earn entry. */
export interface Lot {
  id: number;
  brandId: number;
  /** The points earned, less any taken back from the lot for a returned item (decision 45). */
  earned: number;
  /** The points earned plus the entries on the lot (redeemed, given back, expired). */
  remaining: number;
  expiresAt: Date;
}

/** A shopper's points at one brand. */
export interface BrandPoints {
  brandId: number;
  /** Every point ever earned at the brand, less those taken back for returned items. */
  earned: number;
  /** The points that can still pay: what is left of the lots that have not expired. */
  balance: number;
  /** The balance's value, paise. */
  value: number;
}

/** An item of an order or bag: its brand and what is left to pay for it, paise. */
export interface PayableItem {
  brandId: number;
  payable: number;
}

/** Paise paid with one brand's points. */
export interface BrandShare {
  brandId: number;
  amount: number;
}

/** What a redemption takes from one lot. */
export interface LotTake {
  lotId: number;
  points: number;
  amount: number;
}

/** A redemption planned per brand: the paise each brand's points pay and the lots they come from. */
export interface BrandRedemption extends BrandShare {
  points: number;
  takes: LotTake[];
}

export const isLive = (lot: Lot, now: Date): boolean => lot.expiresAt.getTime() > now.getTime();

/** The lots by expiry, soonest first (then oldest first): the order in which points are spent. */
export const bySpendingOrder = (a: Lot, b: Lot) =>
  a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id;

/** Points worth at least `amount` paise: a part of a point is paid with a whole point. */
export const pointsFor = (amount: number, paisePerPoint: number): number => Math.ceil(amount / paisePerPoint);

/** Per brand (by brand id): points earned, points usable now and their value. */
export function brandPoints(lots: readonly Lot[], now: Date, paisePerPoint: number): BrandPoints[] {
  const byBrand = new Map<number, BrandPoints>();
  for (const lot of lots) {
    const brand = byBrand.get(lot.brandId) ?? { brandId: lot.brandId, earned: 0, balance: 0, value: 0 };
    brand.earned += lot.earned;
    if (isLive(lot, now)) brand.balance += lot.remaining;
    byBrand.set(lot.brandId, brand);
  }
  return [...byBrand.values()]
    .map((brand) => ({ ...brand, value: brand.balance * paisePerPoint }))
    .sort((a, b) => a.brandId - b.brandId);
}

/** Lots past their expiry with points left: what an expiry entry writes off. */
export function dueForExpiry<L extends Lot>(lots: readonly L[], now: Date): L[] {
  return lots.filter((lot) => lot.remaining > 0 && !isLive(lot, now));
}

/**
 * What loyalty can pay on these items: per brand, the smaller of its points' value and what is left
 * to pay for its items. Brands come in spending order (the brand whose points expire first first),
 * so a partial payment spends the points closest to expiring.
 */
export function usableOn(
  lots: readonly Lot[],
  items: readonly PayableItem[],
  now: Date,
  paisePerPoint: number,
): { usable: number; byBrand: BrandShare[] } {
  const payable = new Map<number, number>();
  for (const item of items) {
    payable.set(item.brandId, (payable.get(item.brandId) ?? 0) + Math.max(0, item.payable));
  }
  const live = lots.filter((lot) => lot.remaining > 0 && isLive(lot, now)).sort(bySpendingOrder);
  const byBrand: BrandShare[] = [];
  for (const lot of live) {
    if (byBrand.some((share) => share.brandId === lot.brandId)) continue;
    const balance = live
      .filter((other) => other.brandId === lot.brandId)
      .reduce((n, l) => n + l.remaining, 0);
    const amount = Math.min(balance * paisePerPoint, payable.get(lot.brandId) ?? 0);
    if (amount > 0) byBrand.push({ brandId: lot.brandId, amount });
  }
  return { usable: byBrand.reduce((sum, share) => sum + share.amount, 0), byBrand };
}

/** Takes `points` from a brand's live lots, soonest expiry first; the paise are spread with them. */
function takeFromLots(lots: readonly Lot[], share: BrandShare, paisePerPoint: number): BrandRedemption {
  const points = pointsFor(share.amount, paisePerPoint);
  const takes: LotTake[] = [];
  let left = points;
  let paid = 0;
  for (const lot of lots) {
    if (left === 0) break;
    const taken = Math.min(left, lot.remaining);
    left -= taken;
    // The last lot pays the rest, so the amounts sum to the share exactly.
    const amount = left === 0 ? share.amount - paid : taken * paisePerPoint;
    paid += amount;
    takes.push({ lotId: lot.id, points: taken, amount });
  }
  return { ...share, points, takes };
}

/**
 * Plans paying `amount` paise with points on these items: brand by brand in spending order, each
 * paying at most what `usableOn` allows, the lots that expire first spent first. Undefined when the
 * points cannot pay it all.
 */
export function planRedemption(
  amount: number,
  lots: readonly Lot[],
  items: readonly PayableItem[],
  now: Date,
  paisePerPoint: number,
): BrandRedemption[] | undefined {
  const { usable, byBrand } = usableOn(lots, items, now, paisePerPoint);
  if (amount > usable) return undefined;
  const live = lots.filter((lot) => lot.remaining > 0 && isLive(lot, now)).sort(bySpendingOrder);
  const plan: BrandRedemption[] = [];
  let left = amount;
  for (const share of byBrand) {
    if (left === 0) break;
    const part = Math.min(left, share.amount);
    left -= part;
    const brandLots = live.filter((lot) => lot.brandId === share.brandId);
    plan.push(takeFromLots(brandLots, { brandId: share.brandId, amount: part }, paisePerPoint));
  }
  return plan;
}

/**
 * Taking `points` from a brand's live lots for a debit adjustment (the back office): soonest expiry
 * first, each lot never below zero. Undefined when the live lots hold fewer points: the balance
 * never goes below zero.
 */
export function planDebit(
  points: number,
  lots: readonly Lot[],
  now: Date,
): { lotId: number; points: number }[] | undefined {
  const live = lots.filter((lot) => lot.remaining > 0 && isLive(lot, now)).sort(bySpendingOrder);
  if (live.reduce((sum, lot) => sum + lot.remaining, 0) < points) return undefined;
  const takes: { lotId: number; points: number }[] = [];
  let left = points;
  for (const lot of live) {
    if (left === 0) break;
    const taken = Math.min(left, lot.remaining);
    takes.push({ lotId: lot.id, points: taken });
    left -= taken;
  }
  return takes;
}
