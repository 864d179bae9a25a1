import { z } from "zod";
import type { BaseEnv, EnvOf } from "./config-env";
import { ConfigError } from "./config-error";

/** The job runner's environment variables (read with the others by config.ts). */
export const jobsEnv = {
  ODIN_JOBS_IN_PROCESS: z.stringbool({ truthy: ["true", "1"], falsy: ["false", "0"] }).default(true),
  ODIN_JOBS_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
};

/** Scheduled jobs (docs/decisions/0031-scheduled-jobs.md). */
export interface JobsConfig {
  /** The server runs the jobs itself; false leaves them to `npm run worker`. */
  inProcess: boolean;
  /** How often a runner looks for jobs that are due. */
  pollIntervalMs: number;
}

type Env = BaseEnv & EnvOf<typeof jobsEnv>;

export function jobsConfig(env: Env): JobsConfig {
  if (!env.ODIN_JOBS_IN_PROCESS && !env.DATABASE_URL) {
    throw new ConfigError(
      "Invalid configuration:\n  ODIN_JOBS_IN_PROCESS: false needs DATABASE_URL (no other process can open the embedded database to run the jobs)",
    );
  }
  return { inProcess: env.ODIN_JOBS_IN_PROCESS, pollIntervalMs: env.ODIN_JOBS_POLL_SECONDS * 1000 };
}
