import { z } from "zod";
import type { BaseEnv, EnvOf } from "./config-env";

/** The loyalty programme's environment variables (read with the others by config.ts). */
export const loyaltyEnv = {
  ODIN_LOYALTY_PAISE_PER_POINT: z.coerce.number().int().min(1).max(100_000).default(100),
  ODIN_LOYALTY_POINTS_VALID_DAYS: z.coerce.number().int().min(1).max(3_650).default(365),
};

/** What a point is worth and how long it lasts (decision 32). */
export interface LoyaltyConfig {
  /** The value of one point when it pays for items, in paise (100: 1 point = ₹1). */
  paisePerPoint: number;
  /** Days from earning after which unused points expire. */
  validDays: number;
}

type Env = BaseEnv & EnvOf<typeof loyaltyEnv>;

export function loyaltyConfig(env: Env): LoyaltyConfig {
  return {
    paisePerPoint: env.ODIN_LOYALTY_PAISE_PER_POINT,
    validDays: env.ODIN_LOYALTY_POINTS_VALID_DAYS,
  };
}
