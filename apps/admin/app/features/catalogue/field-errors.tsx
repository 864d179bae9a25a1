import { ApiFailure } from "../../lib/api";

/**
 * A form's problems field by field: what the page found before asking the server, or what the
 * server's validation named (`data.issues`, each with its path, `body.name`). A field with a problem
 * is marked invalid and described by its message, which sits under it; the form's refusal as a whole
 * is said once, in its section's alert.
 */

export type FieldErrors = Partial<Record<string, string>>;

/** The field problems of a refused request, by the body's field names; undefined when none is named. */
export function fieldErrorsOf(failure: ApiFailure): FieldErrors | undefined {
  const issues = failure.data?.issues;
  if (!Array.isArray(issues)) return undefined;
  const errors: FieldErrors = {};
  for (const issue of issues as { path?: unknown; message?: unknown }[]) {
    if (typeof issue.path !== "string" || typeof issue.message !== "string") continue;
    const [, name] = issue.path.split(".");
    if (name && errors[name] === undefined) errors[name] = issue.message;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** The field of a known refusal's code ("EAN_TAKEN": the EAN), so its message sits under that field. */
export function fieldOfCode(
  failure: unknown,
  codes: Readonly<Record<string, string>>,
): FieldErrors | undefined {
  if (!(failure instanceof ApiFailure)) return undefined;
  const field = codes[failure.code];
  return field ? { [field]: failure.detail } : fieldErrorsOf(failure);
}

/** The attributes of a field `id` whose problem is `message`, described also by its hints. */
export function describedBy(id: string, message: string | undefined, ...hints: (string | undefined)[]) {
  const ids = [...hints, message ? `${id}-error` : undefined].filter(Boolean).join(" ");
  return { "aria-invalid": message ? true : undefined, "aria-describedby": ids === "" ? undefined : ids };
}

/** A field's problem, under it. */
export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="field-error">
      {message}
    </p>
  );
}
