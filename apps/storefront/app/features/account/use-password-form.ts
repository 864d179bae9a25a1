import { type RefObject, useRef, useState } from "react";
import { type FieldErrors, firstInvalidField, type PasswordFieldName } from "./password-forms";

/**
 * Error state shared by the password forms: rules run on submit; after a first attempt they run again
 * as the shopper types, so a fixed field loses its message at once. On a failed submit the first
 * invalid field takes the focus, and its label, state and message are read out.
 */
export function usePasswordForm(validate: (form: HTMLFormElement) => FieldErrors) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const current = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  const confirm = useRef<HTMLInputElement>(null);
  const refs: Record<PasswordFieldName, RefObject<HTMLInputElement | null>> = { current, password, confirm };

  /** True when the form may be sent. */
  function check(form: HTMLFormElement): boolean {
    const found = validate(form);
    setErrors(found);
    setAttempted(true);
    const first = firstInvalidField(found);
    if (first) refs[first].current?.focus();
    return first === undefined;
  }

  function recheck(form: HTMLFormElement): void {
    if (attempted) setErrors(validate(form));
  }

  function clear(): void {
    setErrors({});
    setAttempted(false);
  }

  return { errors, refs, check, recheck, clear };
}
