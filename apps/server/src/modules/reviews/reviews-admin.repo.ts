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
  /** ISO 8601 in UTC with six decimals: PostgreSQL keeps microseconds, a Date only milliseconds. */
  at: string;
  id: number;
}

/** A review of a page, with where the page would end if it were the last. */
export interface QueuedReviewRow extends AdminReviewRow {
  cursor: ReviewCursor;
}

const COLUMNS = sql`r.id, r.style_id as "styleId", r.user_id as "userId", r.author_name as "authorName",
    r.rating, r.text, r.colour, r.size, r.images, r.status, r.verified_purchase as "verifiedPurchase",
    r.rejection_reason as "rejectionReason", r.reply, r.replied_at as "repliedAt",
    r.created_at as "createdAt", r.updated_at as "updatedAt",
    s.name as "styleName", s.brand_id as "brandId", b.name as "brandName", u.email as "authorEmail"`;
const FROM = sql`from reviews r
  left join styles s on s.id = r.style_id
  left join brands b on b.id = s.brand_id
  left join users u on u.id = r.user_id`;
const SELECT = sql`select ${COLUMNS} ${FROM}`;

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

/**
 * A page of reviews in one state, of one style when asked. Those waiting, the longest waiting first
 * (the moderators work through them in turn); the others, the latest first. Ordered on the stored
 * `updated_at` and the id, which `reviews_status_updated_id_idx` holds in that order: a page reads its
 * rows from the index, never sorting the whole state (decision 63).
 */
export async function reviewsPage(
  db: Executor,
  filter: {
    status: ReviewStatus;
    styleId?: number | undefined;
    brandIds: readonly number[] | null;
    after?: ReviewCursor | undefined;
  },
  limit: number,
): Promise<QueuedReviewRow[]> {
  const oldestFirst = filter.status === "UNDER_MODERATION";
  const parts: SQL[] = [sql`r.status = ${filter.status}`];
  if (filter.styleId !== undefined) parts.push(sql`r.style_id = ${filter.styleId}::int`);
  if (filter.brandIds !== null) {
    const ids = sql.join(
      [0, ...filter.brandIds].map((id) => sql`${id}::int`),
      sql`, `,
    );
    parts.push(sql`s.brand_id in (${ids})`);
  }
  if (filter.after) {
    const after = sql`(${filter.after.at}::timestamptz, ${filter.after.id}::int)`;
    parts.push(oldestFirst ? sql`(r.updated_at, r.id) > ${after}` : sql`(r.updated_at, r.id) < ${after}`);
  }
  const order = oldestFirst ? sql`r.updated_at asc, r.id asc` : sql`r.updated_at desc, r.id desc`;
  const rows = await queryRows<AdminReviewRow & { cursorAt: string }>(
    db,
    sql`select ${COLUMNS},
          to_char(r.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "cursorAt"
        ${FROM}
        where ${sql.join(parts, sql` and `)} order by ${order} limit ${limit}::int`,
  );
  return rows.map(({ cursorAt, ...row }) => ({ ...typed(row), cursor: { at: cursorAt, id: row.id } }));
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
