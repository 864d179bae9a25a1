import {
  fail,
  LABELS,
  MESSAGES,
  type NeftListResponse,
  type OrdersProblem,
  ok,
  returnsProblems as problems,
  RETURN_REASONS,
  type Result,
  type ReturnAddress,
  type ReturnDetailsRequest,
  type ReturnDetailsResponse,
  type ReturnProblem,
  type ReturnRequest,
  type ReturnResponse,
} from "@odin/contracts";
import type { Database, Transaction } from "@odin/db";
import { listAddresses, toAddress } from "../addresses";
import { lockOrder } from "../orders";
import { type ReturnFormFile, renderReturnForm } from "./return-form-pdf";
import { reversePickupReach } from "./return-pickup";
import { type ReturnRefund, returnModes, returnRefundOf } from "./return-rules";
import {
  formContent,
  ownedItem,
  type ReturnableItem,
  returnableItem,
  returnView,
  toLocation,
} from "./returnable-item";
import * as repo from "./returns.repo";

/** The order lifecycle's move, as returns use it (modules/orders/order-lifecycle.ts). */
export interface ReturnLifecycle {
  move(
    tx: Transaction,
    move: {
      orderId: number;
      itemIds: readonly number[];
      to: "RETURN_REQUESTED";
      by: "shopper";
      now: Date;
    },
  ): Promise<Result<unknown, OrdersProblem>>;
}

/** The shopper's saved bank-transfer records (modules/bank-transfer), masked. */
export interface ReturnsBankTransfer {
  list(userId: number): Promise<NeftListResponse>;
}

export interface ReturnsDeps {
  db: Database;
  lifecycle: ReturnLifecycle;
  bankTransfer: ReturnsBankTransfer;
  /** The `selfShipReturn` feature flag. */
  selfShip: boolean;
  now: () => Date;
}

export interface ReturnsService {
  /** Reasons, modes, addresses with pickup, the return location and the refund (spec 3 §7 returnsDetails). */
  details(userId: number, input: ReturnDetailsRequest): Promise<Result<ReturnDetailsResponse, ReturnProblem>>;
  /** Records the return and moves the item to RETURN_REQUESTED, once (spec 3 §7 makeReturn). */
  makeReturn(userId: number, input: ReturnRequest): Promise<Result<ReturnResponse, ReturnProblem>>;
  /** The shopper's own return's form, as a PDF (spec 3 §7 downloadReturnForm). */
  returnForm(userId: number, returnId: string): Promise<Result<ReturnFormFile, ReturnProblem>>;
}

const REFUND_TIMELINE = MESSAGES.cancel.refundTimeline;

