import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import {
  type AppModule,
  CompositionError,
  type PageRequest,
  type Platform,
  pageServicesOf,
  registerModules,
  type Services,
  servicesOf,
} from "./composition";

/** A platform whose parts the modules of these tests never touch but `app`. */
const platformOn = (app = Fastify()) => ({ app }) as unknown as Platform;

/** Services of these tests' own modules, read back untyped. */
const given = (services: Services) => services as unknown as Record<string, unknown>;

const maker = {
  name: "maker",
  register: () => ({ tokens: { make: () => "token" } }) as unknown as Partial<Services>,
} satisfies AppModule;

const user = {
  name: "user",
  register: (_platform: Platform, services: Services) => {
    const { tokens } = given(services) as { tokens: { make(): string } };
    return { used: tokens.make() } as unknown as Partial<Services>;
  },
} satisfies AppModule;

describe("the module list's composition", () => {
  it("registers modules in order, each given the services of the modules before it", async () => {
    const platform = platformOn();
    const services = await registerModules(platform, [maker, user]);
    expect(given(services).used).toBe("token");
    expect(servicesOf(platform.app)).toBe(services);
  });

  it("refuses a module that uses a service no module before it gives, naming both", async () => {
    await expect(registerModules(platformOn(), [user, maker])).rejects.toThrow(
      new CompositionError(
        'the user module uses "tokens", which no module before it in module-list.ts gives',
      ),
    );
  });

  it("refuses a service given by two modules", async () => {
    await expect(registerModules(platformOn(), [maker, { ...maker, name: "again" }])).rejects.toThrow(
      new CompositionError('"tokens" is given by two modules (again)'),
    );
  });

  it("builds each request's page services from every module's, once per request", async () => {
    const platform = platformOn();
    const built: string[] = [];
    const pages = {
      name: "pages",
      register: () => undefined,
      pages: {
        loyalty: () => (page: PageRequest) => {
          built.push(String(page.shopper?.userId));
          return { userId: page.shopper?.userId } as never;
        },
      },
    } satisfies AppModule;
    const services = await registerModules(platform, [pages]);
    const servicesFor = pageServicesOf([pages], services, platform);
    const page = { request: {}, reply: {}, shopper: { userId: 7, roles: [] } } as unknown as PageRequest;
    expect(servicesFor(page).loyalty).toEqual({ userId: 7 });
    expect(built).toEqual(["7"]);
  });

  it("refuses a page service given by two modules", async () => {
    const platform = platformOn();
    const twice = { name: "twice", register: () => undefined, pages: { loyalty: () => () => ({}) as never } };
    expect(() => pageServicesOf([twice, { ...twice, name: "again" }], {} as Services, platform)).toThrow(
      new CompositionError('the page service "loyalty" is given by two modules (again)'),
    );
  });

  it("answers no services for an app without modules", () => {
    expect(() => servicesOf(Fastify())).toThrow(CompositionError);
  });
});
