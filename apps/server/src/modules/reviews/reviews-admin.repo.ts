import type { ReviewStatus } from "@odin/contracts";
import { type Executor, queryRows, schema, type Transaction } from "@odin/db";
import { eq, type SQL, sql } from "drizzle-orm";
import type { ReviewRow } from "./reviews.repo";

/** The moderators' queries of reviews (decision 60): the queue by keyset, one review with its style and author. */

const { reviews } = schema;

export interface AdminReviewRow extends ReviewRow {
  styleName: string | null;
  brandId: number | null;
  brandName: string | null;
  authorEmail: string | null;
}

/** Where the page before ended: its last review's `updated_at` and id. */
export interface ReviewCursor {
  at: Date;
  id: number;
}

const SELECT = sql`select r.id, r.style_id as "styleId", r.user_id as "userId", r.author_name as "authorName",
    r.rating, r.text, r.colour, r.size, r.images, r.status, r.verified_purchase as "verifiedPurchase",
    r.rejection_reason as "rejectionReason", r.reply, r.replied_at as "repliedAt",
    r.created_at as "createdAt", r.updated_at as "updatedAt",
    s.name as "styleName", s.brand_id as "brandId", b.name as "brandName", u.email as "authorEmail"
  from reviews r
  left join styles s on s.id = r.style_id
  left join brands b on b.id = s.brand_id
  left join users u on u.id = r.user_id`;

/** Timestamps come back as text from a raw query on some drivers: made dates here. */
function typed(row: AdminReviewRow): AdminReviewRow {
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return {
    ...row,
    createdAt: date(row.createdAt) as Date,
    updatedAt: date(row.updatedAt) as Date,
    repliedAt: date(row.repliedAt),
  };
}

/** `updated_at` to the millisecond, as the cursor (a JavaScript date) holds it. */
const MS = sql`date_trunc('milliseconds', r.updated_at)`;

/**
 * A page of reviews in one state. Those waiting, the longest waiting first (the moderators work
 * through them in turn); the others, the latest first.
 */
export async function reviewsPage(
  db: Executor,
  filter: { status: ReviewStatus; brandIds: readonly number[] | null; after?: ReviewCursor | undefined },
  limit: number,
): Promise<AdminReviewRow[]> {
  const oldestFirst = filter.status === "UNDER_MODERATION";
  const parts: SQL[] = [sql`r.status = ${filter.status}`];
  if (filter.brandIds !== null) {
    const ids = sql.join(
      [0, ...filter.brandIds].map((id) => sql`${id}::int`),
      sql`, `,
    );
    parts.push(sql`s.brand_id in (${ids})`);
  }
  if (filter.after) {
    const at = sql`${filter.after.at.toISOString()}::timestamptz`;
    const id = sql`${filter.after.id}::int`;
    parts.push(oldestFirst ? sql`(${MS}, r.id) > (${at}, ${id})` : sql`(${MS}, r.id) < (${at}, ${id})`);
  }
  const order = oldestFirst ? sql`${MS} asc, r.id asc` : sql`${MS} desc, r.id desc`;
  const rows = await queryRows<AdminReviewRow>(
    db,
    sql`${SELECT} where ${sql.join(parts, sql` and `)} order by ${order} limit ${limit}::int`,
  );
  return rows.map(typed);
}

export async function adminReview(db: Executor, reviewId: number): Promise<AdminReviewRow | undefined> {
  const [row] = await queryRows<AdminReviewRow>(db, sql`${SELECT} where r.id = ${reviewId}::int`);
  return row && typed(row);
}

/** The review, locked until the transaction ends: two moderators' decisions take turns. */
export async function lockReview(tx: Transaction, reviewId: number): Promise<ReviewRow | undefined> {
  const [row] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for("update");
  return row;
}

export async function setReply(tx: Transaction, reviewId: number, reply: string | null, at: Date | null) {
  await tx.update(reviews).set({ reply, repliedAt: at }).where(eq(reviews.id, reviewId));
}
