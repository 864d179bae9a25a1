import { LABELS } from "@odin/contracts";
import type { FormEvent, FormHTMLAttributes, ReactNode } from "react";
import { Button } from "../../ui/button";
import { FormError } from "../../ui/form-error";
import { PasswordField, ShowPasswords } from "../../ui/password-field";
import { FIELD_NAMES, type PasswordFieldName } from "./password-forms";
import type { usePasswordForm } from "./use-password-form";

/** The state of a password form (use-password-form.ts): visibility, errors, refs, failure, pending. */
type PasswordFormState = ReturnType<typeof usePasswordForm>;

const FIELDS: Record<
  PasswordFieldName,
  { idSuffix: string; label: string; autoComplete: "current-password" | "new-password" }
> = {
  current: {
    idSuffix: "current-password",
    label: LABELS.passwords.currentPassword,
    autoComplete: "current-password",
  },
  password: { idSuffix: "new-password", label: LABELS.passwords.newPassword, autoComplete: "new-password" },
  confirm: {
    idSuffix: "confirm-password",
    label: LABELS.passwords.confirmPassword,
    autoComplete: "new-password",
  },
};

interface PasswordFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit" | "onChange"> {
  form: PasswordFormState;
  /** Tells the ids of one form's controls from another's on the same page. */
  formId: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  /** The submit waits for something besides a pending answer (the page's scripts). */
  submitDisabled?: boolean;
  children: ReactNode;
}

/**
 * The frame of the account's password forms (change and reset): the fields, one "Show passwords"
 * box, the form's failure and its submit button. The rules run again as the shopper types once a
 * first submit found something (use-password-form.ts).
 */
export function PasswordForm({
  form,
  formId,
  onSubmit,
  submitLabel,
  submitDisabled = false,
  children,
  ...attributes
}: PasswordFormProps) {
  return (
    <form
      method="post"
      className="password-form"
      noValidate
      onSubmit={onSubmit}
      onChange={(event) => form.recheck(event.currentTarget)}
      {...attributes}
    >
      {children}
      <ShowPasswords id={`${formId}-show-passwords`} onChange={form.setVisible} />
      <FormError message={form.failure} />
      <Button type="submit" className="password-form__submit" disabled={submitDisabled || form.pending}>
        {submitLabel}
      </Button>
    </form>
  );
}

interface PasswordFormFieldProps {
  form: PasswordFormState;
  field: PasswordFieldName;
  formId: string;
  blockPaste?: boolean;
}

/**
 * One field of those forms: named for the form's data, required, shown by the form's "Show
 * passwords" box, and its error announced as the rules run again while the shopper types.
 */
export function PasswordFormField({ form, field, formId, blockPaste }: PasswordFormFieldProps) {
  const { idSuffix, label, autoComplete } = FIELDS[field];
  return (
    <PasswordField
      id={`${formId}-${idSuffix}`}
      name={FIELD_NAMES[field]}
      label={label}
      autoComplete={autoComplete}
      required
      visible={form.visible}
      error={form.errors[field]}
      liveError
      inputRef={form.refs[field]}
      blockPaste={blockPaste}
    />
  );
}
