import * as contracts from "@odin/contracts";
import {
  errorResponse,
  type ParsedBody,
  type ParsedParams,
  type ParsedQuery,
  type RouteReply,
  type RouteSpec,
  type SchemaName,
} from "@odin/contracts";
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type ZodType, z } from "zod";
import { auditedRequest } from "./audit";
import { SHOPPER_SECURITY, STAFF_SECURITY } from "./openapi";

/** A request to a route of the map, typed by its contract. */
export type RouteRequest<R extends RouteSpec> = FastifyRequest<{
  Body: ParsedBody<R>;
  Querystring: ParsedQuery<R>;
  Params: ParsedParams<R>;
}>;

export interface ServeOptions<R extends RouteSpec> {
  /** OpenAPI group (the module's domain). */
  tag: string;
  summary: string;
  /** The rules a caller must know: limits, which failures answer which status, with the spec's messages. */
  description?: string;
  /** Left out of OpenAPI: browser redirects rather than JSON calls. */
  hidden?: true;
  /**
   * Request headers the route checks (a zod object, loose so the other headers stay). Not in the
   * route map: the browser's API client sets them for every call.
   */
  headers?: ZodType;
  /** Route settings the platform's hooks read (a gateway's callback skips the `module` header). */
  routeConfig?: FastifyContextConfig;
  /** The answer, or the reply after the handler sent one itself (a redirect, cached JSON text). */
  handler(request: RouteRequest<R>, reply: FastifyReply): Promise<RouteReply<R> | FastifyReply>;
}

/** A 200 answer that is a file of `type` (its bytes, not JSON), as OpenAPI describes one. */
function documentAnswer(type: string) {
  return {
    description: `The document (${type})`,
    content: { [type]: { schema: z.string().meta({ format: "binary" }) } },
  };
}

/**
 * The route map's `permission` (a back-office route: `app.requireStaff`, decision 60) or `signIn`, as the guard that keeps it (`app.requireUser`: a shopper's access token;
 * `app.identifyUser`: a guest too) and in OpenAPI's words (the schemes are named in openapi.ts).
 */
function guardOf(app: FastifyInstance, { signIn, permission }: RouteSpec) {
  if (permission) {
    // Before the input is validated: a caller without the permission learns nothing of the route.
    return {
      preValidation: app.requireStaff(permission),
      security: { security: [{ [STAFF_SECURITY]: [] }] },
    };
  }
  if (!signIn) return { security: {} };
  const shopper = SHOPPER_SECURITY.map((scheme) => ({ [scheme]: [] }));
  return signIn === "required"
    ? { preHandler: app.requireUser, security: { security: shopper } }
    : { preHandler: app.identifyUser, security: { security: [{}, ...shopper] } };
}

function schemaOf(name: SchemaName): ZodType {
  // biome-ignore lint/performance/noDynamicNamespaceImportAccess: server code, never bundled; the map names schemas.
  return contracts[name];
}

/**
 * Registers one route of the contracts' route map: method, path and the request and response schemas
 * come from its entry, so server and browser cannot drift apart. Every failure answers the error shape
 * (`4xx`/`5xx` in OpenAPI): a handler's `unwrap` throws a failure with its catalogue's status.
 */
export function serve<R extends RouteSpec>(app: FastifyInstance, route: R, options: ServeOptions<R>): void {
  const { body, query, params, response, document } = route;
  const guard = guardOf(app, route);
  app.route({
    method: route.method,
    url: route.path,
    schema: {
      tags: [options.tag],
      summary: options.summary,
      ...(options.description ? { description: options.description } : {}),
      ...(options.hidden ? { hide: true } : {}),
      ...guard.security,
      ...(options.headers ? { headers: options.headers } : {}),
      ...(body ? { body: schemaOf(body) } : {}),
      ...(query ? { querystring: schemaOf(query) } : {}),
      ...(params ? { params: schemaOf(params) } : {}),
      response: {
        ...(response ? { 200: schemaOf(response) } : {}),
        ...(document ? { 200: documentAnswer(document) } : {}),
        "4xx": errorResponse,
        "5xx": errorResponse,
      },
    },
    ...("preHandler" in guard ? { preHandler: guard.preHandler } : {}),
    ...("preValidation" in guard ? { preValidation: guard.preValidation } : {}),
    ...(options.routeConfig ? { config: options.routeConfig } : {}),
    handler: (route.permission && route.method !== "GET" ? audited(options.handler) : options.handler) as (
      request: FastifyRequest,
      reply: FastifyReply,
    ) => Promise<unknown>,
  });
}

/**
 * A back-office write that succeeded without an audit entry is a bug (house rule 13): it answers 500
 * so every route's test finds it, rather than a change nobody can trace.
 */
function audited<R extends RouteSpec>(handler: ServeOptions<R>["handler"]): ServeOptions<R>["handler"] {
  return async (request, reply) => {
    const answer = await handler(request, reply);
    if (reply.statusCode < 400 && !auditedRequest(request)) {
      throw new Error(
        `${request.method} ${request.routeOptions.url} changed something without an audit entry`,
      );
    }
    return answer;
  };
}
