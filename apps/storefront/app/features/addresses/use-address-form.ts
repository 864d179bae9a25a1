import {
  ADDRESS_FIELDS,
  type AddressFieldErrors,
  type AddressFormValues,
  addressFormErrors,
} from "@odin/contracts";
import { type FormEvent, useCallback, useEffect, useState } from "react";
import { fieldValue, focusField } from "../../ui/field";
import type { AddressAnswer } from "./address-forms";

/** The address fields of a form in the page, as typed. */
function typedAddress(form: HTMLFormElement): AddressFormValues {
  return Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [field, fieldValue(form, field)]),
  ) as AddressFormValues;
}

/** The first field of the form's order with a message. */
export const firstInvalid = (errors: AddressFieldErrors) => ADDRESS_FIELDS.find((field) => errors[field]);

export const fieldId = (idPrefix: string, field: string) => `${idPrefix}-${field}`;

/**
 * State of an address form, which a route action answers (decision 26). Once hydrated, the rules of
 * spec 3 §5 run on submit before anything is posted, and again as the shopper types after a first
 * attempt; the first invalid field takes the focus. The action checks the same rules, so a form posted
 * before the scripts run gets the same messages back with what was typed.
 */
export function useAddressForm(idPrefix: string, answer: AddressAnswer | undefined) {
  const refusal = answer && !answer.ok ? answer : undefined;
  const [errors, setErrors] = useState<AddressFieldErrors>(refusal?.fieldErrors ?? {});
  const [attempted, setAttempted] = useState(false);

  // The server's answer to the latest post replaces what the browser had found.
  useEffect(() => {
    if (!answer) return;
    const found = answer.ok ? {} : answer.fieldErrors;
    setErrors(found);
    focusField(firstFieldId(idPrefix, found));
  }, [answer, idPrefix]);

  function recheck(form: HTMLFormElement): void {
    if (attempted) setErrors(addressFormErrors(typedAddress(form)));
  }

  /** Lets a valid form go to the action; keeps an invalid one back, with its messages. */
  function check(event: FormEvent<HTMLFormElement>): void {
    const found = addressFormErrors(typedAddress(event.currentTarget));
    setErrors(found);
    setAttempted(true);
    if (firstInvalid(found)) {
      event.preventDefault();
      focusField(firstFieldId(idPrefix, found));
    }
  }

  const clear = useCallback(() => {
    setErrors({});
    setAttempted(false);
  }, []);

  return { errors, message: refusal?.message, check, recheck, clear };
}

function firstFieldId(idPrefix: string, errors: AddressFieldErrors): string | undefined {
  const field = firstInvalid(errors);
  return field ? fieldId(idPrefix, field) : undefined;
}
