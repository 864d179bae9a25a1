import { z } from "zod";
import type { Env } from "./config";

/** The reviews' environment variables (read with the others by config.ts). */
export const reviewsEnv = {
  ODIN_REVIEW_MAX_CHANGES_PER_SHOPPER: z.coerce.number().int().min(1).max(1_000).default(20),
};

/** Reviews of styles (decision 36). */
export interface ReviewsConfig {
  /** Reviews one shopper may write or edit in an hour; more answer 429. */
  maxChangesPerShopper: number;
}

export function reviewsConfig(env: Env): ReviewsConfig {
  return { maxChangesPerShopper: env.ODIN_REVIEW_MAX_CHANGES_PER_SHOPPER };
}
