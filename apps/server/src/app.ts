import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import type { DatabaseHandle } from "@odin/db";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { addressesPage, registerAddresses } from "./modules/addresses";
import { accountPage, createShopperOf, registerAuth } from "./modules/auth";
import { registerBag } from "./modules/bag";
import { bankTransferPage, registerBankTransfer } from "./modules/bank-transfer";
import { registerBrands } from "./modules/brands";
import { cancellationsPage, registerCancellations } from "./modules/cancellations";
import { createChangeFeed, registerCatalog } from "./modules/catalog";
import { bagPage, registerCheckout } from "./modules/checkout";
import { registerClientReports } from "./modules/client-reports";
import { registerContent } from "./modules/content";
import { registerDelivery } from "./modules/delivery";
import { favouritesPage, registerFavourites } from "./modules/favourites";
import { registerInvoices } from "./modules/invoices";
import { loyaltyPage, registerLoyalty } from "./modules/loyalty";
import { registerMedia } from "./modules/media";
import { registerMessaging } from "./modules/messaging";
import { newsletterPage, registerNewsletter } from "./modules/newsletter";
import { loyaltyForOrders, ordersPage, registerOrders } from "./modules/orders";
import { otpPage, registerOtp } from "./modules/otp";
import { registerPages } from "./modules/pages";
import { registerPasswordReset } from "./modules/password-reset";
import { paymentsPage, registerPayments } from "./modules/payments";
import { registerProduct } from "./modules/product";
import { registerRegistration } from "./modules/registration";
import { registerReturns, returnsPage, reversePickupReach } from "./modules/returns";
import { orderRatingsPage, registerOrderRatings, registerReviews, reviewsPage } from "./modules/reviews";
import { registerSearch } from "./modules/search";
import { registerSeo } from "./modules/seo";
import { registerSocial } from "./modules/social";
import { registerStoreLocator } from "./modules/store-locator";
import { registerSupport, supportPage } from "./modules/support";
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
import { registerFulfilmentSandbox } from "./sandbox/fulfilment/fulfilment-sandbox";
import { oauthSandbox, sandboxClients } from "./sandbox/oauth/oauth-sandbox";
import { registerPayoutsSandbox } from "./sandbox/payouts/payouts-sandbox";
import { registerPaymentSandbox } from "./sandbox/pg/payment-sandbox";
import { registerSandbox } from "./sandbox/sandbox";
import { registerOrderFlows } from "./use-cases";

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
  const smsBudget = setUpSmsBudget(limits.smsPerHour, { registry: metrics, log: app.log, env: config.env });
  // Sign-in and tokens come first: their guard (`app.requireUser`) serves the routes registered after.
  const { auth, verifyAccessToken, sessions, captcha, captchaPass, grants } = registerAuth(app, {
    db: database.db,
    config,
    limits,
  });

  const changes = createChangeFeed(database.db);
  const delivery = registerDelivery(app, { db: database.db });
  const catalog = registerCatalog(app, { db: database.db, changes, place: delivery.place });
  const { tenantId, autosuggestChannels } = config;
  registerSearch(app, { catalog, settings: { tenantId, autosuggestChannels } });
  const content = registerContent(app, { db: database.db });
  const product = registerProduct(app, { db: database.db, changes });
  const brands = registerBrands(app, { db: database.db, catalog });
  const pages = registerPages(app, { db: database.db });
  const storage = createObjectStorage(config.storage);
  const pictures = setUpPictureQueue(config.pictures.concurrency, metrics);
  const reviews = registerReviews(app, {
    db: database.db,
    storage,
    changes,
    pictures,
    limits,
    verifyAccessToken,
  });
  const orderRatings = registerOrderRatings(app, { db: database.db });
  const browsing = { content, catalog, brands, pages, product };
  const favourites = registerFavourites(app, {
    db: database.db,
    cards: async (styleIds) => (await product.styles(styleIds)).styles.styleList,
    brandList: () => brands.list(),
  });
  const bag = registerBag(app, { db: database.db, config: config.bag });
  const addresses = registerAddresses(app, {
    db: database.db,
    place: delivery.place,
    returnPickup: reversePickupReach(database.db),
  });
  const loyalty = registerLoyalty(app, { db: database.db, config: config.loyalty });
  const checkout = registerCheckout(app, { db: database.db, bag, addresses, delivery });
  const storeLocator = registerStoreLocator(app, { db: database.db, place: delivery.place, map: config.map });
  const siteOrigin = app.origins.site;
  registerSeo(app, { db: database.db, pages, siteOrigin });
  registerMedia(app, { db: database.db, changes, storage });
  // SMS and e-mail go through the outbox (decision 0018); demo mode delivers them to /_sandbox/outbox.
  const sandbox = config.mode === "demo" ? await registerSandbox(app) : undefined;
  const outbox = registerMessaging(app, { db: database.db, config, sandbox, smsBudget });
  // A cash-on-delivery code goes to the shopper's verified number or the delivery address's.
  const deliveryNumber = async (userId: number) =>
    (await checkout.shippingState(userId)).address?.mobileNumber;
  const otp = registerOtp(app, {
    db: database.db,
    config,
    outbox,
    limits,
    smsBudget,
    deliveryNumber,
    captcha,
    sessions,
    grants,
  });
  const social = registerSocial(app, { db: database.db, config, otp, sessions, grants });
  const registration = registerRegistration(app, { db: database.db, config, otp, social, sessions, captcha });
  const passwordReset = registerPasswordReset(app, { db: database.db, config, outbox, limits, smsBudget });
  registerClientReports(app, { db: database.db, outbox, limits, config: config.clientReports });
  const captchaOnCod = config.featureFlags.captchaOnCashOnDelivery;
  const { reservationMinutes } = config.payments;
  const { orders, reservations, lifecycle } = registerOrders(app, {
    db: database.db,
    bag,
    checkout,
    otp,
    loyalty,
    outbox,
    captchaPass,
    config: {
      bag: config.bag,
      siteOrigin,
      captchaOnCod,
      reservationMinutes,
      exchange: config.featureFlags.exchange,
    },
  });
  // The warehouse's stand-in moves order items on in demo mode (decision 47).
  if (sandbox)
    registerFulfilmentSandbox(app, { db: database.db, lifecycle, kickOutbox: () => outbox.kick() });
  const loyaltyOfOrders = loyaltyForOrders(loyalty);
  const invoices = registerInvoices(app, { db: database.db, config: config.invoices });
  // Online payments reach the gateways, or in demo mode their stand-ins under /_sandbox/pg (decision 41).
  if (sandbox) await registerPaymentSandbox(app, config.payments, sandbox.origin);
  const { payments, online, wallet } = await registerPayments(app, {
    db: database.db,
    bag,
    checkout,
    orders,
    reservations,
    loyalty: loyaltyOfOrders,
    limits,
    kickOutbox: () => outbox.kick(),
    config: {
      bag: config.bag,
      payments: config.payments,
      featureFlags: config.featureFlags,
      tenantId: config.tenantId,
    },
    sandboxOrigin: sandbox
      ? sandbox.origin
      : () => Promise.reject(new Error("no sandbox in production mode")),
  });
  // Refunds by bank transfer reach the payouts provider, or in demo mode its stand-in (decision 44).
  if (sandbox && config.bankTransfer.payouts.sandbox)
    await registerPayoutsSandbox(app, config.bankTransfer.payouts);
  const bankTransfer = registerBankTransfer(app, {
    db: database.db,
    config: config.bankTransfer,
    limits,
    sandboxOrigin: sandbox
      ? sandbox.origin
      : () => Promise.reject(new Error("no sandbox in production mode")),
  });
  const returns = registerReturns(app, {
    db: database.db,
    lifecycle,
    bankTransfer,
    config: { selfShip: config.featureFlags.selfShipReturn },
  });
  registerOrderFlows(app, lifecycle, { invoices, loyalty, payouts: bankTransfer });
  const support = registerSupport(app, {
    db: database.db,
    outbox,
    limits,
    smsBudget,
    config: config.support,
    siteOrigin,
  });
  const { cancellations, exchange } = registerCancellations(app, {
    db: database.db,
    lifecycle,
    outbox,
    config: { siteOrigin, supportEmail: config.support.supportEmail, exchange: config.featureFlags.exchange },
  });
  const { sessionSecret } = config;
  const newsletter = registerNewsletter(app, { db: database.db, outbox, limits, sessionSecret, siteOrigin });
  // The local Google and Facebook stand-ins: never in production mode.
  if (config.mode === "demo") await app.register(oauthSandbox, sandboxClients(config.social));

  app.all("/api/*", { schema: { hide: true } }, apiNotFound);
  app.all("/auth/*", { schema: { hide: true } }, apiNotFound);
  if (storefront !== "none") {
    const { redisUrl, redisKeyPrefix } = config;
    const renderCache = config.renderCache ? { redisUrl, redisKeyPrefix, metrics } : undefined;
    const account = accountPage(auth, {
      grants,
      register: (input) => registration.register(input),
      registerWithOtp: (input) => registration.registerWithOtp(input),
      forgotPassword: (input) => passwordReset.forgot(input),
    });
    const bagOf = bagPage(bag, checkout);
    const addressesOf = addressesPage(addresses);
    const paymentsOf = paymentsPage({
      db: database.db,
      bag,
      loyalty: loyaltyOfOrders,
      payments,
      online,
      wallet,
    });
    const ordersOf = ordersPage(orders);
    const cancellationsOf = cancellationsPage(cancellations, exchange);
    const otpOf = otpPage(otp, { captcha, pass: captchaPass });
    const supportOf = supportPage(support);
    const newsletterOf = newsletterPage(newsletter);
    const reviewsOf = reviewsPage(reviews);
    const favouritesOf = favouritesPage(favourites);
    const bankTransferOf = bankTransferPage(bankTransfer);
    const returnsOf = returnsPage(returns);
    const loyaltyOf = loyaltyPage(loyalty);
    const orderRatingsOf = orderRatingsPage(orderRatings);
    await registerStorefront(app, {
      mode: storefront,
      servicesFor: (request, reply, shopper) => ({
        ...browsing,
        passwordReset,
        storeLocator,
        account: account(request, reply),
        bag: bagOf(request, reply, shopper),
        addresses: addressesOf(shopper),
        payments: paymentsOf(request, shopper),
        orders: ordersOf(shopper),
        cancellations: cancellationsOf(shopper),
        otp: otpOf(request, reply, shopper),
        support: supportOf(request),
        newsletter: newsletterOf(request),
        reviews: reviewsOf(shopper),
        favourites: favouritesOf(shopper),
        bankTransfer: bankTransferOf(shopper),
        returns: returnsOf(shopper),
        loyalty: loyaltyOf(shopper),
        orderRatings: orderRatingsOf(shopper),
      }),
      shopperOf: createShopperOf({ verifyAccessToken, auth }),
      featureFlags: config.featureFlags,
      renderCache,
    });
  }
  return app;
}
