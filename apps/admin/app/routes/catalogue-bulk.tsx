import { adminRoutes, type BulkEdit, formatCount } from "@odin/contracts";
import {
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  Form,
  Link,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { BulkChangesTable, BulkSkipsTable } from "../features/catalogue/bulk-edit-tables";
import { BULK_LIMITS, filtersInWords, operationInWords } from "../features/catalogue/bulk-edit-words";
import { Submit } from "../features/catalogue/form-parts";
import { CATALOGUE_WRITE } from "../features/catalogue/style-actions";
import { ApiFailure, api } from "../lib/api";
import { mayUse } from "../lib/areas";
import { requireArea } from "../lib/session";
import { usePolling } from "../lib/use-polling";
import { ActionResult } from "../ui/action-result";

export { ErrorPage as ErrorBoundary } from "../ui/error-page";

export const meta: MetaFunction = ({ params }) => [
  { title: `Bulk edit ${params.editId} · Odin back office` },
];

const EDIT_ID = /^[1-9]\d{0,9}$/;

function editIdOf(params: { editId?: string }): string {
  const editId = params.editId ?? "";
  if (!EDIT_ID.test(editId)) throw new Response("Not found", { status: 404 });
  return editId;
}

/**
 * A bulk edit of the catalogue (decision 69): what it does to the styles the list's filters found,
 * the preview of what changes and what is skipped and why, and the Apply button; once applied, its
 * progress (the page loads it again every few seconds) and then its result.
 */
export async function clientLoader({
  request,
  params,
}: Pick<ClientLoaderFunctionArgs, "request" | "params">) {
  const session = await requireArea("catalogue", request);
  const options = { params: { editId: editIdOf(params) }, request };
  const [edit, choices] = await Promise.all([
    api.call(adminRoutes.bulkEditPage, undefined, options),
    api.call(adminRoutes.catalogueOptions, undefined, { request }),
  ]);
  return { edit, options: choices, canWrite: mayUse(session.staff.permissions, CATALOGUE_WRITE) };
}

type Answer = { done: string; error?: undefined } | { error: string; done?: undefined };

export async function clientAction({
  request,
  params,
}: Pick<ClientActionFunctionArgs, "request" | "params">): Promise<Answer> {
  try {
    await api.call(adminRoutes.bulkEditApply, undefined, { params: { editId: editIdOf(params) }, request });
    return { done: "Applying: the styles change a few hundred at a time. This page follows its progress." };
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    return { error: error.detail };
  }
}

const styles = (count: number) => `${formatCount(count)} ${count === 1 ? "style" : "styles"}`;
const sizes = (count: number) => `${formatCount(count)} ${count === 1 ? "size" : "sizes"}`;

function Preview({ edit }: { edit: BulkEdit }) {
  const { preview } = edit;
  const sized = edit.operation.kind === "price" || edit.operation.kind === "stock";
  return (
    <section aria-labelledby="bulk-preview-title" className="panel stack">
      <h2 id="bulk-preview-title">Preview</h2>
      <p>
        The filters found {styles(preview.styles)}: {styles(preview.stylesChanging)}
        {sized ? ` (${sizes(preview.sizesChanging)})` : ""} change, {styles(preview.stylesSkipped)}{" "}
        {preview.stylesSkipped === 1 ? "is" : "are"} skipped.
      </p>
      {preview.changes.length > 0 ? (
        <>
          <h3 className="list-title">
            {preview.changes.length < preview.sizesChanging
              ? `The first ${preview.changes.length} changes`
              : "The changes"}
          </h3>
          <BulkChangesTable edit={edit} />
        </>
      ) : (
        <p className="empty">Nothing would change.</p>
      )}
      {preview.skipped.length > 0 ? (
        <>
          <h3 className="list-title">Skipped</h3>
          <BulkSkipsTable id="bulk-skipped" caption="Styles skipped" skips={preview.skipped} />
        </>
      ) : null}
    </section>
  );
}

function Progress({ edit }: { edit: BulkEdit }) {
  const { progress, preview } = edit;
  const done = edit.status === "done";
  return (
    <section aria-labelledby="bulk-progress-title" className="panel stack">
      <h2 id="bulk-progress-title">{done ? "Result" : "Applying"}</h2>
      <label className="field">
        <span>
          {formatCount(progress.stylesDone)} of {styles(preview.styles)} gone through
        </span>
        <progress max={preview.styles} value={progress.stylesDone} />
      </label>
      <p role="status">
        {done ? "Done: " : "So far: "}
        {styles(progress.stylesChanged)} changed ({sizes(progress.sizesChanged)}),{" "}
        {styles(progress.stylesSkipped)} skipped.
      </p>
      {progress.skipped.length > 0 ? (
        <>
          <h3 className="list-title">Skipped while applying</h3>
          <BulkSkipsTable
            id="bulk-apply-skipped"
            caption="Styles skipped while applying"
            skips={progress.skipped}
          />
        </>
      ) : null}
    </section>
  );
}

export default function CatalogueBulkEdit() {
  const { edit, options, canWrite } = useLoaderData<typeof clientLoader>();
  const answer = useActionData<typeof clientAction>();
  usePolling(edit.status === "applying", BULK_LIMITS.pollMs);
  return (
    <>
      <p className="crumbs">
        <Link to="/catalogue">Catalogue</Link>
      </p>
      <h1>Bulk edit {edit.id}</h1>
      <p className="lead">
        {operationInWords(edit)}. {filtersInWords(edit.filters, options)}, as found on{" "}
        {new Date(edit.createdAt).toLocaleString("en-IN")}: a style added since is left as it is.
      </p>
      {canWrite ? <ActionResult id="bulk-apply-error" done={answer?.done} error={answer?.error} /> : null}
      {edit.status === "previewed" ? null : <Progress edit={edit} />}
      <Preview edit={edit} />
      {edit.status === "previewed" && canWrite && edit.preview.stylesChanging > 0 ? (
        <Form method="post" className="actions" aria-label="Apply the bulk edit">
          <input type="hidden" name="intent" value="apply" />
          <Submit
            intent="apply"
            label={`Apply to ${styles(edit.preview.stylesChanging)}`}
            busyLabel="Applying…"
          />
        </Form>
      ) : null}
    </>
  );
}
