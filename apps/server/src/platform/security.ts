import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import type { Config } from "./config";

/**
 * Security headers. Scripts: the storefront's hydration data is an inline script written by React
 * Router, so script-src allows 'unsafe-inline' next to 'self' (docs/decisions/0005-content-security-policy.md).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const development = config.env === "development";
  await app.register(helmet, {
    contentSecurityPolicy: development
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", "'unsafe-inline'"],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:"],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'self'"],
            baseUri: ["'self'"],
            objectSrc: ["'none'"],
          },
        },
    crossOriginEmbedderPolicy: false,
    hsts: config.mode === "production" ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
}