export function createReturnsService(deps: ReturnsDeps): ReturnsService {
  const { db } = deps;

  const pickupReach = reversePickupReach(db);

  /** The shopper's addresses, each marked with whether a courier collects returns there. */
  async function addressesWithPickup(userId: number): Promise<ReturnAddress[]> {
    const addresses = (await listAddresses(db, userId)).map(toAddress);
    const served = await pickupReach(addresses.map((address) => address.pincode));
    return addresses.map((address) => ({ ...address, pickupEligible: served.has(address.pincode) }));
  }

  /** Whether the request can be made as it stands (mode, centre, address, bank transfer). */
  async function refusal(
    userId: number,
    input: ReturnRequest,
    found: ReturnableItem,
    refund: ReturnRefund,
  ): Promise<Result<void, ReturnProblem>> {
    if (input.returnMode === "SELFSHIP" && !deps.selfShip) return fail(problems.selfShipOff());
    if (input.fcId !== undefined && input.fcId !== found.item.fcId) return fail(problems.wrongCentre());
    if (input.returnMode === "REVERSEPICKUP") {
      if (!input.address) return fail(problems.addressRequired());
      const { addressId } = input.address;
      const address = (await addressesWithPickup(userId)).find((candidate) => candidate.id === addressId);
      if (!address) return fail(problems.unknownAddress());
      if (!address.pickupEligible) return fail(problems.notEligibleForPickup());
    }
    if (refund.isNeftNeeded && input.neftId === undefined) return fail(problems.neftRequired());
    if (input.neftId !== undefined) {
      const { neftDetailList } = await deps.bankTransfer.list(userId);
      if (!neftDetailList.some((record) => record.id === input.neftId)) return fail(problems.unknownNeft());
    }
    return ok(undefined);
  }

  async function pickupSnapshot(userId: number, input: ReturnRequest) {
    if (input.returnMode !== "REVERSEPICKUP" || !input.address) return null;
    const rows = await listAddresses(db, userId);
    const row = rows.find((candidate) => candidate.id === input.address?.addressId);
    if (!row) return null;
    const { firstName, lastName, address, landmark, city, state, pincode, mobileNumber } = row;
    return {
      firstName,
      lastName,
      address,
      ...(landmark ? { landmark } : {}),
      city,
      state,
      pincode,
      mobileNumber,
    };
  }

  /** Records the return under the order's lock: a repeat, or a concurrent twin, answers the first. */
  async function record(userId: number, input: ReturnRequest, found: ReturnableItem, refund: ReturnRefund) {
    const pickupAddress = await pickupSnapshot(userId, input);
    return db.transaction(async (tx): Promise<Result<repo.ReturnRow, ReturnProblem>> => {
      await lockOrder(tx, found.order.id);
      const earlier = await repo.returnOfItem(tx, found.item.id);
      if (earlier) return ok(earlier);
      const moved = await deps.lifecycle.move(tx, {
        orderId: found.order.id,
        itemIds: [found.item.id],
        to: "RETURN_REQUESTED",
        by: "shopper",
        now: deps.now(),
      });
      // A refused move wrote nothing: the item changed meanwhile.
      if (!moved.ok) return fail(problems.returnFailed());
      const row = await repo.insertReturn(tx, {
        orderId: found.order.id,
        itemId: found.item.id,
        userId,
        reasonId: input.reasonId,
        comment: input.comment,
        mode: input.returnMode,
        pickupAddress,
        fcId: found.item.fcId,
        neftId: refund.isNeftNeeded ? (input.neftId ?? null) : null,
        toSource: refund.toSource,
        toLoyalty: refund.toLoyalty,
        toBankTransfer: refund.toBankTransfer,
        refundAmount: refund.total,
      });
      if (!row) throw new Error(`item ${found.item.id} got a return under its order's lock`);
      return ok(row);
    });
  }

  return {
    async details(userId, input) {
      const owned = await ownedItem(db, userId, input);
      if (!owned.ok) return owned;
      const found = await returnableItem(db, owned.value, deps.now());
      if (!found.ok) return found;
      const { order, item, plan, centre } = found.value;
      const refund = returnRefundOf(plan);
      const [addresses, neft] = await Promise.all([
        addressesWithPickup(userId),
        deps.bankTransfer.list(userId),
      ]);
      const location = toLocation(centre);
      const modes = returnModes(deps.selfShip);
      return ok({
        orderId: order.orderNumber,
        itemId: item.id,
        item: found.value.view,
        returnReasons: RETURN_REASONS.map(({ reasonId, reason }) => ({ reasonId, reason })),
        returnModes: modes.map((mode, index) => ({
          mode,
          label: LABELS.returns.modes[mode],
          isDefault: index === 0,
        })),
        selfShipInfo: modes.includes("SELFSHIP")
          ? { address: location, instructions: LABELS.returns.selfShipInstructions }
          : null,
        addresses,
        returnLocation: location,
        refundAmountDetails: {
          totalRefund: refund.total,
          toSource: refund.toSource,
          toLoyalty: refund.toLoyalty,
          toBankTransfer: refund.toBankTransfer,
        },
        refundDestinations: refund.destinations,
        isNeftNeeded: refund.isNeftNeeded,
        neftDetailList: neft.neftDetailList,
        refundTimeline: REFUND_TIMELINE,
      });
    },

    async makeReturn(userId, input) {
      const owned = await ownedItem(db, userId, input);
      if (!owned.ok) return owned;
      const earlier = await repo.returnOfItem(db, owned.value.item.id);
      if (earlier) return ok(await returnView(db, earlier, owned.value.order.orderNumber));
      const found = await returnableItem(db, owned.value, deps.now());
      if (!found.ok) return found;
      const refund = returnRefundOf(found.value.plan);
      const allowed = await refusal(userId, input, found.value, refund);
      if (!allowed.ok) return allowed;
      const recorded = await record(userId, input, found.value, refund);
      if (!recorded.ok) return recorded;
      return ok(await returnView(db, recorded.value, found.value.order.orderNumber));
    },

    async returnForm(userId, returnId) {
      const row = await repo.ownReturn(db, userId, returnId);
      if (!row) return fail(problems.unknownReturn());
      return ok({ returnId: row.returnNumber, pdf: await renderReturnForm(await formContent(db, row)) });
    },
  };
}
