import { type AdminReview, INT32 } from "@odin/contracts";
import type { AdminReviewRow, ReviewCursor } from "./reviews-admin.repo";

/** A review as the moderators see it (decision 60): everything, with its style and its author's account. */
export function adminReviewOf(row: AdminReviewRow): AdminReview {
  return {
    reviewId: row.id,
    styleId: row.styleId,
    styleName: row.styleName,
    brandName: row.brandName,
    author: { name: row.authorName, userId: row.userId, email: row.authorEmail },
    rating: row.rating,
    text: row.text,
    colour: row.colour,
    size: row.size,
    images: row.images,
    photos: row.images.map(
      (path) => `/admin/api/reviews/${row.id}/photos/${path.slice("/review-images/".length)}`,
    ),
    status: row.status,
    verifiedPurchase: row.verifiedPurchase,
    rejectionReason: row.rejectionReason,
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The queue's cursor: the last review's `updated_at` to the microsecond, as stored (ISO 8601 in UTC
 * with exactly six decimals, as the page's query writes it), and its id. A JavaScript date keeps only
 * milliseconds, so the queue could order only on `updated_at` cut to them, which no index serves.
 * A cursor of that older form (three decimals) is refused as a forged one is.
 */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeReviewCursor({ at, id }: ReviewCursor): string {
  return Buffer.from(`${at}|${id}`).toString("base64url");
}

/** The cursor a page's `next` was; undefined for anything this server did not write. */
export function decodeReviewCursor(cursor: string): ReviewCursor | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  const [at, id, ...rest] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  if (rest.length > 0 || !at || !id || !INSTANT.test(at) || Number.isNaN(Date.parse(at))) return undefined;
  if (!/^\d{1,10}$/.test(id) || Number(id) < 1 || Number(id) > INT32.max) return undefined;
  return { at, id: Number(id) };
}
