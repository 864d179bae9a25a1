import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import type { DatabaseHandle } from "@odin/db";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { createAccessTokenVerifier } from "./modules/auth/access-token";
import { accountPage } from "./modules/auth/account-page";
import { authRoutes } from "./modules/auth/auth.routes";
import { createAuthService } from "./modules/auth/auth.service";
import { createAltchaVerifier } from "./modules/auth/captcha";
import { captchaRoutes } from "./modules/auth/captcha.routes";
import { createShopperOf } from "./modules/auth/page-session";
import { createSessionIssuer } from "./modules/auth/sessions";
import { createTokenSigner } from "./modules/auth/tokens";
import { registerBrands } from "./modules/brands";
import { catalogRoutes } from "./modules/catalog/catalog.routes";
import { createCatalogService } from "./modules/catalog/catalog.service";
import { createChangeFeed } from "./modules/catalog/change-feed";
import { registerClientReports } from "./modules/client-reports";
import { registerContent } from "./modules/content";
import { registerDelivery } from "./modules/delivery";
import { mediaRoutes } from "./modules/media/media.routes";
import { createMessageAdapters } from "./modules/messaging/adapters";
import { createOtpGrant } from "./modules/otp/otp.grant";
import { otpRoutes } from "./modules/otp/otp.routes";
import { createOtpService } from "./modules/otp/otp.service";
import { registerPages } from "./modules/pages";
import { passwordResetRoutes } from "./modules/password-reset/password-reset.routes";
import { createPasswordResetService } from "./modules/password-reset/password-reset.service";
import { registerProduct } from "./modules/product";
import { registrationRoutes } from "./modules/registration/registration.routes";
import { createRegistrationService } from "./modules/registration/registration.service";
import { searchRoutes } from "./modules/search/search.routes";
import { createSearchService } from "./modules/search/search.service";
import { seoRoutes } from "./modules/seo/seo.routes";
import { createSitemaps } from "./modules/seo/sitemaps";
import { createSocial, createSocialGrant } from "./modules/social/create-social";
import { socialRoutes } from "./modules/social/social.routes";
import { registerAuthGuard } from "./platform/auth-guard";
import type { Config } from "./platform/config";
import { correlationIdOf, registerCorrelationEcho } from "./platform/correlation";
import { apiNotFound, registerErrorHandling } from "./platform/errors";
import { registerHealth } from "./platform/health";
import { loggerOptions } from "./platform/logger";
import { registerModuleGuard } from "./platform/module-guard";
import { registerOpenApi } from "./platform/openapi";
import { createOutbox, registerOutbox } from "./platform/outbox";
import { setUpRateLimits } from "./platform/rate-limit";
import { registerSecurityHeaders } from "./platform/security";
import { registerConnectionDraining } from "./platform/shutdown";
import { registerStorefront, type StorefrontMode } from "./platform/storefront-host";
import { oauthSandbox, sandboxClients } from "./sandbox/oauth/oauth-sandbox";
import { registerSandbox } from "./sandbox/sandbox";

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
  const metrics = registerHealth(app, database);
  await registerOpenApi(app);
  await app.register(cookie);
  const signer = createTokenSigner(config.auth.jwtSecret, config.auth.accessTokenTtlSeconds);
  const verifyAccessToken = createAccessTokenVerifier(signer);
  registerAuthGuard(app, verifyAccessToken);

  const changes = createChangeFeed(database.db);
  const catalog = createCatalogService(database.db, changes);
  // The catalog index is loaded before the first request is accepted, not by it.
  app.addHook("onReady", () => catalog.warm());
  const content = registerContent(app, { db: database.db });
  await app.register(catalogRoutes, { catalog });
  await app.register(searchRoutes, {
    search: createSearchService(catalog, {
      tenantId: config.tenantId,
      autosuggestChannels: config.autosuggestChannels,
    }),
  });
  const product = registerProduct(app, { db: database.db, changes });
  registerDelivery(app, { db: database.db });
  registerClientReports(app);
  const brands = registerBrands(app, { db: database.db, catalog });
  const pages = registerPages(app, { db: database.db });
  const browsing = { content, catalog, brands, pages, product };
  await app.register(seoRoutes, {
    sitemaps: createSitemaps(database.db, pages),
    siteOrigin: config.siteOrigin,
  });
  await app.register(mediaRoutes);
  const captcha = createAltchaVerifier(config.sessionSecret, { db: database.db });
  const limits = setUpRateLimits(app, config, database.db);
  const sessions = createSessionIssuer({ db: database.db, config: config.auth, signer });
  // SMS and e-mail go through the outbox (decision 0018); demo mode delivers them to /_sandbox/outbox.
  const sandbox = config.mode === "demo" ? await registerSandbox(app) : undefined;
  const adapters = createMessageAdapters(config.messaging, sandbox);
  const outbox = createOutbox({
    db: database.db,
    adapters,
    log: app.log,
    pollIntervalMs: config.messaging.outbox.pollIntervalMs,
    maxAttempts: config.messaging.outbox.maxAttempts,
    isolate: config.env === "test",
  });
  registerOutbox(app, outbox);
  app.addHook("onClose", async () => adapters.close());
  const otp = createOtpService({
    db: database.db,
    config: config.otp,
    sessionSecret: config.sessionSecret,
    outbox,
    captcha,
    limits,
    captchaOnRegistration: config.featureFlags.captchaOnRegistration,
  });
  await app.register(otpRoutes, { otp });
  const social = createSocial({
    config: config.social,
    sessionSecret: config.sessionSecret,
    db: database.db,
    sessions,
    otp,
  });
  const auth = createAuthService({
    db: database.db,
    config: config.auth,
    sessions,
    captcha,
    limits,
    requireVerifiedPhone: config.featureFlags.otpOnRegistration,
  });
  await app.register(authRoutes, {
    auth,
    grants: {
      social: createSocialGrant({ social }),
      otp: createOtpGrant({ db: database.db, otp, sessions }),
    },
  });
  await app.register(captchaRoutes, { captcha });
  // Registration and password recovery (decision 0020).
  const passwordRule = config.auth.passwordRule;
  const registration = createRegistrationService({
    db: database.db,
    sessions,
    captcha,
    otp,
    completeSocialRegistration: (input) => social.completeSocialRegistration(input),
    flags: config.featureFlags,
    passwordRule,
  });
  await app.register(registrationRoutes, { registration });
  const passwordReset = createPasswordResetService({
    db: database.db,
    outbox,
    config: config.passwordReset,
    passwordRule,
    limits,
    siteOrigin: config.siteOrigin ?? `http://localhost:${config.port}`,
  });
  await app.register(passwordResetRoutes, { passwordReset });
  await app.register(socialRoutes, { social });
  // The local Google and Facebook stand-ins: never in production mode.
  if (config.mode === "demo") await app.register(oauthSandbox, sandboxClients(config.social));

  app.all("/api/*", { schema: { hide: true } }, apiNotFound);
  app.all("/auth/*", { schema: { hide: true } }, apiNotFound);
  if (storefront !== "none") {
    const origin = config.siteOrigin ?? `http://localhost:${config.port}`;
    const { redisUrl, redisKeyPrefix } = config;
    const renderCache = config.renderCache ? { redisUrl, redisKeyPrefix, metrics } : undefined;
    const account = accountPage(auth);
    await registerStorefront(app, {
      mode: storefront,
      servicesFor: (request, reply) => ({ ...browsing, passwordReset, account: account(request, reply) }),
      shopperOf: createShopperOf({ verifyAccessToken, auth }),
      featureFlags: config.featureFlags,
      origin,
      renderCache,
    });
  }
  return app;
}
