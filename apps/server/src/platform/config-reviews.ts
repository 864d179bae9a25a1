import { z } from "zod";
import type { BaseEnv, EnvOf } from "./config-env";

/** The reviews' environment variables (read with the others by config.ts). */
export const reviewsEnv = {
  ODIN_REVIEW_MAX_CHANGES_PER_SHOPPER: z.coerce.number().int().min(1).max(1_000).default(20),
  ODIN_REVIEW_MAX_PHOTO_UPLOADS_PER_SHOPPER: z.coerce.number().int().min(1).max(10_000).default(60),
};

/** Reviews of styles (decision 36). */
export interface ReviewsConfig {
  /** Reviews one shopper may write or edit in an hour; more answer 429. */
  maxChangesPerShopper: number;
  /** Review photos one shopper may upload in an hour (each is decoded and re-encoded); more answer 429. */
  maxPhotoUploadsPerShopper: number;
}

type Env = BaseEnv & EnvOf<typeof reviewsEnv>;

export function reviewsConfig(env: Env): ReviewsConfig {
  return {
    maxChangesPerShopper: env.ODIN_REVIEW_MAX_CHANGES_PER_SHOPPER,
    maxPhotoUploadsPerShopper: env.ODIN_REVIEW_MAX_PHOTO_UPLOADS_PER_SHOPPER,
  };
}
