import {
  type BagProduct,
  type CheckoutStore,
  DELIVERY_OPTION_ORDER,
  LABELS,
  MESSAGES,
  type ShippingMethod,
  type ShippingOption,
} from "@odin/contracts";
import { DELIVERY_DAYS, indiaDate, type NearbyStore, type Reach, roundKm } from "../delivery";
import type { CheckoutCentre, Selection } from "./checkout.repo";
import { type Holding, MODE_OF_METHOD, openMethods, pickupStores } from "./shipping-rules";

/** Where the shipping step delivers to: the reach of the pincode and who holds the bag's sizes. */
export interface ShippingContext {
  centres: ReadonlyMap<number, CheckoutCentre>;
  reach: Reach<CheckoutCentre>;
  holdings: ReadonlyMap<number, readonly Holding[]>;
  now: Date;
}

/** How many stores a pickup option lists. // value not given by the spec */
export const PICKUP_STORES_LISTED = 5;

export function toCheckoutStore({ centre, distance }: NearbyStore<CheckoutCentre>): CheckoutStore {
  return {
    storeId: centre.id,
    fcId: centre.id,
    code: centre.code,
    name: centre.name,
    address: centre.address,
    city: centre.city,
    pincode: centre.pincode,
    openingHours: centre.openingHours,
    distance: roundKm(distance),
  };
}

function optionOf(method: ShippingMethod, context: ShippingContext, held: readonly Holding[], qty: number) {
  const mode = MODE_OF_METHOD[method];
  const option: ShippingOption = {
    shippingMethod: method,
    label: LABELS.deliveryOptions[mode],
    order: DELIVERY_OPTION_ORDER[mode],
    estimatedDate: indiaDate(context.now, DELIVERY_DAYS[mode]),
  };
  if (method === "STOREPICK") {
    option.stores = pickupStores(context.reach, held, qty)
      .slice(0, PICKUP_STORES_LISTED)
      .map(toCheckoutStore);
  }
  return option;
}

/** What the shipping step shows of one product, and whether its kept method still holds. */
export interface ProductShippingView {
  product: BagProduct;
  /** A method was kept for it that is no longer open (stock moved, pincode changed). */
  stale: boolean;
}

export function shippingOfProduct(
  product: BagProduct,
  context: ShippingContext,
  kept: Selection["shippingMethods"][number] | undefined,
): ProductShippingView {
  const held = context.holdings.get(product.skuId) ?? [];
  const options = openMethods(context.reach, held, product.qty).map((method) =>
    optionOf(method, context, held, product.qty),
  );
  const chosen = kept && options.find((option) => option.shippingMethod === kept.shippingMethod);
  const store =
    chosen?.shippingMethod === "STOREPICK"
      ? pickupStores(context.reach, held, product.qty).find(({ centre }) => centre.id === kept?.storeId)
      : undefined;
  const valid = chosen && (chosen.shippingMethod !== "STOREPICK" || store);
  return {
    product: {
      ...product,
      serviceable: options.length > 0,
      deliveryOptions: options,
      ...(valid && chosen ? { shippingMethod: chosen.shippingMethod } : {}),
      ...(valid && store ? { storeId: store.centre.id, store: toCheckoutStore(store) } : {}),
    },
    // A pickup kept without its store is not yet a choice: the shopper is asked for a method.
    stale:
      kept !== undefined && !valid && !(kept.shippingMethod === "STOREPICK" && kept.storeId === undefined),
  };
}

/**
 * Why the shopper cannot go on from the shipping step (spec 3 §5 "Checkout gating", §8), in the order
 * a shopper fixes them: the bag's own block first, then the address, delivery to the pincode, methods.
 */
export function shippingBlock(input: {
  bagBlock: string | undefined;
  hasAddress: boolean;
  views: readonly ProductShippingView[];
}): string | undefined {
  if (input.bagBlock) return input.bagBlock;
  if (!input.hasAddress) return MESSAGES.checkout.selectAddress;
  if (input.views.some(({ product }) => !product.serviceable)) return MESSAGES.checkout.notServiceable;
  if (input.views.some(({ stale }) => stale)) return MESSAGES.checkout.deliveryNoLongerValid;
  if (input.views.some(({ product }) => !product.shippingMethod))
    return MESSAGES.checkout.selectDeliveryMethod;
  return undefined;
}
