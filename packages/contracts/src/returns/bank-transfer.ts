import { z } from "zod";
import { formatMessage, LABELS, MESSAGES } from "../messages";
import {
  accountHolderProblem,
  accountNumberProblem,
  accountTypeProblem,
  BANK_ACCOUNT_TYPES,
  type BankAccountType,
  bankNameProblem,
  branchNameProblem,
  ifscProblem,
  normalisedIfsc,
} from "./bank-transfer-rules";

/**
 * Bank-transfer ("NEFT") details, the refund destination of cash-on-delivery returns and cancellations
 * (spec 3 §3 "Bank-transfer details", §4, §5, §7 addNEFT; API.md `GET`,`POST /api/neft`). Every field is
 * checked by its rule in `bank-transfer-rules.ts`, with the spec's message. A saved account number is
 * never answered: only its mask and last four characters.
 */

/** A text field checked by one of the rules (which also refuse control characters). */
const ruled = (rule: (value: string) => string | undefined, missing: string) =>
  z.string({ error: missing }).superRefine((value, context) => {
    const problem = rule(value);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

const enterYour = (label: string) => formatMessage.enterYourField(label);

/** The form as the shopper fills it in (addNEFT). Names trimmed, the IFSC upper-cased. */
export const bankTransferInput = z
  .object({
    accountHolderName: ruled(
      accountHolderProblem,
      enterYour(LABELS.bankTransfer.accountHolderName),
    ).transform((value) => value.trim()),
    bankName: ruled(bankNameProblem, enterYour(LABELS.bankTransfer.bankName)).transform((value) =>
      value.trim(),
    ),
    accountNumber: ruled(accountNumberProblem, MESSAGES.bankTransfer.enterAccountNumber),
    // Not an account number itself: it cannot be the same one.
    confirmAccountNumber: ruled(
      (value) => (accountNumberProblem(value) ? MESSAGES.bankTransfer.sameAccountNumber : undefined),
      MESSAGES.bankTransfer.sameAccountNumber,
    ),
    branchName: ruled(branchNameProblem, enterYour(LABELS.bankTransfer.branchName)).transform((value) =>
      value.trim(),
    ),
    ifscCode: ruled(ifscProblem, MESSAGES.bankTransfer.invalidIfsc).transform(normalisedIfsc),
    accountType: ruled(accountTypeProblem, MESSAGES.bankTransfer.chooseAccountType).transform(
      (value) => value as BankAccountType,
    ),
  })
  .superRefine((form, context) => {
    if (form.confirmAccountNumber !== form.accountNumber)
      context.addIssue({
        code: "custom",
        path: ["confirmAccountNumber"],
        message: MESSAGES.bankTransfer.sameAccountNumber,
      });
  });
export type BankTransferInput = z.infer<typeof bankTransferInput>;

/** A saved record as every answer shows it: the account number masked (XXXXXXXX1234), never whole. */
export const neftDetail = z.object({
  /** The neft id a return or cancel request names (spec 3 §3). */
  id: z.int(),
  accountHolderName: z.string(),
  bankName: z.string(),
  branchName: z.string(),
  ifscCode: z.string(),
  accountType: z.enum(BANK_ACCOUNT_TYPES),
  /** The mask and the last four characters, e.g. XXXXXXXX1234. */
  accountNumber: z.string(),
  /** ISO 8601. */
  createdDate: z.string(),
});
export type NeftDetail = z.infer<typeof neftDetail>;

/** `GET /api/neft`: the shopper's saved records, most recently added or used first (spec 3 §3 neftDetailList). */
export const neftListResponse = z.object({ neftDetailList: z.array(neftDetail) });
export type NeftListResponse = z.infer<typeof neftListResponse>;
