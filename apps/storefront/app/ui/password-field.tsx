import { LABELS } from "@odin/contracts";
import { type SyntheticEvent, useEffect, useRef, useState } from "react";
import { TextField, type TextFieldProps } from "./field";

/** The longest password the API accepts (`passwordField`, `changePasswordRequest`). */
export const PASSWORD_MAX_LENGTH = 512;

export interface PasswordFieldProps extends Omit<TextFieldProps, "type" | "children"> {
  /**
   * Shown as text. A form whose one "Show passwords" box rules all its fields passes it; without it
   * the field has its own Show/Hide button (spec 1 §5).
   */
  visible?: boolean;
  /** Refuses pasting and dropping text (spec 1 §5: the reset form's confirmation), and says so. */
  blockPaste?: boolean;
}

const refuse = (event: SyntheticEvent) => event.preventDefault();

/** A password input: never capitalised or spell-checked, at most `PASSWORD_MAX_LENGTH` long. */
export function PasswordField({ visible, blockPaste = false, hint, ...field }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  const ownToggle = visible === undefined;
  return (
    <TextField
      maxLength={PASSWORD_MAX_LENGTH}
      {...field}
      type={(ownToggle ? shown : visible) ? "text" : "password"}
      autoCapitalize="none"
      // The attribute's value: Preact draws no attribute for a `false` (decision 76).
      spellCheck="false"
      hint={blockPaste ? LABELS.passwords.pasteBlocked : hint}
      onPaste={blockPaste ? refuse : undefined}
      onDrop={blockPaste ? refuse : undefined}
    >
      {ownToggle ? (
        <button
          type="button"
          className="field__toggle"
          aria-pressed={shown}
          aria-controls={field.id}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? LABELS.loginModal.hidePassword : LABELS.loginModal.showPassword}
        </button>
      ) : null}
    </TextField>
  );
}

/**
 * One "Show passwords" box for all the password fields of a form: a plain checkbox, so its name and
 * state reach every assistive technology. A box ticked before hydration is honoured.
 */
export function ShowPasswords({ id, onChange }: { id: string; onChange: (visible: boolean) => void }) {
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
