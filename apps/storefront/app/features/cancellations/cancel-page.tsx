import {
  type CancelDetailsResponse,
  formatMessage,
  formatRupees,
  LABELS,
  MESSAGES,
  RETURNS,
  type RefundDestinationAmount,
} from "@odin/contracts";
import { Form, Link, useActionData } from "react-router";
import { INTENT_FIELD, useFormPending } from "../../lib/form-answer";
import { SubmitButton } from "../../ui/button";
import { FormError } from "../../ui/form-error";
import { FormNotice } from "../../ui/form-notice";
import { ChangedItem } from "../order-changes/changed-item";
import { type ItemChangeView, orderPath } from "../order-changes/order-change-forms";
import { ReasonFields } from "../order-changes/reason-fields";
import { RefundSummary } from "../order-changes/refund-summary";
import { CANCEL_FIELDS, CANCEL_INTENTS, type CancelAnswer } from "./cancel-forms";

const DESTINATION_LABELS = {
  source: LABELS.cancel.toSource,
  loyalty: LABELS.cancel.toLoyalty,
  none: LABELS.cancel.none,
} as const;

/** Where the refund goes and how much, its total, and "Refund 5-7 days" (or that nothing was paid). */
function CancelRefund({
  destinations,
  total,
}: {
  destinations: readonly RefundDestinationAmount[];
  total: number;
}) {
  return (
    <RefundSummary
      lines={destinations.map((line) => ({ ...line, label: DESTINATION_LABELS[line.destination] }))}
      total={total}
      totalLabel={LABELS.cancel.totalRefund}
      timeline={total > 0 ? MESSAGES.cancel.refundTimeline : MESSAGES.cancel.noRefund}
    />
  );
}

/** Step 1: a reason (radio list) and an optional comment of at most 255 characters, with its counter. */
function ReasonStep({ details, answer }: { details: CancelDetailsResponse; answer?: CancelAnswer }) {
  const refused = answer && "refused" in answer && answer.step === "reason" ? answer : undefined;
  const busy = useFormPending(CANCEL_INTENTS.reason);
  const max = RETURNS.cancelCommentMaxChars;
  return (
    <Form method="post" className="order-change-form" noValidate>
      <input type="hidden" name={INTENT_FIELD} value={CANCEL_INTENTS.reason} />
      <ReasonFields
        idPrefix="cancel"
        legend={LABELS.cancel.reasonStep}
        reasons={details.cancelReasons}
        chosen={{ reasonId: refused?.reasonId, comment: refused?.comment ?? "" }}
        commentLabel={LABELS.cancel.comment}
        maxChars={max}
        count={(length) => formatMessage.cancelCommentCount(length, max)}
        errors={{
          reasonId: refused?.fieldErrors.reasonId,
          comment: refused?.fieldErrors.comment ?? refused?.message,
        }}
      />
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
  const busy = useFormPending(CANCEL_INTENTS.confirm);
  return (
    <Form method="post" className="order-change-form">
      <h2 className="order-change-form__legend">{LABELS.cancel.refundStep}</h2>
      <CancelRefund
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
export type CancelView = ItemChangeView<CancelDetailsResponse>;

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
    <div className="order-change-page container">
      <h1 className="order-change-page__title">{LABELS.cancel.title}</h1>
      {item ? (
        <ChangedItem
          item={item}
          details={`${LABELS.cancel.size} ${item.size} · ${LABELS.cancel.quantity} ${item.quantity} · ${formatRupees(item.lineTotal)}`}
        />
      ) : null}
      {answer?.step === "complete" ? (
        <section aria-labelledby="cancel-complete-heading">
          <h2 id="cancel-complete-heading" className="order-change-form__legend">
            {LABELS.cancel.completeStep}
          </h2>
          <FormNotice message={answer.cancelled.message} />
          <CancelRefund
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
      <Link className="order-change-page__back" to={orderPath(orderId)}>
        {LABELS.cancel.backToOrder}
      </Link>
    </div>
  );
}
