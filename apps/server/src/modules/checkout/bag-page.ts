import type { StorefrontServices } from "@odin/contracts";
import type { PageRequest } from "../../platform/composition";
import type { BagOwner, BagService } from "../bag";
import { bagOwnerOf } from "../bag";
import type { CheckoutService } from "./checkout.service";

/**
 * The bag of server-rendered pages and their form actions (decisions 26, 27): the same service as
 * `POST /api/checkout` (the checkout module's, which adds the shipping step), for the shopper or guest
 * the request's cookies name. The owner is settled
 * once per request, so a page rendered after a form created a guest bag shows that bag.
 */
export function bagPage(bag: BagService, checkout: Pick<CheckoutService, "checkout">) {
  return ({ request, reply, shopper }: PageRequest): StorefrontServices["bag"] => {
    let settled: BagOwner | null | undefined;
    const ownerOf = async (create: boolean) => {
      if (settled === undefined || (settled === null && create)) {
        settled = await bagOwnerOf(bag, request, reply, shopper?.userId ?? null, create);
      }
      return settled;
    };
    return {
      checkout: async (body) =>
        checkout.checkout(await ownerOf(body.type === "update" && body.page === "myBag"), body),
      count: async () => bag.count(await ownerOf(false)),
      coupons: async () => bag.coupons(await ownerOf(false)),
      deliveryCharges: () => bag.deliveryCharges(),
    };
  };
}
