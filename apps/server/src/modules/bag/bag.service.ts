import {
  type ApplicableCouponsResponse,
  BAG,
  type BagProblem,
  bagProblems,
  type CartItemInput,
  type CheckoutRequest,
  type CheckoutResponse,
  type DeliveryChargesResponse,
  fail,
  type GuestOverviewRequest,
  ok,
  type PricingOverviewRequest,
  type PricingOverviewResponse,
  type Problem,
  type Result,
} from "@odin/contracts";
import type { Database, Transaction } from "@odin/db";
import type { BagConfig } from "../../platform/config-bag";
import type { ChangeFeed } from "../catalog";
import {
  addTargets,
  type BagLineRow,
  type BagOwner,
  type BagRow,
  bagCount,
  emptyBag,
  findSkuStock,
  forgetGuestBags,
  guestLines,
  lockBag,
  lockExistingBag,
  mergeGuestBag,
  ownerLines,
  putItem,
  removeItems,
  restoreLines,
  setCoupon,
} from "./bag.repo";
import { createBagPricer, type PriceOptions } from "./bag-pricing";
import { planQuantities } from "./bag-rules";
import { type BagIssues, checkoutView, NO_ISSUES } from "./bag-view";
import { deliveryChargeRules } from "./delivery-charges";
import type { PricedBag } from "./pricing-rules";

export type { BagOwner } from "./bag.repo";

export interface BagService {
  /** The checkout call (spec 3 §3, §7): read, update or delete, answered with the bag as it now stands. */
  checkout(owner: BagOwner | null, request: CheckoutRequest): Promise<Result<CheckoutResponse, BagProblem>>;
  /** Prices a list a client keeps itself (the guest overview); nothing is stored. */
  guestOverview(request: GuestOverviewRequest): Promise<Result<CheckoutResponse, BagProblem>>;
  pricingOverview(owner: BagOwner | null, request: PricingOverviewRequest): Promise<PricingOverviewResponse>;
  count(owner: BagOwner | null): Promise<number>;
  coupons(owner: BagOwner | null): Promise<ApplicableCouponsResponse>;
  deliveryCharges(): DeliveryChargesResponse;
  /** Moves the guest bag into the shopper's and deletes it (spec 3 §6); false when there was none. */
  mergeGuest(guestKey: string, userId: number): Promise<boolean>;
  /**
   * The shopper's bag locked inside an order's transaction (so no change to it can interleave), its
   * lines priced as they stand in the transaction; undefined when the shopper has no bag.
   */
  lockForOrder(tx: Transaction, userId: number): Promise<LockedBag | undefined>;
  /** Prices the locked bag's lines for a payment (loyalty, COD charge) without reading them again. */
  priceLocked(tx: Transaction, bag: LockedBag, options: PriceOptions): Promise<PricedBag>;
  /** Empties the bag and forgets its coupon once its order is placed (in the order's transaction). */
  emptyForOrder(tx: Transaction, bagId: number): Promise<void>;
  /** Puts an unpaid order's sizes and coupon back into the shopper's bag (in the caller's transaction). */
  restoreFromOrder(
    tx: Transaction,
    userId: number,
    order: { lines: readonly { skuId: number; quantity: number }[]; couponCode: string | null },
  ): Promise<void>;
}

/** A bag locked for placing its order. */
export interface LockedBag {
  bagId: number;
  userId: number;
  lines: BagLineRow[];
  couponCode: string | null;
}

const GUEST_BAG_MS = BAG.guestBagDays * 24 * 3600 * 1000;

/** A refused change: thrown inside the transaction so nothing of it is kept, answered as its problem. */
class Refused extends Error {
  constructor(readonly problem: Problem<BagProblem>) {
    super(problem.name);
  }
}

function refusedAsResult(error: unknown): Result<never, BagProblem> {
  if (error instanceof Refused) return fail(error.problem);
  throw error;
}

