/** Fixed labels the spec gives (buttons, headings, link texts). */

export const checkout = {
  stepShipping: "Step 1 of 2: Shipping",
  stepPayment: "Step 2 of 2: Payment",
  couponGoBack: "Go back",
  proceedWithoutCoupon: "Proceed without coupon",
  deliveryDelayTitle: "Important",
} as const;
/** The checkout pages (spec 3 §2; spec 2 §2 the compact checkout footer). Wording not given by the spec. */
export const checkoutPage = {
  steps: "Checkout steps",
  shippingTitle: "Shipping",
  paymentTitle: "Payment",
  deliveryAddress: "Delivery address",
  pincode: "Delivery pincode",
  checkPincode: "CHECK",
  deliverHere: "DELIVER HERE",
  deliveryMethods: "Delivery method",
  /** Fill with `formatMessage.checkoutMethodsOf`. */
  methodsOf: "Delivery method for {name}",
  chooseStore: "Choose the store",
  /** Fill with `formatMessage.checkoutOpeningHours`. */
  openingHours: "Open {hours}",
  notServiceable: "Not deliverable to this pincode",
  continue: "CONTINUE",
  summary: "Order summary",
  securePayments: "100% secure payments",
  genuineProducts: "Genuine products from the brands",
  easyReturns: "Easy 15-day returns",
  loginHeading: "Checkout",
} as const;
/** The address form and cards (spec 3 §2 Addresses, §3 Address). Wording not given by the spec. */
export const address = {
  addNew: "ADD NEW ADDRESS",
  addTitle: "Add a new address",
  editTitle: "Edit address",
  firstName: "First name",
  lastName: "Last name",
  address: "Address (house no., building, street, area)",
  landmark: "Landmark (optional)",
  mobileNumber: "Mobile number",
  alternateNumber: "Alternate mobile number (optional)",
  pincode: "Pincode",
  cityStateHint: "City and state are filled in from the pincode.",
  makeDefault: "Make this my default address",
  save: "SAVE ADDRESS",
  cancel: "CANCEL",
  edit: "EDIT",
  delete: "DELETE",
  setDefault: "MAKE DEFAULT",
  defaultBadge: "Default",
  phone: "Phone",
  savedAddresses: "Saved addresses",
} as const;
