import { type FormEvent, type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { useFormAnswer, useFormPending } from "../../lib/form-answer";
import { type FieldErrors, firstInvalidField, type PasswordFieldName } from "./password-forms";

/**
 * State of the account's password forms, which a route action answers (decision 26). Once hydrated,
 * the rules run on submit before anything is posted; after a first attempt they run again as the
 * shopper types, so a fixed field loses its message at once. On a failed check the first invalid
 * field takes the focus, and its label, state and message are read out. The action checks the same
 * rules on the server, so a form posted before the scripts run gets the same messages back.
 */
export function usePasswordForm(intent: string, validate: (form: HTMLFormElement) => FieldErrors) {
  const answer = useFormAnswer<PasswordFieldName>(intent);
  const pending = useFormPending(intent);
  const refused = answer && !answer.ok ? answer : undefined;
  const [errors, setErrors] = useState<FieldErrors>(refused?.fieldErrors ?? {});
  const [attempted, setAttempted] = useState(false);
  const [visible, setVisible] = useState(false);
  const current = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  const confirm = useRef<HTMLInputElement>(null);
  const refs: Record<PasswordFieldName, RefObject<HTMLInputElement | null>> = { current, password, confirm };

  // The server's answer to the latest post replaces what the browser had found.
  useEffect(() => {
    if (answer) setErrors(answer.ok ? {} : answer.fieldErrors);
  }, [answer]);

  function recheck(form: HTMLFormElement): void {
    if (attempted) setErrors(validate(form));
  }

  /** Lets a valid form go to the action; keeps an invalid one back, with its messages. */
  function check(event: FormEvent<HTMLFormElement>): void {
    if (pending) {
      event.preventDefault();
      return;
    }
    const found = validate(event.currentTarget);
    setErrors(found);
    setAttempted(true);
    const first = firstInvalidField(found);
    if (first) {
      event.preventDefault();
      refs[first].current?.focus();
    }
  }

  const clear = useCallback(() => {
    setErrors({});
    setAttempted(false);
  }, []);

  return { intent, answer, errors, refs, recheck, check, clear, visible, setVisible, pending };
}
