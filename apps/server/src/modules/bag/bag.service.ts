import {
  type ApplicableCouponsResponse,
  BAG,
  type CartItemInput,
  type CheckoutRequest,
  type CheckoutResponse,
  type DeliveryChargesResponse,
  fail,
  type GuestOverviewRequest,
  ok,
  type PaymentType,
  type PricingOverviewRequest,
  type PricingOverviewResponse,
  type Problem,
  type Result,
} from "@odin/contracts";
import type { Database } from "@odin/db";
import type { BagConfig } from "../../platform/config-bag";
import type { DbTransaction } from "../../platform/outbox";
import {
  type BagLineRow,
  type BagOwner,
  type BagRow,
  bagCount,
  bagLines,
  couponHistory,
  findBag,
  findPromotions,
  findSkuStock,
  forgetGuestBags,
  guestLines,
  itemQuantities,
  lockBag,
  mergeGuestBag,
  putItem,
  removeItems,
  setCoupon,
} from "./bag.repo";
import { type BagProblem, bagProblems } from "./bag.problems";
import { planQuantities } from "./bag-rules";
import { type BagIssues, checkoutView, isBuyable, NO_ISSUES } from "./bag-view";
import { deliveryChargeRules } from "./delivery-charges";
import { DEFAULT_GST_TABLE, withHsnRates } from "./gst-rules";
import {
  type PricedBag,
  type PricingItem,
  type PricingSettings,
  type PromotionRule,
  priceBag,
  type ShopperHistory,
} from "./pricing-rules";

export type { BagOwner } from "./bag.repo";

/** How the bag is priced beyond its lines: the payment method chosen so far, loyalty. */
interface PriceOptions {
  couponCode: string | undefined;
  paymentMode?: PaymentType | undefined;
  constraintSupported?: boolean | undefined;
}

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

const toRule = (row: Awaited<ReturnType<typeof findPromotions>>[number]): PromotionRule => ({
  id: row.id,
  code: row.code,
  title: row.displayDiscount,
  tnc: row.tnc,
  kind: row.kind,
  value: row.value,
  minBagValue: row.minBagValue,
  maxDiscount: row.maxDiscount,
  validFrom: row.validFrom,
  validUntil: row.validUntil,
  oncePerDays: row.oncePerDays,
  firstOrderOnly: row.firstOrderOnly,
  paymentConstraint: row.paymentConstraint,
  combinable: row.combinable,
});

const toItem = (line: BagLineRow): PricingItem => ({
  skuId: line.skuId,
  styleId: line.styleId,
  qty: line.quantity,
  mrp: line.mrp,
  price: line.price,
  hsnCode: line.hsnCode,
  promotionIds: line.promotionIds,
});

function pricingSettingsOf(config: BagConfig): PricingSettings {
  const { deliveryCharge, freeDeliveryAbove, codCharge, serviceGstRate, hsnRates } = config;
  return { deliveryCharge, freeDeliveryAbove, codCharge, serviceGstRate, gst: withHsnRates(DEFAULT_GST_TABLE, hsnRates) };
}

