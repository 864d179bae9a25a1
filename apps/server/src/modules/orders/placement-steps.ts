import {
  type Address,
  type OrdersProblem,
  ordersProblems,
  type PaymentRequest,
  type Problem,
} from "@odin/contracts";
import type { Transaction } from "@odin/db";
import { type BagService, isBuyable, type LockedBag, type PricedBag } from "../bag";
import type { ShippingContext } from "../checkout";
import { type Allocation, allocate, openMethods } from "../checkout";
import type { OtpService } from "../otp";
import {
  type CodRules,
  codRefusalMessage,
  type PaymentPlan,
  type PlaceableType,
  planPayment,
  sameItems,
} from "./order-rules";
import { type StockPiece, takeStock } from "./orders.repo";

/**
 * The steps of placing an order inside its transaction (decision 30). A step that refuses throws
 * `Refused`, so the transaction rolls back and nothing of the order is kept.
 */

export class Refused extends Error {
  constructor(readonly problem: Problem<OrdersProblem>) {
    super(problem.name);
  }
}

/** What a brand's items come to in an order: what loyalty points of that brand may pay. */
export interface BrandAmount {
  brandId: number;
  payable: number;
}

/** Each brand's share of what the priced items come to. */
export function brandAmounts(bag: LockedBag, priced: PricedBag): BrandAmount[] {
  const brandOf = new Map(bag.lines.map((line) => [line.skuId, line.brandId]));
  const byBrand = new Map<number, number>();
  for (const item of priced.items) {
    const brandId = brandOf.get(item.skuId);
    if (brandId !== undefined) byBrand.set(brandId, (byBrand.get(brandId) ?? 0) + item.lineTotal);
  }
  return [...byBrand].map(([brandId, payable]) => ({ brandId, payable }));
}

/** The bag can be ordered as sent: items in it, all buyable, exactly those the shopper saw. */
export function checkBag(bag: LockedBag | undefined, request: PaymentRequest): LockedBag {
  if (!bag || bag.lines.length === 0) throw new Refused(ordersProblems.emptyBag());
  if (!bag.lines.every(isBuyable)) throw new Refused(ordersProblems.removeOutOfStock());
  if (!sameItems(bag.lines, request.productsShippingDetails)) throw new Refused(ordersProblems.bagChanged());
  return bag;
}

/** Where each item goes out from by the method the shopper chose. */
export function allocationsOf(
  request: PaymentRequest,
  context: ShippingContext,
  place: { latitude: number; longitude: number },
): Map<number, Allocation[]> {
  const allocations = new Map<number, Allocation[]>();
  for (const item of request.productsShippingDetails) {
    const held = context.holdings.get(item.skuId) ?? [];
    const units = held.reduce((sum, holding) => sum + holding.quantity, 0);
    if (units < item.qty) throw new Refused(ordersProblems.outOfStock());
    if (openMethods(context.reach, held, item.qty).length === 0)
      throw new Refused(ordersProblems.notServiceable());
    if (item.shippingMethod === "STOREPICK" && item.storeId === undefined)
      throw new Refused(ordersProblems.selectMethod());
    const choice = { method: item.shippingMethod, storeId: item.storeId };
    const pieces = allocate(place, context.centres, context.reach, held, item.qty, choice);
    if (!pieces) throw new Refused(ordersProblems.methodNoLongerValid());
    allocations.set(item.skuId, pieces);
  }
  return allocations;
}

/** How a payment choice pays for the bag, and the bag priced for it (what its order will charge). */
export async function quoteIn(
  tx: Transaction,
  bag: LockedBag,
  pricer: Pick<BagService, "priceLocked">,
  choice: { paymentType: PlaceableType; useLoyalty: boolean; usable: number },
): Promise<{ plan: PaymentPlan; priced: PricedBag } | "insufficientLoyalty"> {
  const { paymentType, useLoyalty, usable } = choice;
  // What the order comes to without loyalty and the COD charge: only loyalty needs it.
  const prepaidTotal =
    paymentType === "LOYALTY" || useLoyalty
      ? (await pricer.priceLocked(tx, bag, { paymentMode: "LOYALTY", constraintSupported: true })).overview
          .total
      : 0;
  const plan = planPayment({ paymentType, useLoyalty, usable, prepaidTotal });
  if (plan === "insufficientLoyalty") return plan;
  const options = { paymentMode: plan.mode, loyaltyCash: plan.loyaltyCash, constraintSupported: true };
  return { plan, priced: await pricer.priceLocked(tx, bag, options) };
}

/** The bag priced for how it is paid, checked against the total the shopper saw. */
export async function priceForPayment(
  tx: Transaction,
  bag: LockedBag,
  pricer: Pick<BagService, "priceLocked">,
  payment: { request: PaymentRequest; paymentType: PlaceableType; usable: number },
): Promise<{ plan: PaymentPlan; priced: PricedBag }> {
  const { usable, paymentType } = payment;
  const quote = await quoteIn(tx, bag, pricer, {
    paymentType,
    useLoyalty: payment.request.useLoyalty,
    usable,
  });
  if (quote === "insufficientLoyalty") throw new Refused(ordersProblems.insufficientLoyalty());
  const due = quote.priced.overview.total;
  if (due !== payment.request.pricingDetails.netAmount) throw new Refused(ordersProblems.priceChanged(due));
  return quote;
}

/** Cash on delivery may collect `due` here, and the shopper's validated code is used up. */
export async function checkCashOnDelivery(
  tx: Transaction,
  input: { due: number; pincode: string; address: Address; sessionID: string | undefined },
  deps: { cod: CodRules; otp: Pick<OtpService, "consumeVerifiedIn"> },
): Promise<void> {
  const refusal = codRefusalMessage(input.due, input.pincode, deps.cod);
  if (refusal) throw new Refused(ordersProblems.codUnavailable(refusal));
  const { sessionID } = input;
  const mobileNumber = input.address.mobileNumber;
  const verified =
    sessionID !== undefined &&
    (await deps.otp.consumeVerifiedIn(tx, { sessionID, mobileNumber, purpose: "cod" }));
  if (!verified) throw new Refused(ordersProblems.otpNotVerified());
}

/** Takes every allocated piece of stock in one statement, or refuses when any is gone. */
export async function takeAllStock(tx: Transaction, allocations: ReadonlyMap<number, readonly Allocation[]>) {
  const pieces: StockPiece[] = [...allocations].flatMap(([skuId, allocated]) =>
    allocated.map((piece) => ({ skuId, fcId: piece.fcId, quantity: piece.quantity })),
  );
  if (!(await takeStock(tx, pieces))) throw new Refused(ordersProblems.outOfStock());
}
