import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { z } from "zod";
import type { BaseEnv, EnvOf } from "./config-env";
import { ConfigError } from "./config-error";
import type { StorageConfig } from "./storage";

/** Object storage's environment variables (read with the others by config.ts). */
export const storageEnv = {
  ODIN_STORAGE: z.enum(["local", "s3"]).default("local"),
  ODIN_STORAGE_DIR: z.string().min(1).optional(),
  ODIN_S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  ODIN_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "an S3 bucket name")
    .optional(),
  ODIN_S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,32}$/)
    .default("ap-south-1"),
  ODIN_S3_ACCESS_KEY_ID: z.string().min(1).max(200).optional(),
  ODIN_S3_SECRET_ACCESS_KEY: z.string().min(1).max(200).optional(),
};

type Env = BaseEnv & EnvOf<typeof storageEnv>;

/** Where uploaded and imported files live (docs/decisions/0034-object-storage-and-ops-commands.md). */
export function storageConfig(env: Env): StorageConfig {
  if (env.ODIN_STORAGE === "local") {
    // A store that keeps nothing (memory://) keeps its files in the system's temporary directory.
    const dir = env.ODIN_DATA_DIR.startsWith("memory://")
      ? join(tmpdir(), `odin-files-${process.pid}`)
      : resolve(env.ODIN_DATA_DIR, "files");
    return { kind: "local", dir: resolve(env.ODIN_STORAGE_DIR ?? dir) };
  }
  const { ODIN_S3_ENDPOINT, ODIN_S3_BUCKET, ODIN_S3_ACCESS_KEY_ID, ODIN_S3_SECRET_ACCESS_KEY } = env;
  if (!ODIN_S3_ENDPOINT || !ODIN_S3_BUCKET || !ODIN_S3_ACCESS_KEY_ID || !ODIN_S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      "Invalid configuration:\n  ODIN_STORAGE=s3 needs ODIN_S3_ENDPOINT, ODIN_S3_BUCKET, ODIN_S3_ACCESS_KEY_ID and ODIN_S3_SECRET_ACCESS_KEY",
    );
  }
  return {
    kind: "s3",
    endpoint: ODIN_S3_ENDPOINT,
    bucket: ODIN_S3_BUCKET,
    region: env.ODIN_S3_REGION,
    accessKeyId: ODIN_S3_ACCESS_KEY_ID,
    secretAccessKey: ODIN_S3_SECRET_ACCESS_KEY,
  };
}
