import { LABELS } from "@odin/contracts";
import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useState } from "react";

const L = LABELS.loginModal;

/**
 * Labelled form controls of the login modal. A field's error is tied to it with aria-describedby and
 * aria-invalid, so a screen reader reads it with the field; the form-level error is a live alert.
 */
interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  id: string;
  label: string;
  error?: string | undefined;
  /** The v1 register view highlights empty required fields (spec 1 §2). */
  highlighted?: boolean;
  children?: ReactNode;
}

function errorIdOf(id: string, error: string | undefined): string | undefined {
  return error ? `${id}-error` : undefined;
}

function FieldShell({
  id,
  label,
  error,
  highlighted,
  children,
}: Pick<FieldProps, "id" | "label" | "error" | "highlighted" | "children">) {
  return (
    <div className={`login-field${error || highlighted ? " login-field--invalid" : ""}`}>
      <label className="login-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <p className="login-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({ id, label, error, highlighted, children, ...input }: FieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} highlighted={highlighted}>
      <div className="login-field__control">
        <input
          id={id}
          className="login-field__input"
          aria-invalid={error || highlighted ? true : undefined}
          aria-describedby={errorIdOf(id, error)}
          {...input}
        />
        {children}
      </div>
    </FieldShell>
  );
}

/** A password field with its show/hide toggle (spec 1 §5). */
export function PasswordField(props: Omit<FieldProps, "type" | "children">) {
  const [shown, setShown] = useState(false);
  return (
    <TextField {...props} type={shown ? "text" : "password"} autoCapitalize="off" spellCheck={false}>
      <button
        type="button"
        className="login-field__toggle"
        aria-pressed={shown}
        aria-controls={props.id}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? L.hidePassword : L.showPassword}
      </button>
    </TextField>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  id: string;
  label: string;
  error?: string | undefined;
  options: readonly { label: string; value: string }[];
}

export function SelectField({ id, label, error, options, ...select }: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error}>
      <select
        id={id}
        className="login-field__input login-field__select"
        aria-invalid={error ? true : undefined}
        aria-describedby={errorIdOf(id, error)}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** The form-level message: a live alert that exists before the message does, so it is announced. */
export function FormError({ message, id }: { message: string | undefined; id?: string }) {
  return (
    <p className="login-form__error" role="alert" id={id}>
      {message ?? ""}
    </p>
  );
}

/** Moves focus to a field (the first invalid one after a failed submit). */
export function focusField(id: string | undefined): void {
  if (id) document.getElementById(id)?.focus();
}

/** Keeps digits only: the OTP and mobile number fields. */
export function digitsOnly(value: string, maxLength: number): string {
  return value.replace(/\D/g, "").slice(0, maxLength);
}