export function createBagService(deps: {
  db: Database;
  config: BagConfig;
  now?: () => Date;
}): BagService {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const settings = pricingSettingsOf(deps.config);

  async function historyOf(owner: BagOwner | null): Promise<ShopperHistory> {
    if (!owner || !("userId" in owner)) return { signedIn: false, hasOrdered: false, lastRedeemedAt: new Map() };
    return { signedIn: true, ...(await couponHistory(db, owner.userId)) };
  }

  /** Prices lines as the catalogue and the promotions stand now. */
  async function price(
    source: Database | DbTransaction,
    lines: readonly BagLineRow[],
    owner: BagOwner | null,
    options: PriceOptions,
  ): Promise<PricedBag> {
    const buyable = lines.filter(isBuyable);
    const ids = [...new Set(buyable.flatMap((line) => line.promotionIds))];
    const [promotions, history] = await Promise.all([
      findPromotions(source, ids, options.couponCode),
      historyOf(owner),
    ]);
    return priceBag({
      items: buyable.map(toItem),
      promotions: promotions.map(toRule),
      ...(options.couponCode ? { couponCode: options.couponCode } : {}),
      ...(options.paymentMode ? { paymentMode: options.paymentMode } : {}),
      constraintSupported: options.constraintSupported ?? false,
      loyaltyCash: 0,
      history,
      now: now(),
      settings,
    });
  }

  async function read(owner: BagOwner | null, request: CheckoutRequest, issues: BagIssues = NO_ISSUES) {
    const bag = owner ? await findBag(db, owner) : undefined;
    const lines = bag ? await bagLines(db, bag.id) : [];
    const priced = await price(db, lines, owner, {
      couponCode: bag?.couponCode ?? undefined,
      paymentMode: request.selectedPaymentMode,
      constraintSupported: request.isPromotionPaymentConstraintSupported,
    });
    return checkoutView(lines, priced, issues, request.pincode);
  }

  /** Adds or sets quantities inside the bag's lock. */
  async function changeItems(
    tx: DbTransaction,
    bag: BagRow,
    items: readonly CartItemInput[],
  ): Promise<Result<BagIssues, BagProblem>> {
    const [current, stock] = await Promise.all([
      itemQuantities(tx, bag.id),
      findSkuStock(
        tx,
        items.map((item) => item.skuId),
      ),
    ]);
    const plan = planQuantities(current, stock, items);
    if (plan.unknown.length > 0) return fail(bagProblems.unknownSku());
    if (current.size + plan.newLines > BAG.maxLines) return fail(bagProblems.bagFull());
    for (const [skuId, quantity] of plan.puts) await putItem(tx, bag.id, skuId, quantity);
    return ok({ limitBreachedSkus: plan.limitBreached, skusNotAdded: plan.notAdded });
  }

  /** Applies a coupon to the bag as it stands in the transaction, or says why it does not apply. */
  async function applyCoupon(
    tx: DbTransaction,
    bag: BagRow,
    owner: BagOwner,
    couponCode: string,
    request: CheckoutRequest,
  ): Promise<Result<void, BagProblem>> {
    const priced = await price(tx, await bagLines(tx, bag.id), owner, {
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

  async function update(owner: BagOwner, request: CheckoutRequest): Promise<Result<BagIssues, BagProblem>> {
    return db
      .transaction(async (tx) => {
        const bag = await lockBag(tx, owner);
        const changed = request.cartItems?.length ? await changeItems(tx, bag, request.cartItems) : ok(NO_ISSUES);
        if (!changed.ok) throw new Refused(changed.problem);
        if (request.couponCode) {
          const applied = await applyCoupon(tx, bag, owner, request.couponCode, request);
          if (!applied.ok) throw new Refused(applied.problem);
        }
        return changed;
      })
      .catch(refusedAsResult);
  }

  async function remove(owner: BagOwner, request: CheckoutRequest): Promise<void> {
    await db.transaction(async (tx) => {
      const bag = await findBag(tx, owner);
      if (!bag) return;
      await lockBag(tx, owner);
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
      if ("guestKey" in owner && !(await findBag(db, owner))) {
        await forgetGuestBags(db, new Date(now().getTime() - GUEST_BAG_MS));
      }
      const changed = await update(owner, request);
      if (!changed.ok) return changed;
      return ok(await read(owner, request, changed.value));
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
      const priced = await price(db, lines, null, options);
      const issues = { limitBreachedSkus: plan.limitBreached, skusNotAdded: plan.notAdded };
      return ok(checkoutView(lines, priced, issues, request.pincode));
    },

    async pricingOverview(owner, request) {
      const bag = owner ? await findBag(db, owner) : undefined;
      const lines = bag ? await bagLines(db, bag.id) : [];
      const priced = await price(db, lines, owner, {
        couponCode: request.couponCode ?? bag?.couponCode ?? undefined,
        paymentMode: request.selectedPaymentMode,
        constraintSupported: request.isPromotionPaymentConstraintSupported,
      });
      return { overview: priced.overview, ...(priced.coupon ? { couponDetails: priced.coupon } : {}) };
    },

    count: async (owner) => (owner ? bagCount(db, owner) : 0),

    async coupons(owner) {
      const bag = owner ? await findBag(db, owner) : undefined;
      const lines = bag ? await bagLines(db, bag.id) : [];
      const priced = await price(db, lines, owner, { couponCode: undefined, constraintSupported: true });
      return { coupons: priced.offers };
    },

    deliveryCharges: () => deliveryChargeRules(deps.config),

    async mergeGuest(guestKey, userId) {
      return db.transaction(async (tx) => mergeGuestBag(tx, guestKey, await lockBag(tx, { userId })));
    },
  };
}
