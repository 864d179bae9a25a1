import {
  type CancelDetailsResponse,
  formatMessage,
  formatRupees,
  LABELS,
  MESSAGES,
  RETURNS,
  type RefundDestinationAmount,
} from "@odin/contracts";
import { useState } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { INTENT_FIELD } from "../../lib/form-answer";
import { SubmitButton } from "../../ui/button";
import { FormError } from "../../ui/form-error";
import { FormNotice } from "../../ui/form-notice";
import { CANCEL_FIELDS, CANCEL_INTENTS, type CancelAnswer, orderPath } from "./cancel-forms";

const DESTINATION_LABELS = {
  source: LABELS.cancel.toSource,
  loyalty: LABELS.cancel.toLoyalty,
  none: LABELS.cancel.none,
} as const;

/** The item being cancelled: image, name, size and quantity. */
function CancelledItem({ item }: { item: CancelDetailsResponse["items"][number] }) {
  return (
    <div className="cancel-item">
      <img className="cancel-item__image" src={item.image} alt="" width={90} height={120} />
      <div>
        <p className="cancel-item__brand">{item.brandName}</p>
        <p className="cancel-item__name">{item.styleName}</p>
        <p className="cancel-item__meta">
          {`${LABELS.cancel.size} ${item.size} · ${LABELS.cancel.quantity} ${item.quantity} · ${formatRupees(item.lineTotal)}`}
        </p>
      </div>
    </div>
  );
}

/** Where the refund goes and how much, its total, and "Refund 5-7 days". */
function RefundSummary({
  destinations,
  total,
}: {
  destinations: readonly RefundDestinationAmount[];
  total: number;
}) {
  return (
    <div className="cancel-refund">
      <dl className="cancel-refund__lines">
        {destinations.map((line) => (
          <div key={line.destination} className="cancel-refund__line">
            <dt>{DESTINATION_LABELS[line.destination]}</dt>
            <dd>{formatRupees(line.amount)}</dd>
          </div>
        ))}
        <div className="cancel-refund__line cancel-refund__line--total">
          <dt>{LABELS.cancel.totalRefund}</dt>
          <dd>{formatRupees(total)}</dd>
        </div>
      </dl>
      <p className="cancel-refund__timeline">
        {total > 0 ? MESSAGES.cancel.refundTimeline : MESSAGES.cancel.noRefund}
      </p>
    </div>
  );
}

/** Step 1: a reason (radio list) and an optional comment of at most 255 characters, with its counter. */
function ReasonStep({ details, answer }: { details: CancelDetailsResponse; answer?: CancelAnswer }) {
  const refused = answer && "refused" in answer && answer.step === "reason" ? answer : undefined;
  const [comment, setComment] = useState(refused?.comment ?? "");
  const busy = useNavigation().formData?.get(INTENT_FIELD) === CANCEL_INTENTS.reason;
  const max = RETURNS.cancelCommentMaxChars;
  return (
    <Form method="post" className="cancel-form" noValidate>
      <input type="hidden" name={INTENT_FIELD} value={CANCEL_INTENTS.reason} />
      <fieldset className="cancel-form__reasons" aria-describedby="cancel-reason-error">
        <legend className="cancel-form__legend">{LABELS.cancel.reasonStep}</legend>
        {details.cancelReasons.map((reason) => (
          <label key={reason.reasonId} className="cancel-form__reason">
            <input
              type="radio"
              name={CANCEL_FIELDS.reasonId}
              value={reason.reasonId}
              defaultChecked={refused?.reasonId === String(reason.reasonId)}
              required
            />
            {reason.reason}
          </label>
        ))}
        <FormError id="cancel-reason-error" message={refused?.fieldErrors.reasonId} />
      </fieldset>
      <label className="cancel-form__label" htmlFor="cancel-comment">
        {LABELS.cancel.comment}
      </label>
      <textarea
        id="cancel-comment"
        className="cancel-form__comment"
        name={CANCEL_FIELDS.comment}
        maxLength={max}
        rows={4}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        aria-describedby="cancel-comment-count cancel-comment-error"
      />
      <p id="cancel-comment-count" className="cancel-form__count" aria-live="polite">
        {formatMessage.cancelCommentCount(comment.length, max)}
      </p>
      <FormError id="cancel-comment-error" message={refused?.fieldErrors.comment ?? refused?.message} />
      <SubmitButton busy={busy}>{LABELS.cancel.next}</SubmitButton>
    </Form>
  );
}

/** Step 2: the refund per destination and "Refund 5-7 days"; CANCEL ITEM posts the reason again. */
function RefundStep({
  details,
  reasonId,
  comment,
  message,
}: {
  details: CancelDetailsResponse;
  reasonId: string;
  comment: string;
  message?: string | undefined;
}) {
  const busy = useNavigation().formData?.get(INTENT_FIELD) === CANCEL_INTENTS.confirm;
  return (
    <Form method="post" className="cancel-form">
      <h2 className="cancel-form__legend">{LABELS.cancel.refundStep}</h2>
      <RefundSummary
        destinations={details.refundDestinations}
        total={details.refundAmountDetails.totalRefund}
      />
      <input type="hidden" name={INTENT_FIELD} value={CANCEL_INTENTS.confirm} />
      <input type="hidden" name={CANCEL_FIELDS.reasonId} value={reasonId} />
      <input type="hidden" name={CANCEL_FIELDS.comment} value={comment} />
      <FormError message={message} />
      <SubmitButton busy={busy}>{LABELS.cancel.confirm}</SubmitButton>
    </Form>
  );
}

/** What the cancel page shows: the item and its refund, or why it can no longer be cancelled. */
export type CancelView =
  | { kind: "open"; details: CancelDetailsResponse }
  | { kind: "closed"; orderId: string; message: string };

/**
 * /orderdetails/:orderId/cancel/:itemId (spec 3 §4 "Cancel flow"): reason, then refund, then
 * complete. Each step is a form the route action answers with the next (decision 26), so the flow
 * works before the scripts run; once hydrated it moves on without a reload. Once cancelled the item
 * is no longer open, so the complete step is drawn from the action's answer.
 */
export function CancelPage({ view }: { view: CancelView }) {
  const answer = useActionData() as CancelAnswer | undefined;
  const orderId = view.kind === "open" ? view.details.orderId : view.orderId;
  const item = view.kind === "open" ? view.details.items[0] : undefined;
  return (
    <div className="cancel-page container">
      <h1 className="cancel-page__title">{LABELS.cancel.title}</h1>
      {item ? <CancelledItem item={item} /> : null}
      {answer?.step === "complete" ? (
        <section aria-labelledby="cancel-complete-heading">
          <h2 id="cancel-complete-heading" className="cancel-form__legend">
            {LABELS.cancel.completeStep}
          </h2>
          <FormNotice message={answer.cancelled.message} />
          <RefundSummary
            destinations={answer.cancelled.refundDestinations}
            total={answer.cancelled.refundAmountDetails.totalRefund}
          />
        </section>
      ) : view.kind === "closed" ? (
        <FormError message={view.message} />
      ) : answer?.step === "refund" ? (
        <RefundStep
          details={view.details}
          reasonId={answer.reasonId}
          comment={answer.comment}
          message={"refused" in answer ? answer.message : undefined}
        />
      ) : (
        <ReasonStep details={view.details} {...(answer ? { answer } : {})} />
      )}
      <Link className="cancel-page__back" to={orderPath(orderId)}>
        {LABELS.cancel.backToOrder}
      </Link>
    </div>
  );
}
