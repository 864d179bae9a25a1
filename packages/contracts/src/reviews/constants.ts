/**
 * Business constants and limits: reviews (spec 2 §5, §9). Values the spec leaves open and that we chose are
 * marked `// value not given by the spec`. Shopper-facing wording lives in `messages.ts`.
 */

export const REVIEWS = {
  minChars: 3,
  maxChars: 10_000,
  pageSize: 50,
  moderationStatuses: ["UNDER_MODERATION", "PUBLISHED", "REJECTED"],
} as const;
