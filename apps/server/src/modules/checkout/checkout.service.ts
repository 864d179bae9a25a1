import {
  type Address,
  type BagProblem,
  type CheckoutProblem,
  type CheckoutRequest,
  type CheckoutResponse,
  type CheckoutStoresRequest,
  type CheckoutStoresResponse,
  checkoutProblems,
  fail,
  ok,
  type Result,
  sessionProblems,
} from "@odin/contracts";
import type { Database, Executor } from "@odin/db";
import { TtlCache } from "../../platform/ttl-cache";
import type { AddressesService } from "../addresses";
import { selectAddress } from "../addresses";
import type { BagOwner, BagService } from "../bag";
import type { DeliveryService, PincodeRow } from "../delivery";
import { reachOf } from "../delivery";
import {
  allCentres,
  type CheckoutCentre,
  clearShippingMethods,
  findSelection,
  holdingsOf,
  type Selection,
  saveSelection,
} from "./checkout.repo";
import { pickupStores } from "./shipping-rules";
import { type ShippingContext, shippingBlock, shippingOfProduct, toCheckoutStore } from "./shipping-view";

/** Where the shopper's checkout delivers: the kept choices resolved against the address book. */
export interface ShippingState {
  selection: Selection;
  pincode?: string | undefined;
  place?: PincodeRow | undefined;
  address?: Address | undefined;
}

export interface CheckoutService {
  /**
   * The checkout call (spec 3 §3, §4): the bag page's reads and changes, and on the shipping and
   * payment pages the shopper's kept pincode, address and methods with each item's delivery options.
   */
  checkout(
    owner: BagOwner | null,
    request: CheckoutRequest,
  ): Promise<Result<CheckoutResponse, CheckoutProblem | BagProblem>>;
  /** checkoutStores: the stores that can hand over a quantity of a size near the pincode. */
  stores(
    userId: number,
    request: CheckoutStoresRequest,
  ): Promise<Result<CheckoutStoresResponse, CheckoutProblem>>;
  /** The kept choices of a shopper resolved: pincode, its place, the selected address. */
  shippingState(userId: number): Promise<ShippingState>;
  /** The reach of a place and who holds these sizes, read in `source` (an order's transaction). */
  context(source: Executor, place: PincodeRow, skuIds: readonly number[]): Promise<ShippingContext>;
  /** Every fulfilment centre by id (stores a confirmation names). */
  centresById(): Promise<ReadonlyMap<number, CheckoutCentre>>;
  /** The kept shipping methods are forgotten (the bag changed, or the order was placed). */
  forgetMethods(source: Executor, userId: number): Promise<void>;
}

/** Centres change with the operator's set-up, not with orders: kept in memory this long. */
const CENTRES_TTL_MS = 60_000;

