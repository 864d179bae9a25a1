import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import type { DatabaseHandle } from "@odin/db";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { MODULES } from "./module-list";
import { registerAdmin } from "./platform/admin-host";
import { type AppRole, pageServicesOf, registerModules } from "./platform/composition";
import type { Config } from "./platform/config";
import { trustProxyOf } from "./platform/config-proxies";
import { registerCookieRule } from "./platform/cookies";
import { correlationIdOf, registerCorrelationEcho } from "./platform/correlation";
import { apiNotFound, registerErrorHandling } from "./platform/errors";
import { registerHealth } from "./platform/health";
import { loggerOptions } from "./platform/logger";
import { registerModuleGuard } from "./platform/module-guard";
import { registerOpenApi } from "./platform/openapi";
import { registerOrigins } from "./platform/page-origin";
import { setUpPictureQueue } from "./platform/picture-queue";
import { setUpRateLimits } from "./platform/rate-limit";
import { registerSecurityHeaders } from "./platform/security";
import { registerConnectionDraining } from "./platform/shutdown";
import { setUpSmsBudget } from "./platform/sms-budget";
import { createObjectStorage } from "./platform/storage";
import { registerStorefront, type StorefrontMode } from "./platform/storefront-host";

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** How the storefront is served: from the production build, through Vite, or not at all (API tests). */
  storefront: StorefrontMode | "none";
  /**
   * A server (the default) or the job worker, which never listens: there the catalog stays out of
   * memory unless a job asks for it, and the change feeds kept for requests are not followed.
   */
  role?: AppRole;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
}

/** How long a plugin or a start-up hook may take before the start fails. */
export const START_TIMEOUT_MS = 120_000;

/** Builds the whole application from its plugins; used by main.ts, worker.ts and the tests. */
export async function buildApp({
  config,
  database,
  storefront,
  role = "server",
  logStream,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logStream ? { ...loggerOptions(config), stream: logStream } : loggerOptions(config),
    genReqId: correlationIdOf,
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: "correlationId" }),
    bodyLimit: 1_048_576,
    // Start-up hooks (onReady) may take longer than Fastify's 10 s: the catalog of 100,000 styles
    // loads and warms in about 10 s on the project's 2-core machine, more when it is busy.
    pluginTimeout: START_TIMEOUT_MS,
    // X-Forwarded-* only from the proxies configured (decision 50).
    trustProxy: trustProxyOf(config.trustedProxies),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerCorrelationEcho(app);
  registerConnectionDraining(app);
  registerErrorHandling(app);
  registerModuleGuard(app);
  registerSecurityHeaders(app, config);
  await app.register(compress, { threshold: 1024 });
  const metrics = registerHealth(app, database);
  await registerOpenApi(app);
  await app.register(cookie);
  registerCookieRule(app, config);
  registerOrigins(app, {
    configured: config.siteOrigin,
    site: config.siteOrigin ?? `http://localhost:${config.port}`,
  });
  const limits = setUpRateLimits(app, config, database.db);
  const platform = {
    app,
    config,
    role,
    db: database.db,
    reads: database.reads,
    readsUpToNow: database.readsUpToNow,
    limits,
    smsBudget: setUpSmsBudget(limits.smsPerHour, { registry: metrics, log: app.log, env: config.env }),
    storage: createObjectStorage(config.storage),
    pictures: setUpPictureQueue(config.pictures.concurrency, metrics),
    metrics,
    siteOrigin: app.origins.site,
  };
  const services = await registerModules(platform, MODULES);

  app.all("/api/*", { schema: { hide: true } }, apiNotFound);
  app.all("/auth/*", { schema: { hide: true } }, apiNotFound);
  app.all("/admin/api/*", { schema: { hide: true } }, apiNotFound);
  if (storefront !== "none") {
    // The back office's pages and assets under /admin, which the storefront's pages never take.
    await registerAdmin(app, { mode: storefront });
    const { redisUrl, redisKeyPrefix } = config;
    await registerStorefront(app, {
      mode: storefront,
      servicesFor: pageServicesOf(MODULES, services, platform),
      shopperOf: services.shopperOf,
      featureFlags: config.featureFlags,
      serviceWorker: config.serviceWorker,
      renderCache: config.renderCache ? { redisUrl, redisKeyPrefix, metrics } : undefined,
    });
  }
  return app;
}
