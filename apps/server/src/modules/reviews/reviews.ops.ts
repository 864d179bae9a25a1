import { INT32, type Review } from "@odin/contracts";
import { type OpsCommand, OpsUsageError } from "../../platform/ops-commands";
import { createReviewModeration } from "./reviews-moderation";

/**
 * The moderation queue (spec 2 §4) until a back office exists: `npm run ops -- reviews:queue` and so
 * on. A review that is unknown or already in the state asked for is refused like a bad argument.
 */

function reviewIdOf(args: string[]): number {
  const [text] = args;
  const id = Number(text);
  if (!text || !/^\d+$/.test(text) || id < 1 || id > INT32.max) {
    throw new OpsUsageError("<reviewId> must be a review's number");
  }
  return id;
}

const oneLine = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

function describeReview(review: Review): string {
  const photos = review.images.length > 0 ? `, ${review.images.length} photo(s)` : "";
  const bought = review.verifiedPurchase ? ", verified purchase" : "";
  return `#${review.reviewId} style ${review.styleId}, ${review.rating}★ by ${review.authorName}${bought}${photos}, ${review.updatedAt}: ${oneLine(review.text, 120) || "(no text)"}`;
}

export const reviewsOps: OpsCommand[] = [
  {
    name: "reviews:queue",
    usage: "[limit]",
    summary: "Lists reviews waiting for moderation, the longest waiting first (50 unless a limit is given).",
    async run(args, { db, print }) {
      const limit = args[0] === undefined ? undefined : Number(args[0]);
      if (limit !== undefined && (!Number.isInteger(limit) || limit < 1 || limit > 1000)) {
        throw new OpsUsageError("[limit] must be a whole number from 1 to 1000");
      }
      const waiting = await createReviewModeration(db).queue(limit);
      if (waiting.length === 0) print("No reviews are waiting for moderation.");
      for (const review of waiting) print(describeReview(review));
    },
  },
  {
    name: "reviews:publish",
    usage: "<reviewId>",
    summary: "Publishes a review: it is listed and counts in the style's rating.",
    async run(args, { db, print }) {
      const answer = await createReviewModeration(db).publish(reviewIdOf(args));
      if (!answer.ok) throw new OpsUsageError(answer.problem.detail);
      print(`Published ${describeReview(answer.value)}`);
    },
  },
  {
    name: "reviews:reject",
    usage: "<reviewId> [reason]",
    summary: "Rejects a review; its author sees the reason.",
    async run(args, { db, print }) {
      const answer = await createReviewModeration(db).reject(reviewIdOf(args), args.slice(1).join(" "));
      if (!answer.ok) throw new OpsUsageError(answer.problem.detail);
      print(`Rejected ${describeReview(answer.value)}`);
    },
  },
];
