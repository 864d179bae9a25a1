import { formatMessage, LABELS, MESSAGES } from "../messages";
import { PATTERNS } from "../shared/patterns";
import { BANK_TRANSFER } from "./constants";

/**
 * The bank-transfer ("NEFT") form's rules of spec 3 §5 as plain functions (decision 13): each answers
 * the message of the first rule its field breaks, or undefined. The form in the browser and the route
 * actions call them; the zod schema of `bank-transfer.ts` is built on them, so `POST /api/neft` checks
 * the same rules with the same messages, and no zod reaches the browser.
 */

/** The form's fields, in the order the form shows them and the rules report them. */
export const BANK_TRANSFER_FIELDS = [
  "accountHolderName",
  "bankName",
  "accountNumber",
  "confirmAccountNumber",
  "branchName",
  "ifscCode",
  "accountType",
] as const;
export type BankTransferField = (typeof BANK_TRANSFER_FIELDS)[number];

/** The form as typed (a field left out is ""). */
export type BankTransferFormValues = Record<BankTransferField, string>;
export type BankTransferFieldErrors = Partial<Record<BankTransferField, string>>;

export const BANK_ACCOUNT_TYPES = [
  BANK_TRANSFER.accountTypes.savings,
  BANK_TRANSFER.accountTypes.current,
] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

/** Printable text on one line: letters, digits, spaces and the punctuation bank and branch names carry. */
const NAME_CHARACTERS = /^[A-Za-z0-9 &.,'()/-]*$/;
const ALPHANUMERIC = /^[A-Za-z0-9]+$/;

const tooShort = (value: string) => value.replace(/\s/g, "").length < BANK_TRANSFER.nameMinChars;
const tooLong = (value: string) =>
  value.length > BANK_TRANSFER.nameMaxChars
    ? formatMessage.maxCharacters(BANK_TRANSFER.nameMaxChars)
    : undefined;

/** The account holder: given, letters and spaces only, at least the minimum length. */
export function accountHolderProblem(value: string): string | undefined {
  const name = value.trim();
  if (name === "") return formatMessage.enterYourField(LABELS.bankTransfer.accountHolderName);
  if (!PATTERNS.lettersAndSpaces.test(name)) return MESSAGES.bankTransfer.alphabetsOnly;
  if (tooShort(name)) return MESSAGES.bankTransfer.nameTooShort;
  return tooLong(name);
}

/** A bank or branch name: given, at least the minimum length, one line of name characters. */
function placeNameProblem(label: string) {
  return (value: string): string | undefined => {
    const name = value.trim();
    if (name === "") return formatMessage.enterYourField(label);
    if (!NAME_CHARACTERS.test(name)) return MESSAGES.bankTransfer.nameCharacters;
    if (tooShort(name)) return MESSAGES.bankTransfer.nameTooShort;
    return tooLong(name);
  };
}

export const bankNameProblem = placeNameProblem(LABELS.bankTransfer.bankName);
export const branchNameProblem = placeNameProblem(LABELS.bankTransfer.branchName);

/** The account number: given, no whitespace (letters and digits only), at most 18 characters. */
export function accountNumberProblem(value: string): string | undefined {
  if (value === "" || !PATTERNS.noWhitespace.test(value) || !ALPHANUMERIC.test(value))
    return MESSAGES.bankTransfer.enterAccountNumber;
  if (value.length > BANK_TRANSFER.accountNumberMaxDigits)
    return formatMessage.maxCharacters(BANK_TRANSFER.accountNumberMaxDigits);
  if (value.length < BANK_TRANSFER.accountNumberMinChars) return MESSAGES.bankTransfer.enterAccountNumber;
  return undefined;
}

/** The confirmation: the same account number, character for character. */
export function confirmAccountNumberProblem(value: string, accountNumber: string): string | undefined {
  return value === accountNumber ? undefined : MESSAGES.bankTransfer.sameAccountNumber;
}

/** The IFSC, upper-cased as the form sends it: 4 letters, a 0, then 6 letters or digits. */
export const normalisedIfsc = (value: string) => value.trim().toUpperCase();

export function ifscProblem(value: string): string | undefined {
  return PATTERNS.ifsc.test(normalisedIfsc(value)) ? undefined : MESSAGES.bankTransfer.invalidIfsc;
}

export function accountTypeProblem(value: string): string | undefined {
  return (BANK_ACCOUNT_TYPES as readonly string[]).includes(value)
    ? undefined
    : MESSAGES.bankTransfer.chooseAccountType;
}

/**
 * The whole form: `{ field: message }` for every field breaking a rule, in the form's order (a missing
 * field counts as empty). Empty when the details can be saved.
 */
export function bankTransferFormErrors(form: Partial<BankTransferFormValues>): BankTransferFieldErrors {
  const value = (field: BankTransferField) => form[field] ?? "";
  const found: BankTransferFieldErrors = {
    accountHolderName: accountHolderProblem(value("accountHolderName")),
    bankName: bankNameProblem(value("bankName")),
    accountNumber: accountNumberProblem(value("accountNumber")),
    confirmAccountNumber: confirmAccountNumberProblem(value("confirmAccountNumber"), value("accountNumber")),
    branchName: branchNameProblem(value("branchName")),
    ifscCode: ifscProblem(value("ifscCode")),
    accountType: accountTypeProblem(value("accountType")),
  };
  const errors: BankTransferFieldErrors = {};
  for (const field of BANK_TRANSFER_FIELDS) {
    const problem = found[field];
    if (problem) errors[field] = problem;
  }
  return errors;
}

/** How a saved account number is shown: the mask and its last four characters (XXXXXXXX1234). */
export const maskedAccountNumber = (lastFour: string) => `${BANK_TRANSFER.mask}${lastFour}`;
