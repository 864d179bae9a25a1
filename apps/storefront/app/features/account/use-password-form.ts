import { type FormEvent, type RefObject, useRef, useState } from "react";
import { type FieldErrors, firstInvalidField, type PasswordFieldName } from "./password-forms";

/**
 * State and submit shared by the password forms. Rules run on submit; after a first attempt they run
 * again as the shopper types, so a fixed field loses its message at once. On a failed check the
 * first invalid field takes the focus, and its label, state and message are read out. A valid form
 * is sent once at a time (`pending`); `send` answers the failure message to show, or null.
 */
export function usePasswordForm(validate: (form: HTMLFormElement) => FieldErrors) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [visible, setVisible] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
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

  const submitWith =
    (send: (form: HTMLFormElement) => Promise<string | null>) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (pending) return;
      const form = event.currentTarget;
      setFailure(null);
      if (!check(form)) return;
      setPending(true);
      const message = await send(form);
      setPending(false);
      setFailure(message);
    };

  return { errors, refs, recheck, clear, visible, setVisible, pending, failure, submitWith };
}
