import type { StaticPage } from "@odin/contracts";
import { useState } from "react";
import type { FieldErrors } from "../catalogue/field-errors";
import { DocumentField } from "./content-fields";
import { EditorForm } from "./editor-form";

const HTML_HINT =
  "HTML: paragraphs (p), headings (h2, h3, h4), lists (ul, ol, li), links (a href), strong, em, b, i, br and span; " +
  "no other tags, and no attributes but href, id and class.";

/** A static page's editor: its title and its text, in the store's short list of HTML tags. */
export function StaticPageEditor({
  page,
  fields,
  canWrite,
  errorId,
}: {
  page: StaticPage;
  fields: FieldErrors;
  canWrite: boolean;
  errorId: string | undefined;
}) {
  const [draft, setDraft] = useState(page);
  return (
    <EditorForm label="Page" document={draft} canWrite={canWrite} errorId={errorId}>
      <DocumentField
        path="title"
        label="Page title"
        value={draft.title}
        fields={fields}
        onChange={(title) => setDraft({ ...draft, title })}
      />
      <DocumentField
        path="description"
        label="Page text"
        hint={HTML_HINT}
        kind="lines"
        value={draft.description}
        fields={fields}
        onChange={(description) => setDraft({ ...draft, description })}
      />
    </EditorForm>
  );
}
