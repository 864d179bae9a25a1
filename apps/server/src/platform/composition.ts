import type { Shopper, StorefrontServices } from "@odin/contracts";
import type { Database } from "@odin/db";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Registry } from "prom-client";
import type { Config } from "./config";
import type { OpsCommand } from "./ops-commands";
import type { PictureQueue } from "./picture-queue";
import type { RateLimiters } from "./rate-limit";
import type { SmsBudget } from "./sms-budget";
import type { ObjectStorage } from "./storage";

/**
 * What the modules give each other, filled in the order of `module-list.ts`. Each module declares
 * its part in its own `module.ts` (TypeScript's module augmentation), so that adding a module touches
 * no shared file but the list.
 */
// biome-ignore lint/suspicious/noEmptyInterface: each module's module.ts adds its services here
export interface Services {}

/**
 * What an app is built for: a server answers requests; the worker (`npm run worker`) never listens
 * and only runs the scheduled jobs, so it loads none of the read models that answer requests from
 * memory (the catalog index and the search over it) and follows none of their change feeds, which
 * only keep those current. Every module registers its routes and jobs alike in both.
 */
export type AppRole = "server" | "worker";

/** The platform's machinery, built before any module, that every module may use. */
export interface Platform {
  app: FastifyInstance;
  config: Config;
  role: AppRole;
  db: Database;
  /**
   * For reads that may be a little stale (listings' and product pages' reads, the back office's
   * lists): the read replica while it is fresh, else `db` (decision 73). Never for a read that
   * decides a write, nor one a shopper or staff member expects to show their own change.
   */
  reads: Database;
  /**
   * A read handle that sees everything committed before the call: the replica once it has replayed
   * that far, else `db`. For a full load that a change feed then keeps up to date (decision 73).
   */
  readsUpToNow(): Promise<Database>;
  limits: RateLimiters;
  smsBudget: SmsBudget;
  storage: ObjectStorage;
  pictures: PictureQueue;
  metrics: Registry;
  /** Where the store's pages answer: the configured origin, or this server on localhost. */
  siteOrigin: string;
}

/** One page request, as the storefront's loaders and actions make it. */
export interface PageRequest {
  request: FastifyRequest;
  /** Where page services that answer with cookies set them. */
  reply: FastifyReply;
  /** Who the request's cookies name, if anybody. */
  shopper: Shopper | null;
}

/** The page services a module gives the storefront's loaders and actions for one request. */
export type PageServicesOf<Key extends keyof StorefrontServices> = (
  page: PageRequest,
) => StorefrontServices[Key];

/** A module's page services, by their name in the storefront's load context. */
export type PageServices = {
  [Key in keyof StorefrontServices]?: (services: Services, platform: Platform) => PageServicesOf<Key>;
};

/**
 * One entry of the module list (a module's `module.ts` declares it `satisfies AppModule`, so that its
 * type keeps the names of its page services): what a module adds to the app. `register` puts its routes and jobs
 * on `platform.app` and answers the services it gives the modules after it; `pages` builds its page
 * services once every module is registered; `ops` are its operator commands (`npm run ops`).
 */
export interface AppModule {
  name: string;
  register(
    platform: Platform,
    services: Services,
  ): Partial<Services> | undefined | Promise<Partial<Services> | undefined>;
  pages?: PageServices;
  ops?: readonly OpsCommand[];
}

/** The page-service names that a list of modules gives. */
export type PagesGiven<Modules extends readonly AppModule[]> = {
  [Index in keyof Modules]: Modules[Index] extends { pages: infer Pages } ? keyof Pages : never;
}[number];

const composed = new WeakMap<FastifyInstance, Services>();

/** Thrown when a module reads a service that no module before it in the list gives. */
export class CompositionError extends Error {}

/**
 * A view of `services` for `module`'s registration that fails loudly on a service not given yet:
 * the list's order is wrong, and the message says how to fix it.
 */
function givenSoFar(services: Services, module: string): Services {
  return new Proxy(services, {
    get(target, key, receiver) {
      if (typeof key === "string" && !(key in target))
        throw new CompositionError(
          `the ${module} module uses "${key}", which no module before it in module-list.ts gives`,
        );
      return Reflect.get(target, key, receiver);
    },
  });
}

/** Registers `modules` in their order on `platform.app`; answers the services they gave. */
export async function registerModules(platform: Platform, modules: readonly AppModule[]): Promise<Services> {
  const services = {} as Services;
  for (const module of modules) {
    const given = await module.register(platform, givenSoFar(services, module.name));
    for (const key of Object.keys(given ?? {}))
      if (key in services) throw new CompositionError(`"${key}" is given by two modules (${module.name})`);
    Object.assign(services, given);
  }
  composed.set(platform.app, services);
  return services;
}

/**
 * The storefront's services for one request, from every module's page services: built once here,
 * called per request.
 */
export function pageServicesOf(
  modules: readonly AppModule[],
  services: Services,
  platform: Platform,
): (page: PageRequest) => StorefrontServices {
  const factories: [string, PageServicesOf<keyof StorefrontServices>][] = [];
  for (const module of modules) {
    for (const [key, build] of Object.entries(module.pages ?? {})) {
      if (factories.some(([name]) => name === key))
        throw new CompositionError(`the page service "${key}" is given by two modules (${module.name})`);
      const of = build as (
        services: Services,
        platform: Platform,
      ) => PageServicesOf<keyof StorefrontServices>;
      factories.push([key, of(services, platform)]);
    }
  }
  return (page) =>
    Object.fromEntries(factories.map(([key, of]) => [key, of(page)])) as unknown as StorefrontServices;
}

/** The services an app's modules gave (tests reach the order lifecycle, say, through it). */
export function servicesOf(app: FastifyInstance): Services {
  const services = composed.get(app);
  if (!services) throw new CompositionError("no modules were registered on this app");
  return services;
}
