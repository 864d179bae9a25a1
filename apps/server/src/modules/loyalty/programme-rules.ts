/**
 * The brands' loyalty programmes, pure rules (decision 45): the tier a shopper holds at a brand,
 * what a delivered item earns, and what taking back a returned item's points takes from which lot.
 * Points are whole; money is integer paise; an earn rate is in basis points (500: 5%).
 */
import { LOYALTY } from "@odin/contracts";
import { bySpendingOrder, isLive, type Lot } from "./loyalty-rules";

/** A tier of a brand's programme. */
export interface Tier {
  name: string;
  /** Points earned at the brand in the last 12 months that reach it; 0 for the entry tier. */
  minPoints: number;
  earnBasisPoints: number;
}

/** The tier held, the one below it (none for the entry tier) and the one above (none at the top). */
export interface TierStanding {
  held: Tier;
  lower: Tier | undefined;
  next: Tier | undefined;
}

/** A delivered item: its brand and what its buyer paid for it other than by points, paise. */
export interface EarningItem {
  itemId: number;
  brandId: number;
  paidAmount: number;
}

export interface ItemPoints {
  itemId: number;
  brandId: number;
  points: number;
}

/** Where a tier's points are counted from: the same instant 12 months before `now`. */
export function tierWindowStart(now: Date): Date {
  const start = new Date(now.getTime());
  start.setUTCMonth(start.getUTCMonth() - LOYALTY.tierWindowMonths);
  return start;
}

/**
 * The tier held with `earnedInWindow` points: the highest whose minimum they reach. Undefined when
 * the brand runs no programme (no tiers); a programme without an entry tier holds its lowest.
 */
export function tierFor(tiers: readonly Tier[], earnedInWindow: number): TierStanding | undefined {
  const ladder = [...tiers].sort((a, b) => a.minPoints - b.minPoints);
  if (ladder.length === 0) return undefined;
  let index = 0;
  while (index + 1 < ladder.length && (ladder[index + 1]?.minPoints ?? 0) <= earnedInWindow) index++;
  return { held: ladder[index] as Tier, lower: ladder[index - 1], next: ladder[index + 1] };
}

/**
 * What each delivered item earns: its paid amount times its brand's earn rate (`rates`, basis points
 * by brand id), in whole points rounded down. An item of a brand without a rate, or paid for wholly
 * with points, earns nothing.
 */
export function pointsEarnedFor(
  items: readonly EarningItem[],
  rates: ReadonlyMap<number, number>,
  paisePerPoint: number,
): ItemPoints[] {
  return items.map(({ itemId, brandId, paidAmount }) => {
    const rate = rates.get(brandId) ?? 0;
    const points = Math.floor((Math.max(0, paidAmount) * rate) / (10_000 * paisePerPoint));
    return { itemId, brandId, points };
  });
}

/** Points an earn rate gives for every ₹100 paid, to two decimals (500 basis points at ₹1 a point: 5). */
export function pointsPer100Rupees(earnBasisPoints: number, paisePerPoint: number): number {
  return Math.round((earnBasisPoints * 100) / paisePerPoint) / 100;
}

/**
 * Taking back `points` a returned item earned: first what is left of its own lot, then from the
 * brand's other live lots in spending order, never more than they hold. The own lot is always in
 * the plan (with 0 when nothing is left), so the take-back is recorded once however little it found.
 */
export function planTakeBack(
  points: number,
  ownLot: Lot,
  lots: readonly Lot[],
  now: Date,
): { lotId: number; points: number }[] {
  const own = isLive(ownLot, now) ? Math.min(points, Math.max(0, ownLot.remaining)) : 0;
  const plan = [{ lotId: ownLot.id, points: own }];
  let left = points - own;
  const others = lots
    .filter((lot) => lot.id !== ownLot.id && lot.brandId === ownLot.brandId)
    .filter((lot) => lot.remaining > 0 && isLive(lot, now))
    .sort(bySpendingOrder);
  for (const lot of others) {
    if (left === 0) break;
    const taken = Math.min(left, lot.remaining);
    plan.push({ lotId: lot.id, points: taken });
    left -= taken;
  }
  return plan;
}
