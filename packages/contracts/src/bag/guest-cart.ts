import { z } from "zod";
import { boundedInt, id } from "../shared/primitives";
import { BAG } from "./constants";

/**
 * The guest bag's copy under the spec's key `cart-guest` (spec 3 §3, §6): a list of skuId and qty. The
 * bag itself lives on the server (decision 27); the storefront writes this copy after every answer for
 * a guest, for clients that read the key, and removes it at sign-in and sign-out.
 */
export const guestCartItem = z.object({
  skuId: id,
  qty: boundedInt(1, BAG.maxQuantityPerItem),
});
export type GuestCartItem = z.infer<typeof guestCartItem>;
