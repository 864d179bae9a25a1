import {
  ADMIN_REVIEWS,
  type AdminReview,
  type AdminReviewDetails,
  type AdminReviewsPage,
  type AdminReviewsProblem,
  adminProblems,
  adminReviewsProblems,
  fail,
  ok,
  REVIEWS,
  type Result,
  type Review,
  type ReviewProblem,
  type ReviewStatus,
  reviewsProblems,
} from "@odin/contracts";
import type { Database, Transaction } from "@odin/db";
import { type AuditActor, recordAudit } from "../../platform/audit";
import type { Outbox } from "../../platform/outbox";
import type { ObjectStorage, StoredObject } from "../../platform/storage";
import { auditEntries, entryOf } from "../audit";
import { storageKeyOf, toReview } from "./review-view";
import { findWaiting, type ReviewRow, setStatus } from "./reviews.repo";
import * as admin from "./reviews-admin.repo";
import { adminReviewOf, decodeReviewCursor, encodeReviewCursor } from "./reviews-admin-view";

/**
 * Moderation (spec 2 §4, decisions 36 and 60): a review waits UNDER_MODERATION until a moderator
 * publishes or rejects it; only published ones are listed and counted in ratings. The one service
 * the back office and `npm run ops` both call: each decision runs in a transaction with the review
 * locked, records an audit entry with the fields before and after, and a rejection's reason shows
 * on the author's review and, when their account has an e-mail address, reaches them by e-mail
 * through the outbox. The store's reply shows under a published review on the product page. The
 * change feed's trigger on `reviews` tells every instance's caches (listings, product pages, the
 * reviews block) when a decision or a reply lands.
 */

/** The brands a moderator's work is limited to; null is every brand (an operator's command too). */
export interface ModerationScope {
  brandIds: readonly number[] | null;
}

type Problem = ReviewProblem | AdminReviewsProblem | "outOfScope" | "notFound";

export interface ReviewModeration {
  /** Reviews waiting, the longest waiting first (the operator's command). */
  queue(limit?: number): Promise<Review[]>;
  page(
    scope: ModerationScope,
    query: { status: ReviewStatus; styleId?: number | undefined; after?: string | undefined; limit: number },
  ): Promise<Result<AdminReviewsPage, "notFound">>;
  /** One review with its audit entries, newest first: its page in the back office. */
  review(scope: ModerationScope, reviewId: number): Promise<Result<AdminReviewDetails, Problem>>;
  /** One of the review's photos (`<uuid>.webp`), whatever its state: the moderators must see it to decide. */
  photo(scope: ModerationScope, reviewId: number, photo: string): Promise<Result<StoredObject, Problem>>;
  publish(scope: ModerationScope, actor: AuditActor, reviewId: number): Promise<Result<AdminReview, Problem>>;
  reject(
    scope: ModerationScope,
    actor: AuditActor,
    reviewId: number,
    reason: string | undefined,
  ): Promise<Result<AdminReview, Problem>>;
  /** The store's reply; an empty one takes it away. */
  reply(
    scope: ModerationScope,
    actor: AuditActor,
    reviewId: number,
    reply: string,
  ): Promise<Result<AdminReview, Problem>>;
}

export interface ModerationDeps {
  db: Database;
  outbox: Pick<Outbox, "enqueue">;
  /** Where the photos are kept (the back office shows them; an operator's command needs none). */
  storage?: Pick<ObjectStorage, "get">;
  /** Where the author's e-mail links to (their review's page). */
  siteOrigin: string;
  /** After a decision commits: wakes the outbox's dispatcher (none for an operator's command). */
  committed?: () => void;
  now?: () => Date;
}

const fieldsOf = (row: Pick<ReviewRow, "status" | "rejectionReason" | "reply">) => ({
  status: row.status,
  rejectionReason: row.rejectionReason,
  reply: row.reply,
});

