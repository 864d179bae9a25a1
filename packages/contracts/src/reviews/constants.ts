/**
 * Business constants and limits: reviews (spec 2 §5, §9). Values the spec leaves open and that we chose are
 * marked `// value not given by the spec`. Shopper-facing wording lives in `messages.ts`.
 */

export const REVIEWS = {
  minChars: 3,
  maxChars: 10_000,
  pageSize: 50,
  moderationStatuses: ["UNDER_MODERATION", "PUBLISHED", "REJECTED"],
  minRating: 1,
  maxRating: 5,
  /** Photos one review may carry. // value not given by the spec */
  maxImages: 5,
  /** Largest photo accepted, in bytes (5 MiB, a phone camera's JPEG). // value not given by the spec */
  maxImageBytes: 5 * 1024 * 1024,
  /**
   * Most pixels a photo may have (24 megapixels, e.g. 6000 × 4000): read from its header and refused
   * before it is decoded, as decoding takes 3 to 4 bytes of memory a pixel. // value not given by the spec
   */
  maxImagePixels: 24_000_000,
  /** Photo types accepted, recognised by their bytes, never by the name. // value not given by the spec */
  imageTypes: ["image/jpeg", "image/png", "image/webp"],
  /** Longest side of a stored photo, in pixels; larger ones are scaled down. // value not given by the spec */
  maxImageEdge: 1600,
  /** Colour and size as the shopper names them. // value not given by the spec */
  maxColourChars: 40,
  maxSizeChars: 20,
  /** Why a review was rejected, as the operator writes it. // value not given by the spec */
  maxReasonChars: 500,
  /** Reviews and customer photos on the product page. // value not given by the spec */
  productPageReviews: 3,
  productPagePhotos: 8,
} as const;

export type ReviewStatus = (typeof REVIEWS.moderationStatuses)[number];

/** Where a stored review photo is served: `/review-images/<name>.webp`. */
export const REVIEW_IMAGE_PATH = /^\/review-images\/[0-9a-f-]{36}\.webp$/;

/** A shopper's rating of a whole order (spec 3 §2 Order confirmation; decision 45). */
export const ORDER_RATINGS = {
  /** The comment that may go with the stars. // value not given by the spec */
  maxCommentChars: 500,
} as const;
