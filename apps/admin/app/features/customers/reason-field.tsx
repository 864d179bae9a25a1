import { MAX_REASON_CHARS } from "./customer-actions";

/**
 * Why staff change something about a shopper: required, kept in the audit log (and in the ledger
 * for points). `id` is unique on the page; its hint says where the reason goes.
 */
export function ReasonField({
  id,
  hint,
  refusedBy,
}: {
  id: string;
  hint: string;
  /** The page's refusal, when it is this form's. */
  refusedBy: string | undefined;
}) {
  return (
    <>
      <label className="field">
        <span>Reason</span>
        <textarea
          name="reason"
          rows={2}
          required
          minLength={3}
          maxLength={MAX_REASON_CHARS}
          aria-describedby={[`${id}-hint`, refusedBy].filter(Boolean).join(" ")}
        />
      </label>
      <p id={`${id}-hint`} className="hint">
        {hint}
      </p>
    </>
  );
}
