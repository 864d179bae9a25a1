/**
 * The checkout slice of MESSAGES and LABELS: the checkout steps and delivery addresses. `../messages.ts`
 * composes the slices into `MESSAGES`, `LABELS` and `formatMessage`: import those, not this file.
 *
 * Every shopper-facing message of the spec, once, with the spec's exact wording (typos and odd spacing
 * included: support scripts and analytics refer to them). Spec references: "s1 §8" means
 * `spec/1-account-and-session.md` section 8, and so on.
 *
 * Where the spec says a message exists but does not give its wording, the text is ours and the line is marked
 * `// wording not given by the spec`. Templates keep their spec placeholders (`{n}`, `$count`, `(n-2)`); fill
 * them through `formatMessage`, never by hand.
 */

export const checkout = {
  removeOutOfStock: "Please remove out of stock items to continue", // s3 §8
  notServiceable:
    "Sorry! One or more items are not serviceable to your pincode. Try removing them to continue", // s3 §8
  selectDeliveryMethod: "Select Delivery method for each product", // s3 §8
  selectAddress: "Please select a delivery address", // s3 §8
  deliveryNoLongerValid: "Oops, one of your delivery selected isn't valid anymore", // s3 §8
  orderIdMissing: "This orderId doesn't exist", // s3 §8
  invalidCoupon: "This coupon is not valid for your bag.", // wording not given by the spec
  bagChanged: "Your bag has changed. Please review it before placing the order.", // wording not given by the spec
  priceChanged: "The prices in your bag have changed. Please review the total before placing the order.", // wording not given by the spec
  idempotencyKeyRequired: "Send an Idempotency-Key header of 8 to 100 letters, digits, - or _.", // wording not given by the spec
  idempotencyKeyReused: "This Idempotency-Key was already used for a different order.", // wording not given by the spec
  /** The shipping step's answers (s3 §2 Checkout, Shipping step). Fill with `formatMessage.checkoutPincodeSaved`. */
  pincodeSaved: "We will deliver to pincode {pincode}.", // wording not given by the spec
  addressChosen: "Your order will be delivered to this address.", // wording not given by the spec
  /** Fill with `formatMessage.checkoutNoAddressAt`. */
  noAddressAtPincode: "You have no saved address at pincode {pincode}. Please add one.", // wording not given by the spec
  noPincode: "Enter the pincode to deliver to, or add a new address.", // wording not given by the spec
  /** Title "Important" in LABELS; text of the delivery-delay notice (flag off) (s3 §8). */
  deliveryDelay: "Delivery timelines may vary in some areas because of government restrictions.", // wording not given by the spec
} as const;
export const address = {
  invalidCharacters: "We allow only the following characters - a-z, 0-9, -/#().' and ,", // s3 §5
  enterAddress: "Please enter your address.", // s3 §5
  nameLettersOnly: "Name must have only alpabets", // s3 §5
  nameMinLength: "Plug in atleast 3 characters.", // s3 §5
  invalidPhone: "Please enter a valid Phone number.", // s3 §5
  mandatoryFields: "Please fill all the mandatory fields", // s3 §5
  /** The address book's answers (spec 3 §2 Addresses, §4). */
  added: "Your new address has been saved.", // wording not given by the spec
  updated: "Your address has been updated.", // wording not given by the spec
  removed: "The address has been deleted.", // wording not given by the spec
  defaultChanged: "This is now your default delivery address.", // wording not given by the spec
  notFound: "We could not find this address. It may have been deleted.", // wording not given by the spec
  /** Template; fill with `formatMessage.addressLimit`. */
  limitReached: "You can save up to {n} addresses. Please delete one to add another.", // wording not given by the spec
  /** My Addresses with nothing saved yet. */
  noneSaved: "You have not saved any addresses yet. Add one now and checkout will be quicker.", // wording not given by the spec
} as const;
