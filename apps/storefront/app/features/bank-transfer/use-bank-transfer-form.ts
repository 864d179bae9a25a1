import {
  BANK_TRANSFER_FIELDS,
  type BankTransferFieldErrors,
  type BankTransferFormValues,
  bankTransferFormErrors,
} from "@odin/contracts";
import { type FormEvent, useCallback, useEffect, useState } from "react";
import { focusField } from "../../ui/field";
import type { BankTransferAnswer } from "./bank-transfer-forms";

export const fieldId = (idPrefix: string, field: string) => `${idPrefix}-${field}`;

export const firstInvalid = (errors: BankTransferFieldErrors) =>
  BANK_TRANSFER_FIELDS.find((field) => errors[field]);

/** The form's fields as typed in the page (the account type: the checked radio, else ""). */
function typed(form: HTMLFormElement): BankTransferFormValues {
  const data = new FormData(form);
  return Object.fromEntries(
    BANK_TRANSFER_FIELDS.map((field) => {
      const value = data.get(field);
      return [field, typeof value === "string" ? value : ""];
    }),
  ) as BankTransferFormValues;
}

/** The id a field's focus goes to: the account type's first radio. */
const focusId = (idPrefix: string, errors: BankTransferFieldErrors) => {
  const field = firstInvalid(errors);
  if (!field) return undefined;
  return field === "accountType" ? fieldId(idPrefix, "accountType-SB") : fieldId(idPrefix, field);
};

/**
 * State of the bank-transfer form, which a route action answers (decision 26). Once hydrated, the rules
 * of spec 3 §5 run on submit before anything is posted, and again as the shopper types after a first
 * attempt; the first invalid field takes the focus. The action checks the same rules, so a form posted
 * before the scripts run gets the same messages back with what was typed.
 */
export function useBankTransferForm(idPrefix: string, answer: BankTransferAnswer | undefined) {
  const refusal = answer && !answer.ok ? answer : undefined;
  const [errors, setErrors] = useState<BankTransferFieldErrors>(refusal?.fieldErrors ?? {});
  const [attempted, setAttempted] = useState(false);

  useEffect(() => {
    if (!answer) return;
    const found = answer.ok ? {} : answer.fieldErrors;
    setErrors(found);
    focusField(focusId(idPrefix, found));
  }, [answer, idPrefix]);

  function recheck(form: HTMLFormElement): void {
    if (attempted) setErrors(bankTransferFormErrors(typed(form)));
  }

  function check(event: FormEvent<HTMLFormElement>): void {
    const found = bankTransferFormErrors(typed(event.currentTarget));
    setErrors(found);
    setAttempted(true);
    if (firstInvalid(found)) {
      event.preventDefault();
      focusField(focusId(idPrefix, found));
    }
  }

  const clear = useCallback(() => {
    setErrors({});
    setAttempted(false);
  }, []);

  return { errors, message: refusal?.message, check, recheck, clear };
}
