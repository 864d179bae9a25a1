import { randomUUID } from "node:crypto";
import { type AdminReview, INT32, type Review } from "@odin/contracts";
import { systemActor } from "../../platform/audit";
import { type OpsCommand, type OpsContext, OpsUsageError } from "../../platform/ops-commands";
import { enqueueMessages } from "../../platform/outbox";
import { createReviewModeration } from "./reviews-moderation";

/**
 * The moderation queue (spec 2 §4) from the command line: `npm run ops -- reviews:queue` and so on,
 * through the same moderation service as the back office (audited, the author told of a rejection
 * through the outbox, which the store's dispatcher sends). A review that is unknown or already in
 * the state asked for is refused like a bad argument.
 */

/** The moderation service as a command uses it: every brand, the outbox rows for the store to send. */
function moderation({ db, config }: Pick<OpsContext, "db" | "config">) {
  const siteOrigin = config.siteOrigin ?? `http://localhost:${config.port ?? 3000}`;
  return createReviewModeration({ db, outbox: { enqueue: enqueueMessages }, siteOrigin });
}

const EVERY_BRAND = { brandIds: null };
/** The audit log's actor of an operator's command: no staff account, the command named. */
const operator = (command: string) => systemActor(`npm run ops -- ${command}`, `ops-${randomUUID()}`);

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

function describeReview(review: Review | AdminReview): string {
  const photos = review.images.length > 0 ? `, ${review.images.length} photo(s)` : "";
  const bought = review.verifiedPurchase ? ", verified purchase" : "";
  const author = "author" in review ? review.author.name : review.authorName;
  return `#${review.reviewId} style ${review.styleId}, ${review.rating}★ by ${author}${bought}${photos}, ${review.updatedAt}: ${oneLine(review.text, 120) || "(no text)"}`;
}

export const reviewsOps: OpsCommand[] = [
  {
    name: "reviews:queue",
    usage: "[limit]",
    summary: "Lists reviews waiting for moderation, the longest waiting first (50 unless a limit is given).",
    async run(args, { db, config, print }) {
      const limit = args[0] === undefined ? undefined : Number(args[0]);
      if (limit !== undefined && (!Number.isInteger(limit) || limit < 1 || limit > 1000)) {
        throw new OpsUsageError("[limit] must be a whole number from 1 to 1000");
      }
      const waiting = await moderation({ db, config }).queue(limit);
      if (waiting.length === 0) print("No reviews are waiting for moderation.");
      for (const review of waiting) print(describeReview(review));
    },
  },
  {
    name: "reviews:publish",
    usage: "<reviewId>",
    summary: "Publishes a review: it is listed and counts in the style's rating.",
    async run(args, context) {
      const answer = await moderation(context).publish(
        EVERY_BRAND,
        operator("reviews:publish"),
        reviewIdOf(args),
      );
      if (!answer.ok) throw new OpsUsageError(answer.problem.detail);
      context.print(`Published ${describeReview(answer.value)}`);
    },
  },
  {
    name: "reviews:reject",
    usage: "<reviewId> [reason]",
    summary:
      "Rejects a review; its author sees the reason, and is e-mailed it when their account has an address.",
    async run(args, context) {
      const reason = args.slice(1).join(" ");
      const answer = await moderation(context).reject(
        EVERY_BRAND,
        operator("reviews:reject"),
        reviewIdOf(args),
        reason,
      );
      if (!answer.ok) throw new OpsUsageError(answer.problem.detail);
      context.print(`Rejected ${describeReview(answer.value)}`);
    },
  },
];
