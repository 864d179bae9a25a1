import { z } from "zod";
import type { BaseEnv, EnvOf } from "./config-env";

/** The environment variables of pictures sent to the store (read with the others by config.ts). */
export const picturesEnv = {
  ODIN_PICTURE_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  ODIN_PHOTO_IMPORT_MAX_MEGAPIXELS: z.coerce.number().int().min(1).max(268).default(24),
};

/** Decoding pictures: review photos (decision 36) and imported style photographs (decision 39). */
export interface PicturesConfig {
  /** Review photos one process decodes and re-encodes at once; more wait their turn. */
  concurrency: number;
  /** Pixels above which `photos:import` refuses a photograph, read from its header before decoding. */
  importMaxPixels: number;
}

type Env = BaseEnv & EnvOf<typeof picturesEnv>;

export function picturesConfig(env: Env): PicturesConfig {
  return {
    concurrency: env.ODIN_PICTURE_CONCURRENCY,
    importMaxPixels: env.ODIN_PHOTO_IMPORT_MAX_MEGAPIXELS * 1_000_000,
  };
}
