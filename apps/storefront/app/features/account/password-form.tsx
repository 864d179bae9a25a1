import { LABELS } from "@odin/contracts";
import type { ReactNode, Ref } from "react";
import { Form } from "react-router";
import { INTENT_FIELD } from "../../lib/form-answer";
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

interface PasswordFormProps {
  form: PasswordFormState;
  /** Tells the ids of one form's controls from another's on the same page. */
  formId: string;
  submitLabel: string;
  ref?: Ref<HTMLFormElement>;
  "aria-describedby"?: string;
  children: ReactNode;
}

/**
 * The frame of the account's password forms (change and reset): a form posted to its page's route
 * action (decision 26) with its intent, the fields, one "Show passwords" box, the action's failure
 * and the submit button. It works before the page's scripts run; once hydrated, React Router posts
 * it without a reload, after the rules found nothing (use-password-form.ts).
 */
export function PasswordForm({ form, formId, submitLabel, children, ...attributes }: PasswordFormProps) {
  const failure = form.answer && !form.answer.ok ? form.answer.message : undefined;
  return (
    <Form
      method="post"
      className="password-form"
      noValidate
      preventScrollReset
      onSubmit={form.check}
      // At each keystroke: a form hears a field's \`change\` only once the field is left.
      onInput={(event) => form.recheck(event.currentTarget)}
      {...attributes}
    >
      <input type="hidden" name={INTENT_FIELD} value={form.intent} />
      {children}
      <ShowPasswords id={`${formId}-show-passwords`} onChange={form.setVisible} />
      <FormError message={failure} />
      <Button type="submit" className="password-form__submit" disabled={form.pending}>
        {submitLabel}
      </Button>
    </Form>
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
