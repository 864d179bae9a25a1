import type { ReactNode } from "react";
import { Form } from "react-router";
import { Submit } from "../catalogue/form-parts";

/**
 * An editor's form: the document as the fields above have made it, saved as the draft. Nothing
 * reaches shoppers until the draft is published.
 */
export function EditorForm({
  label,
  document,
  canWrite,
  errorId,
  children,
}: {
  label: string;
  document: unknown;
  canWrite: boolean;
  errorId: string | undefined;
  children: ReactNode;
}) {
  return (
    <Form method="post" preventScrollReset className="stack" aria-label={label} aria-describedby={errorId}>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="document" value={JSON.stringify(document)} />
      <fieldset className="stack" disabled={!canWrite}>
        {children}
      </fieldset>
      {canWrite ? (
        <div className="actions">
          <Submit intent="save" label="Save the draft" busyLabel="Saving…" />
        </div>
      ) : null}
    </Form>
  );
}
