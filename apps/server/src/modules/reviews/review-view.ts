import { REVIEW_IMAGE_PATH, type Review } from "@odin/contracts";
import type { ReviewRow } from "./reviews.repo";

/** Where a stored photo is served, and back: `/review-images/<uuid>.webp` ⇄ the name `<uuid>`. */
export const imagePathOf = (name: string) => `/review-images/${name}.webp`;
export const imageNameOf = (imagePath: string): string | undefined =>
  REVIEW_IMAGE_PATH.test(imagePath) ? imagePath.slice("/review-images/".length, -".webp".length) : undefined;
/** The storage key of a photo's name. */
export const storageKeyOf = (name: string) => `reviews/${name}.webp`;

/** A review as the API answers it; the rejection reason only for its author (`forAuthor`). */
export function toReview(row: ReviewRow, forAuthor: boolean): Review {
  return {
    reviewId: row.id,
    styleId: row.styleId,
    authorName: row.authorName,
    rating: row.rating,
    text: row.text,
    ...(row.colour ? { colour: row.colour } : {}),
    ...(row.size ? { size: row.size } : {}),
    images: row.images,
    status: row.status,
    verifiedPurchase: row.verifiedPurchase,
    ...(forAuthor && row.rejectionReason ? { rejectionReason: row.rejectionReason } : {}),
    ...(row.reply ? { reply: row.reply } : {}),
    ...(row.reply && row.repliedAt ? { repliedAt: row.repliedAt.toISOString() } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Page counts of a list: at least one page, even when empty. */
export function pagesOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
