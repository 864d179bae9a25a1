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

export const returns = {
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
} as const;
export const bankTransfer = {
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
} as const;
export const exchange = {
  genericError: "Oops! Something went wrong.", // s3 §8
  requestSent: "We'll get back to you within 5-6 business hours (9AM-10PM).", // wording not given by the spec
  notEligible: "This item cannot be exchanged.", // wording not given by the spec
  unavailableSize: "Please choose another size of this product.", // wording not given by the spec
} as const;
