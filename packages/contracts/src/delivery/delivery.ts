import { z } from "zod";
import { id, idParam } from "../shared/primitives";
import { pincodeInput } from "./pincode";

/**
 * Delivery to a pincode (spec 2 §2, §3; API.md `GET /api/shipping/pincodeDetails`, `/api/delivery_info`,
 * `POST /api/shipping/v3/stores`): the pincode look-up, a size's delivery options and the stores
 * holding it.
 */

/** A missing pincode reads as empty, so every broken rule answers with its spec 2 §5 message. */
const pincodeParam = pincodeInput.prefault("");

export const pincodeQuery = z.object({ pincode: pincodeParam });

export const pincodeDetails = z.object({
  pincode: z.string(),
  city: z.string(),
  district: z.string(),
  state: z.string(),
  serviceable: z.boolean(),
});
export type PincodeDetails = z.infer<typeof pincodeDetails>;

export const deliveryOptionType = z.enum(["pickup", "sameDay", "nextDay", "standard"]);
export type DeliveryOptionType = z.infer<typeof deliveryOptionType>;

export const deliveryOption = z.object({
  type: deliveryOptionType,
  /** Display order of spec 2 §2: pickup 0, same day 1, next day 2, standard 3. */
  order: z.number().int(),
  label: z.string(),
  /** Day the parcel arrives or can be collected, ISO date (yyyy-mm-dd). */
  estimatedDate: z.string(),
  /** Pickup: the nearest store holding the size. */
  store: z.object({ code: z.string(), name: z.string(), distance: z.number() }).optional(),
});
export type DeliveryOption = z.infer<typeof deliveryOption>;

export const deliveryInfoQuery = z.object({
  pincode: pincodeParam,
  skuId: idParam,
  defaultRequired: z.enum(["true", "false"]).default("true"),
});

export const deliveryInfo = z.object({
  pincode: z.string(),
  city: z.string(),
  serviceable: z.boolean(),
  skuId: z.number().int(),
  /** Sorted by `order`; empty when the size cannot reach the pincode. */
  deliveryOptions: z.array(deliveryOption),
});
export type DeliveryInfo = z.infer<typeof deliveryInfo>;

export const storesRequest = z.object({
  skuId: id,
  pincode: pincodeParam,
});

export const storeWithStock = z.object({
  code: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  pincode: z.string(),
  phone: z.string().optional(),
  openingHours: z.string(),
  /** Kilometres, one decimal. */
  distance: z.number(),
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }),
  quantity: z.number().int(),
});

export const storesResponse = z.object({
  currentLocation: z.object({ coordinates: z.object({ latitude: z.number(), longitude: z.number() }) }),
  /** Stores within the omni radius holding the sku, nearest first. */
  stores: z.array(storeWithStock),
});
export type StoresResponse = z.infer<typeof storesResponse>;
