import { z } from "zod";
import type { BaseEnv, EnvOf } from "./config-env";
import { ConfigError } from "./config-error";

/** The environment variables of what browsers report: analytics events and error reports. */
export const clientReportsEnv = {
  ODIN_EVENTS_BATCHES_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  ODIN_ERROR_REPORTS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  ODIN_CLIENT_REPORTS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3_650).default(90),
  ODIN_ERROR_MAIL: z.stringbool({ truthy: ["true", "1"], falsy: ["false", "0"] }).default(false),
  ODIN_ERROR_MAIL_TO: z
    .string()
    .regex(/^[^\s@<>]{1,64}@[^\s@<>]{1,190}$/, "an e-mail address, e.g. ops@shop.example.in")
    .optional(),
};

/** Analytics events and client error reports (decision 39). */
export interface ClientReportsConfig {
  /** Event batches one client address may send in a minute; more answer 429. */
  eventBatchesPerMinute: number;
  /** Error reports one client address may send in a minute; more answer 429 and are not mailed. */
  errorReportsPerMinute: number;
  /** Events and error reports are deleted this many days after they arrive. */
  retentionDays: number;
  /** Where error reports are mailed; null: they are only recorded and logged. */
  errorMailTo: string | null;
}

type Env = BaseEnv & EnvOf<typeof clientReportsEnv>;

export function clientReportsConfig(env: Env): ClientReportsConfig {
  if (env.ODIN_ERROR_MAIL && !env.ODIN_ERROR_MAIL_TO) {
    throw new ConfigError(
      "Invalid configuration:\n  ODIN_ERROR_MAIL: true needs ODIN_ERROR_MAIL_TO (the operator's address)",
    );
  }
  return {
    eventBatchesPerMinute: env.ODIN_EVENTS_BATCHES_PER_MINUTE,
    errorReportsPerMinute: env.ODIN_ERROR_REPORTS_PER_MINUTE,
    retentionDays: env.ODIN_CLIENT_REPORTS_RETENTION_DAYS,
    errorMailTo: env.ODIN_ERROR_MAIL ? (env.ODIN_ERROR_MAIL_TO ?? null) : null,
  };
}
