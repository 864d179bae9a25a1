import { LABELS } from "@odin/contracts";
import { type DragEvent, type Ref, type SyntheticEvent, useEffect, useRef } from "react";

/** The longest password the API accepts (`passwordField`, `changePasswordRequest`). */
export const PASSWORD_MAX_LENGTH = 512;

export interface PasswordInputProps {
  id: string;
  name: string;
  label: string;
  visible: boolean;
  autoComplete: "current-password" | "new-password";
  error?: string | undefined;
  /**
   * Blocks pasting and dropping text (spec 1 §5: the reset form's confirm field), and says so in the
   * field's description, which screen readers read with the label.
   */
  blockPaste?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

const refuse = (event: SyntheticEvent | DragEvent) => event.preventDefault();

/** A labelled password input; its hint and error are tied to it with `aria-describedby`. */
export function PasswordInput({
  id,
  name,
  label,
  visible,
  autoComplete,
  error,
  blockPaste = false,
  inputRef,
}: PasswordInputProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [blockPaste ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ");
  return (
    <div className="password-field">
      <label className="password-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        className="password-field__input"
        type={visible ? "text" : "password"}
        autoComplete={autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={PASSWORD_MAX_LENGTH}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onPaste={blockPaste ? refuse : undefined}
        onDrop={blockPaste ? refuse : undefined}
      />
      {blockPaste ? (
        <p id={hintId} className="password-field__hint">
          {LABELS.passwords.pasteBlocked}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="password-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The show/hide toggle (spec 1 §5) for all password fields of a form: a plain checkbox, so its name
 * and state reach every assistive technology. A box ticked before hydration is honoured.
 */
export function ShowPasswordsToggle({ id, onChange }: { id: string; onChange: (visible: boolean) => void }) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current?.checked) onChange(true);
  }, [onChange]);
  return (
    <div className="show-passwords">
      <input
        ref={box}
        id={id}
        type="checkbox"
        className="show-passwords__box"
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <label htmlFor={id}>{LABELS.passwords.show}</label>
    </div>
  );
}

/** The value of a named input of a form, as typed (passwords are never trimmed); "" when missing. */
export function fieldValue(form: HTMLFormElement, name: string): string {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement ? field.value : "";
}

/** The form's answer from the server, in a live region that is always there so it is read out. */
export function FormFailure({ message }: { message: string | null }) {
  return (
    <div className="account-alert" role="alert">
      {message ? <p className="account-notice account-notice--error">{message}</p> : null}
    </div>
  );
}
