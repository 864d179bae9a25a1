import { useState } from "react";
import { Form, useNavigation } from "react-router";

/**
 * One row's button: a form posted to the page's action, naming what to do (`intent`) and to which
 * row (`id`); the jobs page and the refunds and payouts lists answer it. A discard cannot be undone (the job never
 * runs, the message is never sent and its contents are wiped), so it asks first, in the row itself;
 * a retry does what its wording says at once. Each button names its row ("Retry job 41") for a
 * screen reader moving from button to button.
 */
export function RowAction({
  intent,
  id,
  label,
  subject,
  confirm,
}: {
  /** What the page's action is asked to do, e.g. "retry-job". */
  intent: string;
  id: number;
  /** What the button says, e.g. "Retry". */
  label: string;
  /** The row, e.g. "job 41". */
  subject: string;
  /** The question asked before acting, for what cannot be undone. */
  confirm?: string;
}) {
  const [asking, setAsking] = useState(false);
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get("id") === String(id);

  if (confirm && !asking) {
    return (
      <button type="button" className="button button-quiet button-small" onClick={() => setAsking(true)}>
        {label}
        <span className="visually-hidden"> {subject}</span>
      </button>
    );
  }
  return (
    <Form method="post" className="row-action">
      {confirm ? <p className="confirm-question">{confirm}</p> : null}
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        className={confirm ? "button button-danger button-small" : "button button-small"}
        disabled={busy}
        // The question just took the place of the first button: the answer is where focus goes.
        // biome-ignore lint/a11y/noAutofocus: focus follows the button the staff member just pressed
        autoFocus={asking}
      >
        {busy ? "Working…" : confirm ? `Yes, ${label.toLowerCase()}` : label}
        <span className="visually-hidden"> {subject}</span>
      </button>
      {confirm ? (
        <button type="button" className="button button-quiet button-small" onClick={() => setAsking(false)}>
          Keep it
        </button>
      ) : null}
    </Form>
  );
}
