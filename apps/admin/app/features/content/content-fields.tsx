import type { ApiFailure } from "../../lib/api";
import type { FieldErrors } from "../catalogue/field-errors";
import { Field } from "../catalogue/form-parts";

/**
 * The content editors' fields. Each is named by its path in the document ("sections.0.slides.1.title"),
 * the path the server's validation names when it refuses one, so its problem shows under it.
 */

/** The field problems of a refused draft, by their path in the document; undefined when none is named. */
export function contentFieldErrorsOf(failure: ApiFailure): FieldErrors | undefined {
  const issues = failure.data?.issues;
  if (!Array.isArray(issues)) return undefined;
  const errors: FieldErrors = {};
  for (const issue of issues as { path?: unknown; message?: unknown }[]) {
    if (typeof issue.path !== "string" || typeof issue.message !== "string") continue;
    const path = issue.path.replace(/^body\.?/, "");
    if (path !== "" && errors[path] === undefined) errors[path] = issue.message;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** A labelled text field of a document: one line, several lines, a number or a link. */
export function DocumentField({
  path,
  label,
  value,
  onChange,
  fields,
  hint,
  kind = "text",
}: {
  path: string;
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  fields: FieldErrors;
  hint?: string;
  kind?: "text" | "lines" | "number" | "link";
}) {
  const id = `doc-${path.replaceAll(".", "-")}`;
  return (
    <Field id={id} label={label} hint={hint} error={fields[path]}>
      {(described) =>
        kind === "lines" ? (
          <textarea
            {...described}
            rows={12}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <input
            {...described}
            type={kind === "number" ? "number" : "text"}
            inputMode={kind === "link" ? "url" : undefined}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        )
      }
    </Field>
  );
}

/** The buttons that move an item of a list up or down, or remove it: they change the form, not the store. */
export function ListControls({
  name,
  index,
  count,
  onMove,
  onRemove,
  disabled,
}: {
  /** The item in words: "banner 2". */
  name: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  disabled: boolean;
}) {
  if (disabled) return null;
  return (
    <div className="actions">
      <button
        type="button"
        className="button button-small button-quiet"
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        Move {name} up
      </button>
      <button
        type="button"
        className="button button-small button-quiet"
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        Move {name} down
      </button>
      <button type="button" className="button button-small button-danger" onClick={() => onRemove(index)}>
        Remove {name}
      </button>
    </div>
  );
}

/** A list with one item moved from `from` to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** A list with the item at `index` replaced by `change(item)`. */
export function changed<T>(items: readonly T[], index: number, change: (item: T) => T): T[] {
  return items.map((item, at) => (at === index ? change(item) : item));
}

/** A list without the item at `index`. */
export function without<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, at) => at !== index);
}
