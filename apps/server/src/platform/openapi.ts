import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { AUTH_COOKIES, STAFF_COOKIES } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/**
 * OpenAPI generated from the zod contracts of each route: JSON at /api/openapi.json, rendered at
 * /api/docs. Must be registered before the routes it describes.
 */
/** A route as registered: what the tests compare with the OpenAPI document and the route map. */
export interface RegisteredRoute {
  method: string;
  url: string;
  hidden: boolean;
  schema: Record<string, unknown>;
}

declare module "fastify" {
  interface FastifyInstance {
    /** "METHOD /path" of every public API route, as registered (compared with the OpenAPI document in tests). */
    apiRoutes: string[];
    /** Every route registered after OpenAPI, HEAD left out. */
    registeredRoutes: RegisteredRoute[];
  }
}

/** The ways a shopper's access token may come (auth-guard.ts), either one: an operation's `security` names them. */
export const SHOPPER_SECURITY = ["bearerToken", "accessTokenCookie"] as const;

/** A staff member's session cookie (decision 60): the back office's calls name it. */
export const STAFF_SECURITY = "staffSessionCookie";

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const apiRoutes: string[] = [];
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate("apiRoutes", apiRoutes);
  app.decorate("registeredRoutes", registeredRoutes);
  app.addHook("onRoute", (route) => {
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const hidden = schema.hide === true;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === "HEAD") continue;
      registeredRoutes.push({ method, url: route.url, hidden, schema });
      if (!hidden && /^\/(api|auth|admin\/api)\//.test(route.url)) apiRoutes.push(`${method} ${route.url}`);
    }
  });
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Odin storefront API",
        version: "0.1.0",
        description:
          "Public JSON API of the Odin storefront. Money is integer paise. Errors: `{ errors: [{ status, code, detail, data? }] }`. " +
          "State-changing requests must send the `module` header (default `odin`).",
      },
      tags: [
        { name: "auth", description: "Tokens, sign-in, account and captcha" },
        { name: "content", description: "Navigation, footer, master templates" },
        { name: "catalog", description: "Products and carousels" },
        { name: "search", description: "Suggestions, the search filter panel and no-results styles" },
        { name: "admin", description: "The back office: staff sign-in, the audit log (decision 60)" },
      ],
      components: {
        securitySchemes: {
          bearerToken: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
          accessTokenCookie: { type: "apiKey", in: "cookie", name: AUTH_COOKIES.accessToken },
          [STAFF_SECURITY]: { type: "apiKey", in: "cookie", name: STAFF_COOKIES.session },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    staticCSP: true,
    // Swagger UI sets a few inline styles while it renders; its scripts stay hash-bound.
    transformStaticCSP: (header) =>
      header.replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'"),
  });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}
