/**
 * A form's refusal, next to the form: announced as it appears (role="alert"), and named by the
 * fields' `aria-describedby` so it is read again on focus. Nothing is drawn without a message.
 */
export function FormError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="form-error">
      {message}
    </p>
  );
}