export function createReviewModeration(deps: ModerationDeps): ReviewModeration {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function scoped(scope: ModerationScope, reviewId: number): Promise<Result<AdminReview, Problem>> {
    const row = await admin.adminReview(db, reviewId);
    if (!row) return fail(reviewsProblems.unknownReview());
    if (scope.brandIds !== null && !scope.brandIds.includes(row.brandId ?? 0))
      return fail(adminProblems.outOfScope());
    return ok(adminReviewOf(row));
  }

  /** A decision on one review in its transaction, audited; `work` answers a refusal or nothing. */
  async function decide(
    scope: ModerationScope,
    actor: AuditActor,
    reviewId: number,
    action: string,
    work: (tx: Transaction, row: ReviewRow) => Promise<Result<void, Problem>>,
  ): Promise<Result<AdminReview, Problem>> {
    const seen = await scoped(scope, reviewId);
    if (!seen.ok) return seen;
    const done = await db.transaction(async (tx): Promise<Result<void, Problem>> => {
      const row = await admin.lockReview(tx, reviewId);
      if (!row) return fail(reviewsProblems.unknownReview());
      const worked = await work(tx, row);
      if (!worked.ok) return worked;
      const after = await admin.lockReview(tx, reviewId);
      if (!after) throw new Error(`review ${reviewId} vanished inside its transaction`);
      const change = { resource: "review", resourceId: reviewId, action };
      await recordAudit(tx, actor, { ...change, before: fieldsOf(row), after: fieldsOf(after) });
      return ok();
    });
    if (!done.ok) return done;
    deps.committed?.();
    return scoped(scope, reviewId);
  }

  /** Tells the author why their review was not published, by e-mail, when their account has one. */
  async function tellRejected(tx: Transaction, row: ReviewRow, reason: string) {
    const found = await admin.adminReview(tx, row.id);
    if (!found?.authorEmail) return;
    await deps.outbox.enqueue(tx, {
      channel: "email",
      recipient: found.authorEmail,
      template: "review-rejected",
      payload: {
        style: found.styleName ?? `style ${row.styleId}`,
        reason,
        link: `${deps.siteOrigin}/writereview/${row.styleId}`,
      },
      idempotencyKey: `review-rejected:${row.id}:${now().getTime()}`,
    });
  }

  return {
    async queue(limit = REVIEWS.pageSize) {
      return (await findWaiting(db, limit)).map((row) => toReview(row, true));
    },

    async page(scope, query) {
      const after = query.after === undefined ? undefined : decodeReviewCursor(query.after);
      if (query.after !== undefined && !after) return fail(adminProblems.notFound());
      const rows = await admin.reviewsPage(
        db,
        { status: query.status, styleId: query.styleId, brandIds: scope.brandIds, after },
        query.limit + 1,
      );
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return ok({
        reviews: page.map(adminReviewOf),
        next: rows.length > query.limit && last ? encodeReviewCursor(last.cursor) : null,
      });
    },

    async review(scope, reviewId) {
      const seen = await scoped(scope, reviewId);
      if (!seen.ok) return seen;
      const where = { resource: "review", resourceId: String(reviewId) };
      const audit = await auditEntries(db, where, ADMIN_REVIEWS.historyLimit);
      return ok({ ...seen.value, audit: audit.map(entryOf) });
    },

    async photo(scope, reviewId, photo) {
      const seen = await scoped(scope, reviewId);
      if (!seen.ok) return seen;
      const name = photo.slice(0, -".webp".length);
      const held = seen.value.images.includes(`/review-images/${photo}`);
      const stored = held ? await deps.storage?.get(storageKeyOf(name)) : undefined;
      return stored ? ok(stored) : fail(reviewsProblems.unknownImage());
    },

    publish: (scope, actor, reviewId) =>
      decide(scope, actor, reviewId, "publish", async (tx, row) => {
        if (row.status === "PUBLISHED") return fail(reviewsProblems.alreadyModerated("PUBLISHED"));
        await setStatus(tx, reviewId, "PUBLISHED", null);
        return ok();
      }),

    reject: (scope, actor, reviewId, reason) =>
      decide(scope, actor, reviewId, "reject", async (tx, row) => {
        if (row.status === "REJECTED") return fail(reviewsProblems.alreadyModerated("REJECTED"));
        const why = reason?.trim().slice(0, REVIEWS.maxReasonChars) || null;
        await setStatus(tx, reviewId, "REJECTED", why);
        if (why) await tellRejected(tx, row, why);
        return ok();
      }),

    reply: (scope, actor, reviewId, reply) =>
      decide(scope, actor, reviewId, "reply", async (tx, row) => {
        if (row.status === "REJECTED") return fail(adminReviewsProblems.rejectedReply());
        const text = reply.trim();
        await admin.setReply(tx, reviewId, text || null, text ? now() : null);
        return ok();
      }),
  };
}
