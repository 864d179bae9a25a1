import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes } from "react";
import "../styles/field.css";

/** What every field has around its control: a label, a hint, an error and the invalid state. */
interface FieldFrame {
  id: string;
  label: string;
  /** Under the label's control; read with the label through `aria-describedby`. */
  hint?: ReactNode;
  error?: string | undefined;
  /** Marked invalid without a message of its own (empty required fields; a form-level error). */
  invalid?: boolean;
  /**
   * The error is announced as it appears: for forms that check again as the shopper types. Otherwise
   * it is read with the field when focus moves there (the first invalid field takes focus on submit).
   */
  liveError?: boolean;
}

export interface TextFieldProps extends FieldFrame, Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  inputRef?: Ref<HTMLInputElement>;
  /** Controls drawn inside the field after the input (the password's Show button). */
  children?: ReactNode;
}

export interface SelectFieldProps extends FieldFrame, Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  options: readonly { label: string; value: string }[];
}

const hintIdOf = (id: string) => `${id}-hint`;
const errorIdOf = (id: string) => `${id}-error`;

/**
 * Splits a field's props into its frame and its control's attributes, the control being invalid and
 * described by its hint, its error and whatever the form adds.
 */
function splitFrame<Control extends { "aria-describedby"?: string | undefined }>(
  props: FieldFrame & Control,
) {
  const { id, label, hint, error, invalid, liveError, "aria-describedby": describedBy, ...control } = props;
  const described = [describedBy, hint ? hintIdOf(id) : "", error ? errorIdOf(id) : ""].filter(Boolean);
  return {
    frame: { id, label, hint, error, invalid, liveError },
    control: {
      ...control,
      id,
      "aria-invalid": error || invalid ? true : undefined,
      "aria-describedby": described.join(" ") || undefined,
    },
  };
}

function Frame({ frame, children }: { frame: FieldFrame; children: ReactNode }) {
  const { id, label, hint, error, invalid, liveError } = frame;
  return (
    <div className={`field${error || invalid ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint ? (
        <p className="field__hint" id={hintIdOf(id)}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorIdOf(id)} role={liveError ? "alert" : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A labelled input. Everything else is the input's own attributes (`name`, `value` or `defaultValue`,
 * `required`, `maxLength`, `autoComplete`, …), so it is a plain form control before hydration.
 */
export function TextField({ inputRef, children, ...props }: TextFieldProps) {
  const { frame, control } = splitFrame(props);
  return (
    <Frame frame={frame}>
      <div className="field__control">
        <input ref={inputRef} className="field__input" {...control} />
        {children}
      </div>
    </Frame>
  );
}

/** A labelled select of `options`. */
export function SelectField({ options, ...props }: SelectFieldProps) {
  const { frame, control } = splitFrame(props);
  return (
    <Frame frame={frame}>
      <select className="field__input" {...control}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

/** Moves focus to a field (the first invalid one after a failed submit). */
export function focusField(id: string | undefined): void {
  if (id) document.getElementById(id)?.focus();
}

/** Keeps digits only, at most `maxLength` of them: codes and phone numbers. */
export function digitsOnly(value: string, maxLength: number): string {
  return value.replace(/\D/g, "").slice(0, maxLength);
}

/** The value of a named input of a form, as typed (passwords are never trimmed); "" when missing. */
export function fieldValue(form: HTMLFormElement, name: string): string {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement ? field.value : "";
}
