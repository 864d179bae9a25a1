import type { LoggerOptions } from "pino";
import type { Config } from "./config";

/** Headers and fields that must never reach a log line. */
export const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  "*.password",
  "*.newPassword",
  "*.currentPassword",
  "*.refresh_token",
  "*.access_token",
  "*.passPhrase",
  "*.otp",
];

export function loggerOptions(config: Config): LoggerOptions {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    ...(config.env === "development" && process.stdout.isTTY
      ? {
          transport: {
            target: "pino-pretty",
            options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" },
          },
        }
      : {}),
  };
}
