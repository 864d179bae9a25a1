import { type CatalogueImport, formatCount } from "@odin/contracts";
import { Form, Link } from "react-router";
import { ScrollTable } from "../../ui/scroll-table";
import { Submit } from "./form-parts";

/**
 * An import as its page shows it (decision 68): the dry run's progress, then its errors by line and
 * column, or a clean check with its Run import button; the apply's progress, then what it changed
 * with links to the styles it created.
 */
export function ImportView({ imported, canWrite }: { imported: CatalogueImport; canWrite: boolean }) {
  return (
    <section aria-labelledby="import-title" className="stack">
      <h2 id="import-title">{imported.fileName}</h2>
      <ImportState imported={imported} canWrite={canWrite} />
    </section>
  );
}

function ImportState({ imported, canWrite }: { imported: CatalogueImport; canWrite: boolean }) {
  const { status, rowsChecked, rowsTotal, errorCount, errors, result } = imported;
  switch (status) {
    case "checking":
      return (
        <div role="status" aria-busy="true" className="stack">
          <p>
            Dry run: {formatCount(rowsChecked)} rows checked so far. Nothing changes until you run the import.
          </p>
          <progress aria-label="Rows checked" />
        </div>
      );
    case "applying":
      return (
        <div role="status" aria-busy="true" className="stack">
          <p>
            Importing: {formatCount(rowsChecked)} of {formatCount(rowsTotal)} rows checked again, then all are
            written at once.
          </p>
          <progress aria-label="Rows checked again" value={rowsChecked} max={Math.max(rowsTotal, 1)} />
        </div>
      );
    case "invalid":
      return (
        <div className="stack">
          <p role="alert">
            {errorCount === 1 ? "1 error" : `${formatCount(errorCount)} errors`} found in{" "}
            {formatCount(rowsTotal)} rows: nothing was changed. Correct the file and upload it again.
            {errorCount > errors.length ? ` The first ${formatCount(errors.length)} are listed.` : ""}
          </p>
          <ScrollTable id="import-errors" caption="Errors of the file" compact>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Column</th>
                <th scope="col">Error</th>
              </tr>
            </thead>
            <tbody>
              {errors.map((error, index) => (
                // Two errors may share a line and a column.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
                <tr key={index}>
                  <td className="nowrap">{error.line}</td>
                  <td>{error.column || "—"}</td>
                  <td className="wide-cell">{error.message}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        </div>
      );
    case "checked":
      return (
        <div className="stack">
          <p role="status">
            Dry run: no errors in {formatCount(rowsTotal)} rows. Run the import to apply them all.
          </p>
          {canWrite ? (
            <Form method="post" className="actions" aria-label="Run the import">
              <input type="hidden" name="intent" value="apply" />
              <input type="hidden" name="importId" value={imported.importId} />
              <Submit intent="apply" label="Run import" busyLabel="Starting…" />
            </Form>
          ) : null}
        </div>
      );
    case "applied":
      return (
        <div className="stack">
          <p role="status">
            Imported {formatCount(imported.rowsApplied)} rows: {formatCount(result?.stylesCreated ?? 0)}{" "}
            styles created, {formatCount(result?.stylesUpdated ?? 0)} updated,{" "}
            {formatCount(result?.sizesCreated ?? 0)} sizes added, {formatCount(result?.pricesChanged ?? 0)}{" "}
            prices and {formatCount(result?.stockChanges ?? 0)} stock levels changed.
          </p>
          {result && result.created.length > 0 ? (
            <>
              <h3>New styles, not published yet</h3>
              <p className="hint">Open one to add its photographs and publish it.</p>
              <ul className="stack">
                {result.created.map((style) => (
                  <li key={style.styleId}>
                    <Link to={`/catalogue/${style.styleId}`}>
                      {style.code} · {style.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      );
  }
}
