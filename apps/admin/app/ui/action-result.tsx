import { FormError } from "./form-error";

/**
 * What became of a change the staff member just asked for, at the top of the page: done, in a
 * polite status region that is always on the page (so a screen reader hears the words that appear
 * in it), or refused, as an alert with the server's own reason.
 */
export function ActionResult({
  id,
  done,
  error,
}: {
  id: string;
  done: string | undefined;
  error: string | undefined;
}) {
  return (
    <>
      <div role="status" className="action-done">
        {done ? <p>{done}</p> : null}
      </div>
      <FormError id={id} message={error} />
    </>
  );
}
