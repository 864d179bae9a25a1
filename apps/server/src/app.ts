import compress from "@fastify/compress";
import type { StorefrontServices } from "@odin/contracts";
import type { DatabaseHandle } from "@odin/db";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { catalogRoutes } from "./modules/catalog/catalog.routes";
import { createCatalogService } from "./modules/catalog/catalog.service";
import { contentRoutes } from "./modules/content/content.routes";
import { createContentService } from "./modules/content/content.service";
import { mediaRoutes } from "./modules/media/media.routes";
import type { Config } from "./platform/config";
import { correlationIdOf, registerCorrelationEcho } from "./platform/correlation";
import { apiNotFound, registerErrorHandling } from "./platform/errors";
import { registerHealth } from "./platform/health";
import { loggerOptions } from "./platform/logger";
import { registerModuleGuard } from "./platform/module-guard";
import { registerOpenApi } from "./platform/openapi";
import { registerSecurityHeaders } from "./platform/security";
import { registerConnectionDraining } from "./platform/shutdown";
import { registerStorefront, type StorefrontMode } from "./platform/storefront-host";

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** How the storefront is served: from the production build, through Vite, or not at all (API tests). */
  storefront: StorefrontMode | "none";
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
}

/** Builds the whole application from its plugins; used by main.ts and by the tests. */
export async function buildApp({
  config,
  database,
  storefront,
  logStream,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logStream ? { ...loggerOptions(config), stream: logStream } : loggerOptions(config),
    genReqId: correlationIdOf,
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: "correlationId" }),
    bodyLimit: 1_048_576,
    trustProxy: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerCorrelationEcho(app);
  registerConnectionDraining(app);
  registerErrorHandling(app);
  registerModuleGuard(app);
  await registerSecurityHeaders(app, config);
  await app.register(compress, { threshold: 1024 });
  registerHealth(app, database);
  await registerOpenApi(app);

  const services: StorefrontServices = {
    content: createContentService(database.db, app.log),
    catalog: createCatalogService(database.db),
  };
  await app.register(contentRoutes, { content: services.content });
  await app.register(catalogRoutes, { catalog: services.catalog });
  await app.register(mediaRoutes);

  app.all("/api/*", { schema: { hide: true } }, apiNotFound);
  app.all("/auth/*", { schema: { hide: true } }, apiNotFound);
  if (storefront !== "none") {
    const origin = config.siteOrigin ?? `http://localhost:${config.port}`;
    await registerStorefront(app, { mode: storefront, services, origin });
  }
  return app;
}
