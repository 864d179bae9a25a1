import type { AdminReview } from "@odin/contracts";
import { Form, useNavigation } from "react-router";
import {
  MAX_REASON_CHARS,
  MAX_REPLY_CHARS,
  MIN_REASON_CHARS,
  type ReviewAnswer,
  type ReviewIntent,
} from "./review-actions";

/** The id of the page's refusal (ActionResult), which the fields of the refused form point to. */
export const REVIEW_ERROR_ID = "review-action-error";

/** The intent of the form being posted, if one is. */
function usePosting(): ReviewIntent | undefined {
  const navigation = useNavigation();
  if (navigation.state !== "submitting") return undefined;
  return navigation.formData?.get("intent") as ReviewIntent | undefined;
}

/**
 * A moderator's decisions on one review: publish it unless it is published, reject it with a reason
 * unless it is rejected. What a form's field holds stays while the server refuses it.
 */
export function ModerationForms({
  review,
  answer,
}: {
  review: AdminReview;
  answer: ReviewAnswer | undefined;
}) {
  const posting = usePosting();
  const refused = (intent: ReviewIntent) =>
    answer?.error && answer.intent === intent ? REVIEW_ERROR_ID : undefined;
  return (
    <section className="panel stack" aria-labelledby="moderate-title">
      <h2 id="moderate-title">Decide</h2>
      {review.status === "PUBLISHED" ? null : (
        <Form method="post" className="stack">
          <input type="hidden" name="intent" value="publish" />
          <p className="hint">Publishing lists the review on the product page and counts its rating.</p>
          <div className="actions">
            <button
              type="submit"
              className="button"
              disabled={posting !== undefined}
              aria-describedby={refused("publish")}
            >
              {posting === "publish" ? "Publishing…" : "Publish review"}
            </button>
          </div>
        </Form>
      )}
      {review.status === "REJECTED" ? null : (
        <Form method="post" className="stack">
          <input type="hidden" name="intent" value="reject" />
          <label className="field">
            <span>Reason for rejecting</span>
            <textarea
              name="reason"
              rows={3}
              required
              minLength={MIN_REASON_CHARS}
              maxLength={MAX_REASON_CHARS}
              aria-describedby={["reject-hint", refused("reject")].filter(Boolean).join(" ")}
            />
          </label>
          <p id="reject-hint" className="hint">
            The shopper sees it on their review and is e-mailed it. Say what to change, kindly.
          </p>
          <div className="actions">
            <button type="submit" className="button button-danger" disabled={posting !== undefined}>
              {posting === "reject" ? "Rejecting…" : "Reject review"}
            </button>
          </div>
        </Form>
      )}
    </section>
  );
}

/**
 * The store's reply, shown under the review on the product page ("Reply from the store") once the
 * review is published. Saving it empty takes it away; a rejected review takes none.
 */
export function ReplyForm({ review, answer }: { review: AdminReview; answer: ReviewAnswer | undefined }) {
  const posting = usePosting();
  const refused = answer?.error && answer.intent === "reply" ? REVIEW_ERROR_ID : undefined;
  return (
    <Form method="post" className="panel stack" aria-labelledby="reply-title">
      <h2 id="reply-title">The store's reply</h2>
      <input type="hidden" name="intent" value="reply" />
      <label className="field">
        <span>Reply</span>
        <textarea
          name="reply"
          rows={4}
          maxLength={MAX_REPLY_CHARS}
          defaultValue={review.reply ?? ""}
          aria-describedby={["reply-hint", refused].filter(Boolean).join(" ")}
        />
      </label>
      <p id="reply-hint" className="hint">
        Shown under the review on the product page, signed by the store. Save it empty to take it away.
      </p>
      <div className="actions">
        <button type="submit" className="button" disabled={posting !== undefined}>
          {posting === "reply" ? "Saving…" : "Save reply"}
        </button>
      </div>
    </Form>
  );
}
