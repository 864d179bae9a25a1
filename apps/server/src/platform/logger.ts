import type { FastifyRequest } from "fastify";
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

/**
 * Query parameters whose values are secrets: reset links, OAuth codes, state, PKCE and nonces, the
 * social token. Compared in lower case.
 */
const SECRET_QUERY_KEYS = new Set([
  "token",
  "sessionid",
  "code",
  "state",
  "nonce",
  "code_challenge",
  "code_verifier",
  "client_secret",
  "socialtoken",
  "id_token",
  "access_token",
  "appsecret_proof",
]);

/** The request address as logged: secret query values replaced, everything else kept for debugging. */
export function loggableUrl(url: string): string {
  const mark = url.indexOf("?");
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split("&")
    .map((pair) => {
      const [key = ""] = pair.split("=", 1);
      return SECRET_QUERY_KEYS.has(decodeURIComponentSafe(key).toLowerCase()) ? `${key}=[redacted]` : pair;
    });
  return `${url.slice(0, mark)}?${query.join("&")}`;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function loggerOptions(config: Config): LoggerOptions {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggableUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
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
