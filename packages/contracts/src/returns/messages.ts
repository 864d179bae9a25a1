/**
 * The returns slice of MESSAGES and LABELS: returns, exchanges and refunds to a bank account.
 * `../messages.ts` composes the slices into `MESSAGES`, `LABELS` and `formatMessage`: import those, not this
 * file.
 *
 * Every shopper-facing message of the spec, once, with the spec's exact wording (typos and odd spacing
 * included: support scripts and analytics refer to them). Spec references: "s1 §8" means
 * `spec/1-account-and-session.md` section 8, and so on.
 *
 * Where the spec says a message exists but does not give its wording, the text is ours and the line is marked
 * `// wording not given by the spec`. Templates keep their spec placeholders (`{n}`, `$count`, `(n-2)`); fill
 * them through `formatMessage`, never by hand.
 */
import { fill } from "../shared/fill";
import { RETURNS } from "./constants";

export const messages = {
  returns: {
    notEligibleForPickup: "Not eligible for Pickup", // s3 §8
    changesSaved: "Your changes have been saved .", // s3 §8 (space before the period is the spec's)
    genericError: "Oops! Something went wrong.", // s3 §8
    /** Replaces the original's fallback to placeholder data (spec README, "known defects"). */
    submitFailed: "We could not submit your return. Please try again.", // wording not given by the spec
    notReturnable: "This item cannot be returned.", // wording not given by the spec
    chooseReason: "Please choose a reason for your return.", // wording not given by the spec
    chooseAddress: "Please choose the address to pick the item up from.", // wording not given by the spec
    selfShipOff: "Please choose a pickup for this return.", // wording not given by the spec
    wrongCentre: "This item goes back to another place. Please start your return again.", // wording not given by the spec
    notFound: "We could not find this return.", // wording not given by the spec
  },
  bankTransfer: {
    alphabetsOnly: "Alphabets only, please", // s3 §5
    /** Fill with `formatMessage.enterYourField` (s3 §5). */
    enterYourField: "Please enter your {field}",
    enterAccountNumber: "Please enter your Account Number!", // s3 §5
    sameAccountNumber: "Please enter the same Account Number!", // s3 §5
    invalidIfsc: "Not a valid IFSC Code, please check", // s3 §5
    nameTooShort: "Please enter at least 3 characters.", // wording not given by the spec
    saveFailed: "We could not save your bank details. Please try again.", // wording not given by the spec
    nameCharacters: "Please use only letters, digits, spaces and & . , ' ( ) / -", // wording not given by the spec
    chooseAccountType: "Please choose Savings or Current.", // wording not given by the spec
    /** Fill with `formatMessage.bankTransferLimit`. */
    limitReached: "You can keep up to {n} bank accounts.", // wording not given by the spec
    tooManySaves: "You have added bank details too often. Please try again later.", // wording not given by the spec
    notFound: "These bank details are no longer saved.", // wording not given by the spec
    chooseRecord: "Please choose the bank account for your refund.", // wording not given by the spec
  },
  exchange: {
    genericError: "Oops! Something went wrong.", // s3 §8
    requestSent: "We'll get back to you within 5-6 business hours (9AM-10PM).", // wording not given by the spec
    notEligible: "This item cannot be exchanged.", // wording not given by the spec
    unavailableSize: "Please choose another size of this product.", // wording not given by the spec
  },
} as const;

/** Fixed labels the spec gives (buttons, headings, link texts). */
export const labels = {
  /** The return flow's page (s3 §4: reason, modes, refund, complete). // wording not given by the spec */
  returns: {
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
  },
  /** The exchange page (s3 §4). // wording not given by the spec */
  exchange: {
    title: "EXCHANGE ITEM",
    sizeRequested: "Size you want",
    submit: "REQUEST EXCHANGE",
    backToOrder: "Back to order",
  },
  bankTransfer: {
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
  },
} as const;

/** Fills the templates above, so the wording stays in one place. */
export const formats = {
  returnCommentCount: (count: number) =>
    fill(labels.returns.commentCount, [
      ["{count}", String(count)],
      ["{max}", String(RETURNS.returnCommentMaxChars)],
    ]),
  /** "Please enter your Bank Name" (s3 §5). */
  enterYourField: (field: string) => fill(messages.bankTransfer.enterYourField, [["{field}", field]]),
  /** "You can keep up to 10 bank accounts." */
  bankTransferLimit: (n: number) => fill(messages.bankTransfer.limitReached, [["{n}", n]]),
} as const;
