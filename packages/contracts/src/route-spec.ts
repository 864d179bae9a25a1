import type { z } from "zod";
import type { Permission } from "./admin/permissions";
import type * as contracts from "./schemas";

/**
 * What an entry of the route map is (routes.ts), and the types both ends read from one: what a client
 * sends, what the server's handler receives and returns, what the client gets back. Each domain's
 * `routes.ts` declares its entries against `RouteSpec`; this file names no route.
 */

type Contracts = typeof contracts;
/** The name of a zod schema exported by `@odin/contracts`. */
export type SchemaName = {
  [K in keyof Contracts]: Contracts[K] extends z.ZodType ? K : never;
}[keyof Contracts];

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

export interface RouteSpec {
  readonly method: HttpMethod;
  readonly path: string;
  readonly body?: SchemaName;
  readonly query?: SchemaName;
  readonly params?: SchemaName;
  /** The schema of the 200 answer; none for a redirect or a document. */
  readonly response?: SchemaName;
  /** The 200 answer is a document of this type, not JSON (a tax invoice, a return form, a review's photo). */
  readonly document?: "application/pdf" | "text/csv" | "image/webp";
  /**
   * A 401 from this call never triggers the browser's token refresh (spec 1 §4, §8): sign-in,
   * registration, password recovery, and the reporting endpoints.
   */
  readonly noRefresh?: true;
  /**
   * Who may call: "required", a signed-in shopper only (401 without a valid access token, 403 for a
   * refused role); "optional", a guest too, the shopper identified when signed in (the bag). The
   * server's guard and OpenAPI's `security` read it here, nowhere else.
   */
  readonly signIn?: "required" | "optional";
  /**
   * A back-office route (`/admin/api/…`, decision 60): a signed-in staff member holding this
   * permission (401 without a staff session, 403 without the permission), or any signed-in staff
   * member ("staff"). The server's guard, OpenAPI and the admin app's menu read it here.
   */
  readonly permission?: Permission | "staff";
}

type Part = "body" | "query" | "params" | "response";
type SchemaAt<R extends RouteSpec, P extends Part> = R[P] extends SchemaName ? Contracts[R[P]] : never;
type Input<R extends RouteSpec, P extends Part> = R[P] extends SchemaName
  ? z.input<SchemaAt<R, P>>
  : undefined;
type Output<R extends RouteSpec, P extends Part> = R[P] extends SchemaName
  ? z.output<SchemaAt<R, P>>
  : undefined;

/** What a client sends, before the server's parsing (defaults still optional). */
export type RouteBody<R extends RouteSpec> = Input<R, "body">;
export type RouteQuery<R extends RouteSpec> = Input<R, "query">;
export type RouteParams<R extends RouteSpec> = Input<R, "params">;
/** What the server's handler receives, parsed. */
export type ParsedBody<R extends RouteSpec> = Output<R, "body">;
export type ParsedQuery<R extends RouteSpec> = Output<R, "query">;
export type ParsedParams<R extends RouteSpec> = Output<R, "params">;
/** What the server's handler returns (before serialisation) and what the client receives. */
export type RouteReply<R extends RouteSpec> = R["response"] extends SchemaName
  ? z.input<SchemaAt<R, "response">>
  : unknown;
export type RouteAnswer<R extends RouteSpec> = R["response"] extends SchemaName
  ? z.output<SchemaAt<R, "response">>
  : unknown;

/** The path with its `:name` parameters filled in (encoded). */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
