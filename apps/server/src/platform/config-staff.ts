import { z } from "zod";
import type { BaseEnv, EnvOf } from "./config-env";

/** The environment variables of the back office's staff sign-in (read by config.ts). */
export const staffEnv = {
  /** Minutes without a request after which a staff session ends. */
  ODIN_STAFF_IDLE_MINUTES: z.coerce.number().int().min(5).max(480).default(30),
  /** Hours after which a staff session ends, however busy. */
  ODIN_STAFF_SESSION_HOURS: z.coerce.number().int().min(1).max(24).default(12),
  /** Minutes the e-mailed sign-in code works. */
  ODIN_STAFF_CODE_MINUTES: z.coerce.number().int().min(2).max(30).default(10),
};

/** Staff sign-in and sessions (decision 60). */
export interface StaffConfig {
  idleMinutes: number;
  sessionHours: number;
  codeMinutes: number;
}

type Env = BaseEnv & EnvOf<typeof staffEnv>;

export function staffConfig(env: Env): StaffConfig {
  return {
    idleMinutes: env.ODIN_STAFF_IDLE_MINUTES,
    sessionHours: env.ODIN_STAFF_SESSION_HOURS,
    codeMinutes: env.ODIN_STAFF_CODE_MINUTES,
  };
}