export function createBagService(deps: {
  db: Database;
  config: BagConfig;
  changes: ChangeFeed;
  now?: () => Date;
}): BagService {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const pricer = createBagPricer(db, deps.config, deps.changes, now);

  async function read(owner: BagOwner | null, request: CheckoutRequest, issues: BagIssues = NO_ISSUES) {
    const { lines, priced } = await pricer.ofOwner(db, owner, {
      paymentMode: request.selectedPaymentMode,
      constraintSupported: request.isPromotionPaymentConstraintSupported,
    });
    return checkoutView(lines, priced, issues, request.pincode);
  }

  /** Adds or sets quantities inside the bag's lock. */
  async function changeItems(
    tx: Transaction,
    bag: BagRow,
    items: readonly CartItemInput[],
  ): Promise<Result<BagIssues, BagProblem>> {
    const targets = await addTargets(
      tx,
      bag.id,
      items.map((item) => item.skuId),
    );
    const plan = planQuantities(targets.inBag, targets.stock, items);
    if (plan.unknown.length > 0) return fail(bagProblems.unknownSku());
    if (targets.lineCount + plan.newLines > BAG.maxLines) return fail(bagProblems.bagFull());
    for (const [skuId, quantity] of plan.puts) await putItem(tx, bag.id, skuId, quantity);
    return ok({ limitBreachedSkus: plan.limitBreached, skusNotAdded: plan.notAdded });
  }

  /** Applies a coupon to the bag as it stands in the transaction, or says why it does not apply. */
  async function applyCoupon(
    tx: Transaction,
    bag: BagRow,
    owner: BagOwner,
    couponCode: string,
    request: CheckoutRequest,
  ): Promise<Result<void, BagProblem>> {
    const { priced } = await pricer.ofOwner(tx, owner, {
      couponCode,
      paymentMode: request.selectedPaymentMode,
      constraintSupported: request.isPromotionPaymentConstraintSupported,
    });
    const coupon = priced.coupon;
    if (!coupon || (coupon.error && !coupon.paymentConstraint)) {
      return fail(bagProblems.couponNotApplicable(coupon?.error ?? ""));
    }
    await setCoupon(tx, bag.id, coupon.code);
    return ok();
  }

  /** The change, and whether it made a new bag. */
  async function update(
    owner: BagOwner,
    request: CheckoutRequest,
  ): Promise<Result<BagIssues & { created: boolean }, BagProblem>> {
    // A coupon is judged in the transaction on the promotions in memory: bring them up to date first,
    // so one paused, ended or used up a moment ago is refused (decision 70).
    if (request.couponCode) await deps.changes.sync();
    return db
      .transaction(async (tx) => {
        const bag = await lockBag(tx, owner);
        const changed = request.cartItems?.length
          ? await changeItems(tx, bag, request.cartItems)
          : ok(NO_ISSUES);
        if (!changed.ok) throw new Refused(changed.problem);
        if (request.couponCode) {
          const applied = await applyCoupon(tx, bag, owner, request.couponCode, request);
          if (!applied.ok) throw new Refused(applied.problem);
        }
        return ok({ ...changed.value, created: bag.created });
      })
      .catch(refusedAsResult);
  }

  async function remove(owner: BagOwner, request: CheckoutRequest): Promise<void> {
    await db.transaction(async (tx) => {
      const bag = await lockExistingBag(tx, owner);
      if (!bag) return;
      await removeItems(
        tx,
        bag.id,
        (request.cartItems ?? []).map((item) => item.skuId),
      );
      if (request.couponCode !== undefined) await setCoupon(tx, bag.id, null);
    });
  }

  return {
    async checkout(owner, request) {
      if (request.type === "read" || !owner) return ok(await read(owner, request));
      if (request.type === "delete") {
        await remove(owner, request);
        return ok(await read(owner, request));
      }
      const changed = await update(owner, request);
      if (!changed.ok) return changed;
      const { created, ...issues } = changed.value;
      // A new guest bag clears out those nobody has touched for BAG.guestBagDays.
      if (created && "guestKey" in owner) await forgetGuestBags(db, new Date(now().getTime() - GUEST_BAG_MS));
      return ok(await read(owner, request, issues));
    },

    async guestOverview(request) {
      const items = request.cartItems.map((item) => ({ ...item, mode: "add" as const }));
      const stock = await findSkuStock(
        db,
        items.map((item) => item.skuId),
      );
      const plan = planQuantities(new Map(), stock, items);
      if (plan.unknown.length > 0) return fail(bagProblems.unknownSku());
      const lines = await guestLines(db, plan.puts);
      const options = {
        couponCode: request.couponCode,
        constraintSupported: request.isPromotionPaymentConstraintSupported,
      };
      const { priced } = await pricer.ofLines(db, lines, options);
      const issues = { limitBreachedSkus: plan.limitBreached, skusNotAdded: plan.notAdded };
      return ok(checkoutView(lines, priced, issues, request.pincode));
    },

    async pricingOverview(owner, request) {
      const { priced } = await pricer.ofOwner(db, owner, {
        couponCode: request.couponCode,
        paymentMode: request.selectedPaymentMode,
        constraintSupported: request.isPromotionPaymentConstraintSupported,
      });
      return { overview: priced.overview, ...(priced.coupon ? { couponDetails: priced.coupon } : {}) };
    },

    count: async (owner) => (owner ? bagCount(db, owner) : 0),

    async coupons(owner) {
      const { priced } = await pricer.ofOwner(db, owner, { couponCode: null, constraintSupported: true });
      return { coupons: priced.offers };
    },

    deliveryCharges: () => deliveryChargeRules(deps.config),

    async mergeGuest(guestKey, userId) {
      return db.transaction(async (tx) => mergeGuestBag(tx, guestKey, await lockBag(tx, { userId })));
    },

    async lockForOrder(tx, userId) {
      const bag = await lockExistingBag(tx, { userId });
      if (!bag) return undefined;
      const { lines, couponCode } = await ownerLines(tx, { userId });
      return { bagId: bag.id, userId, lines, couponCode };
    },

    async priceLocked(tx, bag, options) {
      const couponCode = options.couponCode === undefined ? bag.couponCode : options.couponCode;
      const { priced } = await pricer.ofLockedLines(tx, bag.userId, bag.lines, { ...options, couponCode });
      return priced;
    },

    emptyForOrder: emptyBag,

    async restoreFromOrder(tx, userId, order) {
      const bag = await lockBag(tx, { userId });
      await restoreLines(tx, bag, order.lines, order.couponCode);
    },
  };
}
