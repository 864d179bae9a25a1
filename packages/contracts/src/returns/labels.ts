/** Fixed labels the spec gives (buttons, headings, link texts). */

/** The return flow's page (s3 §4: reason, modes, refund, complete). // wording not given by the spec */
export const returns = {
  title: "RETURN ITEM",
  reasonStep: "Why are you returning this item?",
  comment: "Comments (optional)",
  /** Fill with `formatMessage.returnCommentCount`. */
  commentCount: "{count}/{max}",
  modeStep: "How would you like to return it?",
  addressStep: "Pick up from",
  refundStep: "Refund",
  completeStep: "Return requested",
  modes: { REVERSEPICKUP: "Reverse Pickup", SELFSHIP: "Self Ship" },
  destinations: {
    source: "To your original payment method",
    loyalty: "As loyalty points",
    bankTransfer: "By bank transfer",
  },
  totalRefund: "Total refund",
  returnId: "Return ID",
  consignmentId: "Consignment ID",
  next: "CONTINUE",
  startAgain: "Start again",
  submit: "RETURN ITEM",
  downloadForm: "DOWNLOAD RETURN FORM",
  backToOrder: "Back to order",
  selfShipInstructions:
    "Pack the item with its tags and send it to the address below. Write the return ID on the parcel.",
  formTitle: "RETURN FORM",
  form: {
    orderId: "Order ID",
    requestedOn: "Requested on",
    item: "Item",
    reason: "Reason",
    mode: "Return mode",
    returnTo: "Return to",
    howToPack: "How to pack",
  },
  formInstructions:
    "Pack the item unwashed and undamaged, with its tags intact, in its original packing if you have it. Print this form, put it inside the parcel and write the return ID on the outside. Hand the parcel to the courier at pickup.",
} as const;
/** The exchange page (s3 §4). // wording not given by the spec */
export const exchange = {
  title: "EXCHANGE ITEM",
  sizeRequested: "Size you want",
  submit: "REQUEST EXCHANGE",
  backToOrder: "Back to order",
} as const;
export const bankTransfer = {
  savings: "Savings",
  current: "Current",
  // The form's field labels; the first three are also the {field} of "Please enter your {field}" (s3 §5).
  accountHolderName: "Account Holder Name",
  bankName: "Bank Name",
  branchName: "Branch Name",
  accountNumber: "Account Number",
  confirmAccountNumber: "Confirm Account Number",
  ifscCode: "IFSC Code",
  accountType: "Account Type",
  title: "Bank Details", // wording not given by the spec
  add: "Add Bank Details", // wording not given by the spec
  save: "Save", // wording not given by the spec
  refundTo: "Refund to", // wording not given by the spec
  none: "You have not saved any bank details yet.", // wording not given by the spec
} as const;
