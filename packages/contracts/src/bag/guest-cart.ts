import { z } from "zod";
import { boundedInt, id } from "../shared/primitives";
import { BAG } from "./constants";

/**
 * One line of the guest bag the browser keeps under `cart-guest` (spec 3 §3, §6): a size, its style
 * and how many, at most BAG.maxQuantityPerItem. The browser reads it by hand (decision 13); the bag
 * call that prices it (the bag issue) validates it with this schema.
 */
export const guestCartItem = z.object({
  skuId: id,
  styleId: id,
  quantity: boundedInt(1, BAG.maxQuantityPerItem),
});
export type GuestCartItem = z.infer<typeof guestCartItem>;