export function createCheckoutService(deps: {
  db: Database;
  bag: BagService;
  addresses: Pick<AddressesService, "list">;
  delivery: Pick<DeliveryService, "place">;
  now?: () => Date;
}): CheckoutService {
  const { db, bag, addresses } = deps;
  /** Where a pincode of the directory is; undefined for one outside it. */
  const placeOf = async (pincode: string) => {
    const found = await deps.delivery.place(pincode);
    return found.ok ? found.value : undefined;
  };
  const now = deps.now ?? (() => new Date());
  const centresCache = new TtlCache<CheckoutCentre[]>(CENTRES_TTL_MS, 1);

  /**
   * Centres from memory; inside a transaction, from memory when loaded, else read in it (an embedded
   * database has one connection: a load outside the transaction would wait for it).
   */
  const centresIn = async (source: Executor) =>
    source === db
      ? centresCache.get("all", () => allCentres(db))
      : (centresCache.peek("all") ?? allCentres(source));

  async function context(source: Executor, place: PincodeRow, skuIds: readonly number[]) {
    const [centres, holdings] = await Promise.all([centresIn(source), holdingsOf(source, skuIds)]);
    const byId = new Map(centres.map((centre) => [centre.id, centre]));
    return { centres: byId, reach: reachOf(place, centres), holdings, now: now() };
  }

  async function shippingState(userId: number): Promise<ShippingState> {
    const [selection, book] = await Promise.all([findSelection(db, userId), addresses.list(userId)]);
    const wanted = { addressId: selection.addressId ?? undefined, pincode: selection.pincode ?? undefined };
    const address = selectAddress(book.addresses, wanted);
    const pincode = selection.pincode ?? address?.pincode;
    const place = pincode ? await placeOf(pincode) : undefined;
    return { selection, pincode, place, address };
  }

  /** Applies the request's pincode, address and methods to the kept selection (spec 3 §4). */
  async function choose(userId: number, request: CheckoutRequest): Promise<Result<void, CheckoutProblem>> {
    if (!request.pincode && !request.addressId && !request.selectedShippingMethods) return ok();
    const kept = await findSelection(db, userId);
    let next: Selection = kept;
    const movedTo = (pincode: string) =>
      pincode === next.pincode ? next : { pincode, addressId: null, shippingMethods: [] };
    if (request.pincode) {
      if (!(await placeOf(request.pincode))) return fail(checkoutProblems.unknownPincode());
      next = movedTo(request.pincode);
    }
    if (request.addressId) {
      const { addresses: book } = await addresses.list(userId);
      const chosen = book.find((address) => address.id === request.addressId);
      if (!chosen) return fail(checkoutProblems.unknownAddress());
      next = { ...movedTo(chosen.pincode), addressId: chosen.id };
    }
    if (request.selectedShippingMethods) {
      const sent = new Map(request.selectedShippingMethods.map((m) => [m.skuId, m]));
      const others = next.shippingMethods.filter((m) => !sent.has(m.skuId));
      const chosen = [...sent.values()].map(({ skuId, shippingMethod, storeId }) =>
        storeId && shippingMethod === "STOREPICK"
          ? { skuId, shippingMethod, storeId }
          : { skuId, shippingMethod },
      );
      next = { ...next, shippingMethods: [...others, ...chosen] };
    }
    await saveSelection(db, userId, next);
    return ok();
  }

  /** The bag's answer with the shipping step's part (spec 3 §2 Shipping step). */
  async function withShipping(userId: number, answer: CheckoutResponse): Promise<CheckoutResponse> {
    const state = await shippingState(userId);
    const kept = new Map(state.selection.shippingMethods.map((m) => [m.skuId, m]));
    const shipping = state.place
      ? await context(
          db,
          state.place,
          answer.products.map((product) => product.skuId),
        )
      : undefined;
    const views = shipping
      ? answer.products.map((product) => shippingOfProduct(product, shipping, kept.get(product.skuId)))
      : [];
    const blockingMessage = shippingBlock({
      bagBlock: answer.blockingMessage,
      hasAddress: state.address !== undefined && state.place !== undefined,
      views,
    });
    return {
      ...answer,
      products: shipping ? views.map((view) => view.product) : answer.products,
      ...(state.pincode ? { pincode: state.pincode } : {}),
      ...(blockingMessage ? { blockingMessage } : {}),
      savedShippingMethods: state.selection.shippingMethods,
      ...(state.address ? { shippingAddressId: state.address.id, shippingAddress: state.address } : {}),
    };
  }

  const forgetMethods = clearShippingMethods;

  return {
    async checkout(owner, request) {
      const userId = owner && "userId" in owner ? owner.userId : undefined;
      if (request.page === "myBag") {
        if (userId && request.type !== "read") await forgetMethods(db, userId);
        return bag.checkout(owner, request);
      }
      if (!owner || userId === undefined) return fail(sessionProblems.signInRequired());
      const chosen = await choose(userId, request);
      if (!chosen.ok) return chosen;
      const answer = await bag.checkout(owner, request);
      return answer.ok ? ok(await withShipping(userId, answer.value)) : answer;
    },

    async stores(userId, request) {
      const pincode = request.pincode ?? (await shippingState(userId)).pincode;
      const place = pincode ? await placeOf(pincode) : undefined;
      if (!place) return fail(checkoutProblems.unknownPincode());
      const shipping = await context(db, place, [request.skuId]);
      const held = shipping.holdings.get(request.skuId) ?? [];
      const stores = pickupStores(shipping.reach, held, request.qty).map(toCheckoutStore);
      return ok({ pincode: place.pincode, stores });
    },

    shippingState,
    context,
    forgetMethods,
    centresById: async () => new Map((await centresIn(db)).map((centre) => [centre.id, centre])),
  };
}
