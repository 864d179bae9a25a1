import "../styles/field.css";
/**
 * A form's own failure (the server's answer, or a rule across fields): a live alert that is there
 * before the message is, so screen readers announce the message when it comes.
 */
export function FormError({ message, id }: { message: string | null | undefined; id?: string }) {
  return (
    <div className="form-error" role="alert" id={id}>
      {message ? <p className="form-error__message">{message}</p> : null}
    </div>
  );
}
