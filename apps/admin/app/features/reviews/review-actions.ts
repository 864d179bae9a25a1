import { adminRoutes, REVIEWS } from "@odin/contracts";
import { ApiFailure, api } from "../../lib/api";
import { mayUse } from "../../lib/areas";
import { currentSession, refusal } from "../../lib/session";

/**
 * The three decisions on one review, each a form posted to its page's action: publish it, reject it
 * with a reason its author is told, or write the store's reply shown under it on the product page.
 * The server decides with the review locked, so two moderators cannot both decide: the second is
 * told where it stands now. A refusal keeps what the moderator typed in the form.
 */

export const REVIEW_INTENTS = ["publish", "reject", "reply"] as const;
export type ReviewIntent = (typeof REVIEW_INTENTS)[number];

export type ReviewAnswer = { intent: ReviewIntent } & (
  | { done: string; error?: undefined }
  | { error: string; done?: undefined }
);

export const REVIEWS_WRITE = "reviews:write";

/**
 * The store's reply's longest length: the contracts' ADMIN_REVIEWS.maxReplyChars, written out
 * because that file also holds zod schemas (decision 13); reviews.test.tsx holds them equal.
 */
export const MAX_REPLY_CHARS = 2_000;

/** The shortest reason the server takes for a rejection. */
export const MIN_REASON_CHARS = 3;
export const MAX_REASON_CHARS = REVIEWS.maxReasonChars;
const REASON_REQUIRED = "Give a reason of at least 3 characters: the shopper is told it.";

const isIntent = (value: unknown): value is ReviewIntent => REVIEW_INTENTS.some((intent) => intent === value);

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const COULD_NOT: Record<ReviewIntent, string> = {
  publish: "The review could not be published.",
  reject: "The review could not be rejected.",
  reply: "The reply could not be saved.",
};

/** What was done, in the moderator's terms. */
async function perform(intent: ReviewIntent, form: FormData, reviewId: string, request: Request) {
  const params = { reviewId };
  if (intent === "publish") {
    await api.call(adminRoutes.adminReviewPublish, {}, { params, request });
    return "Published: the review is on the product page and counts in the style's rating.";
  }
  if (intent === "reject") {
    const reason = text(form, "reason").trim();
    await api.call(adminRoutes.adminReviewReject, { reason }, { params, request });
    return "Rejected: the shopper sees the reason on their review, and is e-mailed it when their account has an address.";
  }
  const reply = text(form, "reply").trim();
  const review = await api.call(adminRoutes.adminReviewReply, { reply }, { params, request });
  if (review.reply === null) return "The store's reply was taken away.";
  return review.status === "PUBLISHED"
    ? "Reply saved: it shows under the review on the product page."
    : "Reply saved: it will show under the review once the review is published.";
}

/**
 * Answers one of the review page's forms. Every refusal of the server (a decision already taken, a
 * role without reviews:write, a brand outside the moderator's scope, a server away) is shown on the
 * page; only the end of the session leaves it, for the sign-in page.
 */
export async function reviewAction(request: Request, reviewId: string): Promise<ReviewAnswer> {
  const form = await request.formData();
  const intent = form.get("intent");
  if (!isIntent(intent) || !/^[1-9]\d{0,9}$/.test(reviewId)) {
    throw new Response("This form was not made by this page.", { status: 400 });
  }
  const session = await currentSession(request);
  if (!mayUse(session.staff.permissions, REVIEWS_WRITE)) {
    return { intent, error: `${COULD_NOT[intent]} ${refusal(REVIEWS_WRITE).detail}` };
  }
  if (intent === "reject" && text(form, "reason").trim().length < MIN_REASON_CHARS) {
    return { intent, error: `${COULD_NOT[intent]} ${REASON_REQUIRED}` };
  }
  try {
    return { intent, done: await perform(intent, form, reviewId, request) };
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    return { intent, error: `${COULD_NOT[intent]} ${error.detail}` };
  }
}
