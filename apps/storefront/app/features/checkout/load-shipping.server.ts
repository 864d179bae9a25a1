import type { Address, CheckoutResponse, Problem } from "@odin/contracts";
import { type AppLoadContext, data, redirect } from "react-router";
import { PRIVATE_NO_STORE } from "../../lib/private-page";
import { SHIPPING_PAGE } from "./checkout-coupon.server";
import { CHECKOUT_PATHS } from "./checkout-forms";
import { toCheckoutEntry } from "./shipping-actions.server";

export interface ShippingData {
  bag: CheckoutResponse;
  /** The shopper's addresses at the delivery pincode (spec 3 §4: the chooser is within the pincode). */
  addresses: Address[];
}

/** The shipping step's read: the bag with its kept choices and delivery options, and the address book. */
const SHIPPING_READ = { ...SHIPPING_PAGE, type: "read" } as const;

/**
 * The shipping step of the signed-in shopper (a guest goes to the checkout's entry, an empty bag to the
 * bag page, spec 3 §5 "Shipping is valid only when the bag has items").
 */
export async function loadShipping(context: AppLoadContext): Promise<ShippingData> {
  if (!context.shopper) throw toCheckoutEntry();
  const [bag, book] = await Promise.all([
    context.services.bag.checkout(SHIPPING_READ),
    context.services.addresses.list(),
  ]);
  if (!bag.ok) throw refusedRead(bag.problem);
  if (!book.ok) throw refusedRead(book.problem);
  if (bag.value.products.length === 0) throw toBag();
  const pincode = bag.value.pincode;
  const addresses = book.value.addresses.filter((address) => address.pincode === pincode);
  return { bag: bag.value, addresses };
}

/** A read the services refused: nobody signed in any more, else an error page. */
export function refusedRead(problem: Problem): Response | ReturnType<typeof data> {
  if (problem.name === "signInRequired") return toCheckoutEntry();
  return data(problem.detail, { status: 500, headers: { "Cache-Control": PRIVATE_NO_STORE } });
}

export const toBag = () => redirect(CHECKOUT_PATHS.bag, { headers: { "Cache-Control": PRIVATE_NO_STORE } });
