import { bankTransferFormErrors, bankTransferInput, MESSAGES, type NeftDetail } from "@odin/contracts";
import { type AppLoadContext, data } from "react-router";
import { refused } from "../../lib/form-answer.server";
import {
  BANK_TRANSFER_INTENT,
  type BankTransferAnswer,
  type BankTransferFormField,
  NEFT_ID_FIELD,
  postedBankTransfer,
} from "./bank-transfer-forms";

/**
 * Saves bank-transfer details posted by the form (addNEFT, spec 3 §7) for the shopper the request's
 * cookies name: the form's rules (the functions the browser checks with), then the API's own schema,
 * then the same service as `POST /api/neft`. The saved record, or the refusal, is the answer; the
 * return and cancel flows call this from their route's action for their "add bank-transfer details"
 * step and select the record the answer names (`savedNeft`).
 */
export async function saveBankTransfer(form: FormData, context: AppLoadContext) {
  const intent = BANK_TRANSFER_INTENT;
  const typed = postedBankTransfer(form);
  const values: Partial<Record<BankTransferFormField, string>> = typed;
  const fieldErrors = bankTransferFormErrors(typed);
  if (Object.keys(fieldErrors).length > 0) return { answer: refused(intent, { fieldErrors, values }) };
  const input = bankTransferInput.safeParse(typed);
  if (!input.success) return { answer: refused(intent, { message: input.error.issues[0]?.message, values }) };
  const saved = await context.services.bankTransfer.add(input.data);
  if (!saved.ok)
    return {
      answer: refused(intent, { message: saved.problem.detail, values }, saved.problem.status),
    };
  const answer = data<BankTransferAnswer>({
    intent,
    ok: true,
    message: MESSAGES.returns.changesSaved,
    values: { [NEFT_ID_FIELD]: String(saved.value.id) },
  });
  return { answer, saved: saved.value as NeftDetail | undefined };
}
