import type { AdminReview } from "@odin/contracts";
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

/** The queue's cursor: the last review's `updated_at` (to the microsecond, as stored) and id. */
export function encodeReviewCursor(at: Date, id: number): string {
  return Buffer.from(`${at.toISOString()}|${id}`).toString("base64url");
}

export function decodeReviewCursor(cursor: string): ReviewCursor | undefined {
  const [iso, id] = Buffer.from(cursor, "base64url").toString().split("|");
  const at = iso ? new Date(iso) : undefined;
  if (!at || Number.isNaN(at.getTime()) || !id || !/^[0-9]{1,10}$/.test(id)) return undefined;
  return Number(id) <= 2_147_483_647 ? { at, id: Number(id) } : undefined;
}
