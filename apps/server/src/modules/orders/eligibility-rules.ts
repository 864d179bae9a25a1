import { articleTypeBySlug, type EligibilityType, type OrderItemStatus, RETURNS } from "@odin/contracts";
import { indiaDate } from "../delivery";

/**
 * What a shopper may ask for an order item (spec 3 §3 "Eligibility types", §9 return window and
 * non-returnable groups; decision 47). Pure: the caller gives the item's state, when it was delivered,
 * its style's article type, the `exchange` feature flag and the time.
 */

/** The facts of an item its eligibility depends on. */
export interface ItemFacts {
  status: OrderItemStatus;
  /**
   * When it first reached the shopper: the time of its first DELIVERED or CUSTOMERPICKCOMPLETE event
   * (a return withdrawn later moves it back to DELIVERED, which does not restart the window).
   */
  deliveredAt: Date | null;
  /** Its style's article type (`styles.article_type`, an `ARTICLE_TYPES` slug); null when the style is gone. */
  articleType: string | null;
  /** Its style's own flag (`styles.returnable`). */
  styleReturnable: boolean;
  /**
   * A return was asked for it once (a RETURN_REQUESTED event): withdrawn, or refused at the centre's
   * quality check, it is back with the shopper, but an item is returned once (decision 49).
   */
  returnedBefore?: boolean;
}

const CANCELLABLE: ReadonlySet<OrderItemStatus> = new Set(["PLACED", "PACKED"]);
const RECEIVED: ReadonlySet<OrderItemStatus> = new Set(["DELIVERED", "CUSTOMERPICKCOMPLETE"]);
const NON_RETURNABLE: ReadonlySet<string> = new Set(RETURNS.nonReturnableArticleGroups);

/**
 * The non-returnable group (innerwear, lingerie, fragrances, beauty) an article type falls in, if
 * any: its own slug ("innerwear", "lingerie", "fragrances") or its category group ("Innerwear",
 * "Beauty") names one.
 */
export function nonReturnableGroupOf(articleType: string): string | undefined {
  const group = articleTypeBySlug(articleType)?.group.toLowerCase();
  if (NON_RETURNABLE.has(articleType)) return articleType;
  return group && NON_RETURNABLE.has(group) ? group : undefined;
}

/** Whether an item of this style may be returned at all (whatever its state). */
export function isReturnableStyle(articleType: string | null, styleReturnable: boolean): boolean {
  if (!styleReturnable) return false;
  return articleType === null || nonReturnableGroupOf(articleType) === undefined;
}

/**
 * The last day (yyyy-mm-dd in India) a return is accepted: the 15th calendar day in India after the
 * day it was delivered, to the end of that day (midnight India time). Delivered at 23:30 on 1 Nov
 * (India), the last day is 16 Nov, as it is for a delivery at 00:10 on 1 Nov.
 */
export function lastReturnDay(deliveredAt: Date): string {
  return indiaDate(deliveredAt, RETURNS.returnWindowDays);
}

/** Whether `now` is on or before the last return day (India calendar days). */
export function withinReturnWindow(deliveredAt: Date, now: Date): boolean {
  return indiaDate(now) <= lastReturnDay(deliveredAt);
}

/**
 * The actions an item allows now, in the order of `ORDERS.eligibilityTypes` (RETURN, CANCEL,
 * EXCHANGE): CANCEL while PLACED or PACKED (an unpaid item is not cancelled by the shopper: its
 * reservation lapses; nothing shipped is cancelled); RETURN once DELIVERED or collected
 * (CUSTOMERPICKCOMPLETE), within the return window, for a returnable style, unless a return of it
 * was asked for before; EXCHANGE on the same
 * terms as RETURN while the `exchange` feature flag is on.
 */
export function eligibleActions(
  item: ItemFacts,
  options: { now: Date; exchange: boolean },
): EligibilityType[] {
  if (CANCELLABLE.has(item.status)) return ["CANCEL"];
  if (!RECEIVED.has(item.status) || item.deliveredAt === null || item.returnedBefore) return [];
  if (!isReturnableStyle(item.articleType, item.styleReturnable)) return [];
  if (!withinReturnWindow(item.deliveredAt, options.now)) return [];
  return options.exchange ? ["RETURN", "EXCHANGE"] : ["RETURN"];
}
