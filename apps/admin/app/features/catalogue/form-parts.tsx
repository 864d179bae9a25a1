import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { describedBy, FieldMessage } from "./field-errors";

/** Whether the form of `intent` (and of `row`, for a row's form) is on its way to the server. */
export function useBusy(intent: string, row?: string): boolean {
  const navigation = useNavigation();
  if (navigation.state !== "submitting") return false;
  const form = navigation.formData;
  if (form?.get("intent") !== intent) return false;
  return row === undefined || form.get("row") === row;
}

/** Whether any form of the page is on its way: the others wait for it. */
export function useSubmitting(): boolean {
  return useNavigation().state === "submitting";
}

/** A form's button: its words while it waits, and disabled while any form of the page is sent. */
export function Submit({
  intent,
  row,
  label,
  busyLabel,
  className = "button",
}: {
  intent: string;
  row?: string;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  const busy = useBusy(intent, row);
  const submitting = useSubmitting();
  return (
    <button type="submit" className={className} disabled={submitting}>
      {busy ? busyLabel : label}
    </button>
  );
}

/**
 * A labelled field with its hint and its problem under it. `children` is the control, given the
 * attributes that name its hint and problem (aria-describedby, aria-invalid).
 */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  /** Unique on the page: the hint's and the problem's ids are made from it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error: string | undefined;
  children: (described: ReturnType<typeof describedBy> & { id: string }) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field-box">
      <label className="field" htmlFor={id}>
        <span>{label}</span>
        {children({ id, ...describedBy(id, error, hintId) })}
      </label>
      {hint ? (
        <p id={hintId} className="hint">
          {hint}
        </p>
      ) : null}
      <FieldMessage id={id} message={error} />
    </div>
  );
}
