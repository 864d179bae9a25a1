import { adminRoutes, CATALOGUE_IMPORT, IMPORT_COLUMNS, IMPORT_MESSAGES } from "@odin/contracts";
import {
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  Form,
  Link,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
} from "react-router";
import { ImportView } from "../features/catalogue/catalogue-import-view";
import { Field, Submit } from "../features/catalogue/form-parts";
import { CATALOGUE_WRITE } from "../features/catalogue/style-actions";
import { ApiFailure, api } from "../lib/api";
import { mayUse } from "../lib/areas";
import { refusal, requireArea } from "../lib/session";
import { usePolling } from "../lib/use-polling";
import { FormError } from "../ui/form-error";

export { ErrorPage as ErrorBoundary } from "../ui/error-page";

export const meta: MetaFunction = () => [{ title: "Import styles from CSV · Odin back office" }];

const PAGE = "/catalogue/import";
const ERROR_ID = "import-error";
const MEGABYTES = CATALOGUE_IMPORT.maxBytes / 1024 / 1024;

/** The import in view (`?import=` in the address), when there is one. */
const importIdOf = (request: Request) => {
  const id = new URL(request.url).searchParams.get("import");
  return id && /^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : null;
};

/**
 * The catalogue's CSV import (decision 68): upload a file, whose dry run lists every error with its
 * line and column before anything changes; then run it, all rows or none. Both run in the background:
 * the page asks for their progress every second while they do.
 */
export async function clientLoader({ request }: Pick<ClientLoaderFunctionArgs, "request">) {
  const session = await requireArea("catalogue", request);
  const canWrite = mayUse(session.staff.permissions, CATALOGUE_WRITE);
  const importId = importIdOf(request);
  const imported =
    canWrite && importId !== null
      ? await api.call(adminRoutes.catalogueImportView, undefined, { params: { importId }, request })
      : null;
  return { canWrite, imported };
}

export async function clientAction({
  request,
}: Pick<ClientActionFunctionArgs, "request">): Promise<{ error: string } | Response> {
  const session = await requireArea("catalogue", request);
  if (!mayUse(session.staff.permissions, CATALOGUE_WRITE)) return { error: refusal(CATALOGUE_WRITE).detail };
  const form = await request.formData();
  try {
    if (form.get("intent") === "apply") {
      const importId = String(form.get("importId") ?? "");
      const started = await api.call(adminRoutes.catalogueImportApply, undefined, {
        params: { importId },
        request,
      });
      return redirect(`${PAGE}?import=${started.importId}`);
    }
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) return { error: IMPORT_MESSAGES.noFile };
    // The server takes one part, the file.
    const upload = new FormData();
    upload.append("file", file, file.name);
    const started = await api.upload(adminRoutes.catalogueImportUpload, upload, { request });
    return redirect(`${PAGE}?import=${started.importId}`);
  } catch (error) {
    if (error instanceof ApiFailure && error.status !== 401) return { error: error.detail };
    throw error;
  }
}

export default function CatalogueImport() {
  const { canWrite, imported } = useLoaderData<typeof clientLoader>();
  const answer = useActionData<typeof clientAction>();
  usePolling(imported?.status === "checking" || imported?.status === "applying", CATALOGUE_IMPORT.pollMs);
  const error = answer && "error" in answer ? answer.error : undefined;
  return (
    <>
      <p className="crumbs">
        <Link to="/catalogue">Catalogue</Link>
      </p>
      <h1>Import styles from CSV</h1>
      <p className="lead">
        One row per size, UTF-8. The columns, in any order and any case: {IMPORT_COLUMNS.join(", ")}, and one{" "}
        <code>units &lt;centre code&gt;</code> column per centre whose stock the file sets. Prices are in
        rupees. A style code the catalogue has updates that style (a blank cell keeps its value); a new code
        creates a style, not published. A dry run checks every row first; nothing changes until you run the
        import.
      </p>
      {canWrite ? (
        <Form
          method="post"
          encType="multipart/form-data"
          className="stack"
          aria-label="Upload a CSV file"
          aria-describedby={error ? ERROR_ID : undefined}
        >
          <FormError id={ERROR_ID} message={error} />
          <input type="hidden" name="intent" value="upload" />
          <Field
            id="import-file"
            label="CSV file"
            hint={`At most ${MEGABYTES} MB and ${CATALOGUE_IMPORT.maxRows.toLocaleString("en-IN")} rows.`}
            error={undefined}
          >
            {(attributes) => (
              <input {...attributes} type="file" name="file" accept=".csv,text/csv" required />
            )}
          </Field>
          <div className="actions">
            <Submit intent="upload" label="Check the file" busyLabel="Uploading…" />
          </div>
        </Form>
      ) : (
        <p className="empty">{refusal(CATALOGUE_WRITE).detail}</p>
      )}
      {imported ? <ImportView imported={imported} canWrite={canWrite} /> : null}
    </>
  );
}
