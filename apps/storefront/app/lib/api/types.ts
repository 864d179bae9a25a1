/** Types of the browser API client (spec 1 §3, §4, §7, §8; DESIGN.md "The request conventions"). */

export type ApiMethod = "GET" | "POST" | "PUT" | "DELETE";

/** "json" parses the body, "text" keeps it as a string, "blob" is the download type (spec 1 §7). */
export type ResponseType = "json" | "text" | "blob";

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequest {
  method: ApiMethod;
  /** Path on the API host, e.g. `/api/v2/listing/products`; may already hold a query string. */
  path: string;
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** Sent as JSON; ignored for GET. */
  body?: unknown;
  responseType?: ResponseType;
  /** Extra headers of a call, e.g. `X-Channel` on login calls. They cannot replace the convention headers. */
  headers?: Record<string, string>;
}

/**
 * The answer of every call: never thrown for an HTTP error. `data` is the parsed JSON (or the text or
 * Blob for the other response types); a failed call carries the API error shape `{ errors: [...] }`.
 */
export interface ApiResult<T = unknown> {
  ok: boolean;
  status: number;
  data: T;
}

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
  /** Defaults to `/api/errorMail`. */
  path?: string;
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

export interface ApiClient {
  request<T = unknown>(request: ApiRequest): Promise<ApiResult<T>>;
  get<T = unknown>(path: string, options?: CallOptions): Promise<ApiResult<T>>;
  post<T = unknown>(path: string, body?: unknown, options?: CallOptions): Promise<ApiResult<T>>;
  put<T = unknown>(path: string, body?: unknown, options?: CallOptions): Promise<ApiResult<T>>;
  delete<T = unknown>(path: string, body?: unknown, options?: CallOptions): Promise<ApiResult<T>>;
}

export type CallOptions = Pick<ApiRequest, "query" | "responseType" | "headers">;
