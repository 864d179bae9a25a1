import { RETURN_MODES, type ReturnMode, type ReturnRefundDestination } from "@odin/contracts";
import { type Centre, distanceKm, type Place } from "../delivery";
import { eligibleActions, type ItemFacts } from "../orders";
import type { ItemRefund } from "../refunds";

/**
 * The return flow's rules (spec 3 §4 "Return flow", §8 "Not eligible for Pickup"; decision 49). Pure.
 *
 * - Reverse pickup: a courier collects the parcel at the shopper's address when a fulfilment centre
 *   (warehouse or store, the hubs couriers run their pickups from) is within
 *   REVERSE_PICKUP_RADIUS_KM of the address's pincode; elsewhere the address is "Not eligible for
 *   Pickup".
 * - Modes: reverse pickup, the default; self-ship only while its feature flag is on.
 * - Refund: what the item's share of the order paid goes back where it came from: online payments to
 *   their source, loyalty points as the brand's points, and cash collected on delivery by bank
 *   transfer (so the shopper names a bank-transfer record: `isNeftNeeded`).
 */

/** How far from a centre couriers collect returns. // value not given by the spec */
export const REVERSE_PICKUP_RADIUS_KM = 100;

/** Whether a courier collects returns at this place. */
export function reversePickupAt(place: Place, centres: readonly Centre[]): boolean {
  return centres.some((centre) => distanceKm(place, centre) <= REVERSE_PICKUP_RADIUS_KM);
}

/** The modes a shopper may choose, the default first. */
export function returnModes(selfShip: boolean): ReturnMode[] {
  return RETURN_MODES.filter((mode) => mode !== "SELFSHIP" || selfShip);
}

/** Whether the item may be returned now (received, within the window, not of a non-returnable group). */
export function isReturnable(item: ItemFacts, now: Date): boolean {
  return eligibleActions(item, { now, exchange: false }).includes("RETURN");
}

export interface ReturnRefund {
  toSource: number;
  toLoyalty: number;
  /** Cash collected on delivery, paid back to a bank account. */
  toBankTransfer: number;
  total: number;
  destinations: ReturnRefundDestination[];
  /** A bank-transfer record must be named. */
  isNeftNeeded: boolean;
}

/**
 * Where a returned item's money goes, from its refund plan (refunds/refund-rules.ts): its source and
 * loyalty shares as planned; what the plan calls unpaid is cash on delivery, collected when the item
 * was delivered, and goes back by bank transfer. Delivery and COD charges are not refunded on a return
 * (the item was delivered).
 */
export function returnRefundOf(
  plan: Pick<ItemRefund, "source" | "loyalty" | "unpaid" | "charges">,
): ReturnRefund {
  const toSource = plan.source - (plan.unpaid > 0 ? 0 : plan.charges);
  const toBankTransfer = plan.unpaid - (plan.unpaid > 0 ? plan.charges : 0);
  const toLoyalty = plan.loyalty;
  const destinations: ReturnRefundDestination[] = [
    ...(toSource > 0 ? (["source"] as const) : []),
    ...(toLoyalty > 0 ? (["loyalty"] as const) : []),
    ...(toBankTransfer > 0 ? (["bankTransfer"] as const) : []),
  ];
  return {
    toSource,
    toLoyalty,
    toBankTransfer,
    total: toSource + toLoyalty + toBankTransfer,
    destinations,
    isNeftNeeded: toBankTransfer > 0,
  };
}
