/** A form's success shown in place: what a page posted without scripts says instead of a toast. */
export function FormNotice({ message }: { message: string }) {
  return (
    <p className="account-notice account-notice--info" role="status">
      {message}
    </p>
  );
}
