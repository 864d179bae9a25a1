import { BANK_TRANSFER_FIELDS, type BankTransferField, type BankTransferFormValues } from "@odin/contracts";
import { type FormAnswer, formText } from "../../lib/form-answer";

/**
 * The bank-transfer ("NEFT") form's names (decision 26), shared by the browser and the route actions
 * that answer it: My Bank Details, and the return and cancel flows' "add bank-transfer details" step
 * (spec 3 §4). No zod here (decision 13).
 */
export const BANK_TRANSFER_INTENT = "neft-add";

/** The chooser's field: the neft id of the record the refund goes to (spec 3 §3). */
export const NEFT_ID_FIELD = "neftId";

export type BankTransferFormField = BankTransferField | typeof NEFT_ID_FIELD;

/** The action's answer: a success carries the saved record's id (`values.neftId`), a refusal what was typed. */
export type BankTransferAnswer = FormAnswer<BankTransferFormField>;

/** The form's fields as posted ("" for a field left out). */
export function postedBankTransfer(form: FormData): BankTransferFormValues {
  return Object.fromEntries(
    BANK_TRANSFER_FIELDS.map((field) => [field, formText(form, field).slice(0, 200)]),
  ) as BankTransferFormValues;
}
