import { useState } from "react";
import { FormError } from "../../ui/form-error";
import { REASON_FIELDS } from "./order-change-forms";

/** One required choice among radios (a reason, a size), with the message of its refusal. */
export function RadioChoices({
  legend,
  name,
  options,
  chosen,
  errorId,
  error,
}: {
  legend: string;
  name: string;
  options: readonly { value: string | number; label: string }[];
  /** The value posted before: a refusal draws the choice again. */
  chosen: string | undefined;
  errorId: string;
  error: string | undefined;
}) {
  return (
    <fieldset className="order-change-form__choices" aria-describedby={errorId}>
      <legend className="order-change-form__legend">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="order-change-form__choice">
          <input
            type="radio"
            name={name}
            value={option.value}
            defaultChecked={chosen === String(option.value)}
            required
          />
          {option.label}
        </label>
      ))}
      <FormError id={errorId} message={error} />
    </fieldset>
  );
}

/**
 * The reason step's fields, the cancel's and the return's: a reason (radio list) and an optional
 * comment of at most `maxChars` characters with its counter. Ids start with `idPrefix`
 * ("cancel-comment", "cancel-reason-error"…).
 */
export function ReasonFields({
  idPrefix,
  legend,
  reasons,
  chosen,
  commentLabel,
  maxChars,
  count,
  errors,
}: {
  idPrefix: string;
  legend: string;
  reasons: readonly { reasonId: number; reason: string }[];
  /** The reason and comment posted before (a refusal draws them again). */
  chosen: { reasonId: string | undefined; comment: string };
  commentLabel: string;
  maxChars: number;
  /** The counter's text for a comment of `length` characters ("24/255"). */
  count: (length: number) => string;
  errors: { reasonId?: string | undefined; comment?: string | undefined };
}) {
  const [comment, setComment] = useState(chosen.comment);
  const commentId = `${idPrefix}-comment`;
  return (
    <>
      <RadioChoices
        legend={legend}
        name={REASON_FIELDS.reasonId}
        options={reasons.map((reason) => ({ value: reason.reasonId, label: reason.reason }))}
        chosen={chosen.reasonId}
        errorId={`${idPrefix}-reason-error`}
        error={errors.reasonId}
      />
      <label htmlFor={commentId}>{commentLabel}</label>
      <textarea
        id={commentId}
        className="order-change-form__comment"
        name={REASON_FIELDS.comment}
        maxLength={maxChars}
        rows={4}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        aria-describedby={`${commentId}-count ${commentId}-error`}
      />
      <p id={`${commentId}-count`} className="order-change-form__count" aria-live="polite">
        {count(comment.length)}
      </p>
      <FormError id={`${commentId}-error`} message={errors.comment} />
    </>
  );
}
