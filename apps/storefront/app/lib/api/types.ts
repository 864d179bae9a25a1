import type { RouteAnswer, RouteBody, RouteParams, RouteQuery, RouteSpec, SchemaName } from "@odin/contracts";

/** Types of the browser API client (spec 1 §3, §4, §7, §8; DESIGN.md "The request conventions"). */

export type ApiMethod = "GET" | "POST" | "PUT" | "DELETE";

/** "json" parses the body, "text" keeps it as a string, "blob" is the download type (spec 1 §7). */
export type ResponseType = "json" | "text" | "blob";

export type QueryValue = string | number | boolean | null | undefined;

/** One HTTP exchange as the transport sends it: a route of the map with its parameters filled in. */
export interface ApiRequest {
  method: ApiMethod;
  /** Path on the API host, e.g. `/api/sizeCharts/12`. */
  path: string;
  query?: Record<string, QueryValue | readonly QueryValue[]> | undefined;
  /** Sent as JSON; ignored for GET. */
  body?: unknown;
  responseType?: ResponseType | undefined;
  /** Extra headers of a call, e.g. `X-Channel` on login calls. They cannot replace the convention headers. */
  headers?: Record<string, string> | undefined;
  /**
   * Lets the call outlive the page (fetch's `keepalive`): for a small body sent as the tab is hidden
   * or closed, such as the analytics batch with the page's last measurements.
   */
  keepalive?: boolean | undefined;
}

/**
 * The answer of every call: never thrown for an HTTP error. `data` is the parsed JSON of the route's
 * answer (or the text or Blob for the other response types); a failed call carries the API error
 * shape `{ errors: [...] }` (read it with `errorsOf`), or whatever a broken server sent.
 */
export type ApiResult<T = unknown> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; data: unknown };

export type ApiEvent =
  | { type: "api_error"; path: string; method: ApiMethod; status: number; correlationId: string }
  | { type: "api_slow"; path: string; method: ApiMethod; durationMs: number };

/** The part of `Storage` the client uses, so tests can pass a plain object. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface ErrorMailOptions {
  enabled: boolean;
}

export interface ApiClientOptions {
  /** Prefix of every path; empty (same origin) by default. */
  baseUrl?: string;
  fetch?: FetchLike;
  now?: () => number;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  storage?: { local?: StorageLike | null; session?: StorageLike | null };
  /** Reloads the page after a failed token refresh logged the user out. */
  reload?: () => void;
  /** Analytics sink for failed and slow calls. */
  report?: (event: ApiEvent) => void;
  /** Client error reports to `POST /api/errorMail`; off by default. */
  errorMail?: boolean | ErrorMailOptions;
  /** Abort a call after this long; default 60000 (API_CLIENT.defaultTimeoutMs). */
  timeoutMs?: number;
  /** Report calls taking this long or longer; default 5000 (API_CLIENT.slowThresholdMs). */
  slowThresholdMs?: number;
  /** Value of the `bbversion` header: the build version of the storefront. */
  bbversion?: string;
  /** When set, sent as the `requrl` header. */
  siteOrigin?: string;
  /** Value of the `module` header; default "odin". */
  module?: string;
  /** Random id source for correlation and client session ids; default crypto.randomUUID. */
  randomId?: () => string;
  /** Runs after a failed refresh cleared the stored user data, before the reload (e.g. empty the bag state). */
  onLogout?: () => void;
}

/** The second argument of `call`: the body of a route that takes one, else its query string. */
export type CallInput<R extends RouteSpec> = R["body"] extends SchemaName
  ? RouteBody<R>
  : R["query"] extends SchemaName
    ? RouteQuery<R>
    : undefined;

/** The third: path parameters where the route has them, extra headers, the response type. */
export type CallOptions<R extends RouteSpec> = Pick<ApiRequest, "responseType" | "headers" | "keepalive"> &
  (R["params"] extends SchemaName ? { params: RouteParams<R> } : unknown) &
  (R["body"] extends SchemaName
    ? R["query"] extends SchemaName
      ? { query?: RouteQuery<R> }
      : unknown
    : unknown);

export type CallArgs<R extends RouteSpec> = R["params"] extends SchemaName
  ? [input: CallInput<R>, options: CallOptions<R>]
  : CallInput<R> extends undefined
    ? [input?: undefined, options?: CallOptions<R>]
    : [input: CallInput<R>, options?: CallOptions<R>];

export interface ApiClient {
  /**
   * Calls one route of the contracts' route map, typed by its entry:
   * `api.call(routes.productDetails, { styleId })`, `api.call(routes.sizeChart, undefined, { params: { id } })`.
   */
  call<R extends RouteSpec>(route: R, ...args: CallArgs<R>): Promise<ApiResult<RouteAnswer<R>>>;
}
