import { fill } from "../shared/fill";
import * as labels from "./labels";
import * as messages from "./messages";

/** Fills the templates of ./messages.ts and ./labels.ts, so the wording stays in one place. */

/** "You can save up to 20 addresses. Please delete one to add another." */
export const addressLimit = (n: number) => fill(messages.address.limitReached, [["{n}", n]]);
export const checkoutPincodeSaved = (pincode: string) =>
  fill(messages.checkout.pincodeSaved, [["{pincode}", pincode]]);
export const checkoutNoAddressAt = (pincode: string) =>
  fill(messages.checkout.noAddressAtPincode, [["{pincode}", pincode]]);
export const checkoutMethodsOf = (name: string) => fill(labels.checkoutPage.methodsOf, [["{name}", name]]);
export const checkoutOpeningHours = (hours: string) =>
  fill(labels.checkoutPage.openingHours, [["{hours}", hours]]);
