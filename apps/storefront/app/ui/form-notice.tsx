import "../styles/field.css";

/** A form's success shown in place: what a page posted without scripts says instead of a toast. */
export function FormNotice({ message }: { message: string }) {
  return (
    <p className="form-notice" role="status">
      {message}
    </p>
  );
}
