import {
  fillPath,
  type RouteAnswer,
  type RouteBody,
  type RouteQuery,
  type RouteSpec,
  type SchemaName,
} from "@odin/contracts";
import { redirect } from "react-router";
import { signInHref } from "./sign-in-return";

/**
 * The back office's one way to the API: `api.call(adminRoutes.auditLog, query, { request })`. It
 * reads the route's method and path from the contracts' route map (plain data: no zod reaches the
 * browser, decision 13), sends JSON with the staff member's cookies, and answers the route's typed
 * value; `api.upload(route, formData, { params, request })` sends a file the same way, as a multipart
 * body. A refusal is thrown as an ApiFailure carrying the server's own words; a 401 from any call but
 * the sign-in ones means the session is over, so it sends the staff member to sign in again and back
 * to where they were.
 */

/** A call the server refused: its first error (`{ errors: [{ status, code, detail }] }`, API.md "Errors"). */
export class ApiFailure extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: string;
  readonly data: Record<string, unknown> | undefined;

  constructor(status: number, code: string, detail: string, data?: Record<string, unknown>) {
    super(detail);
    this.name = "ApiFailure";
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.data = data;
  }
}

/** The second argument of `call`: the body of a route that takes one, else its query. */
export type CallInput<R extends RouteSpec> = R["body"] extends SchemaName
  ? RouteBody<R>
  : R["query"] extends SchemaName
    ? RouteQuery<R>
    : undefined;

export interface CallOptions {
  /** The values of the path's `:name` parameters. */
  params?: Readonly<Record<string, string | number>>;
  /**
   * The request of the loader or action that calls: its signal cancels the call when the staff member
   * navigates away, and its address is where they come back to after signing in again.
   */
  request?: Request;
}

export interface AdminApi {
  call<R extends RouteSpec>(route: R, input?: CallInput<R>, options?: CallOptions): Promise<RouteAnswer<R>>;
  /**
   * Sends `form` as the multipart body of a route that takes no JSON body (a photograph's upload).
   * The browser writes the content type and its boundary.
   */
  upload<R extends RouteSpec & { readonly body?: undefined }>(
    route: R,
    form: FormData,
    options?: CallOptions,
  ): Promise<RouteAnswer<R>>;
}

export interface AdminApiOptions {
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  /** Where the staff member is now (path and query), when a call has no request of its own. */
  currentPath?: () => string;
}

/** Sent with every call, as the API's convention asks of state-changing ones (a cross-site form cannot). */
const MODULE_HEADER = "odin-admin";

const NETWORK_FAILURE = "The server could not be reached. Check the connection and try again.";

function queryString(input: unknown): string {
  if (input === undefined || input === null) return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The failure of a non-ok answer: the API's error shape checked by hand (decision 13), or a plain one. */
export function failureOf(status: number, body: unknown): ApiFailure {
  const first = (body as { errors?: unknown } | null)?.errors;
  const error = Array.isArray(first) ? (first[0] as Record<string, unknown> | undefined) : undefined;
  if (error && typeof error.detail === "string") {
    const code = typeof error.code === "string" ? error.code : `HTTP_${status}`;
    const data = typeof error.data === "object" && error.data !== null ? error.data : undefined;
    return new ApiFailure(status, code, error.detail, data as Record<string, unknown> | undefined);
  }
  return new ApiFailure(status, `HTTP_${status}`, `Something went wrong (${status}). Try again.`);
}

function pathOf(request: Request | undefined, currentPath: () => string): string {
  if (!request) return currentPath();
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

export function createAdminApi(options: AdminApiOptions = {}): AdminApi {
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const currentPath =
    options.currentPath ?? (() => `${globalThis.location.pathname}${globalThis.location.search}`);

  /** Sends one request of `route` and reads its answer: the value, a refusal, or the sign-in page. */
  async function exchange<R extends RouteSpec>(
    route: R,
    url: string,
    body: { type?: string; content: BodyInit } | undefined,
    request: Request | undefined,
  ): Promise<RouteAnswer<R>> {
    let response: Response;
    try {
      response = await send(url, {
        method: route.method,
        credentials: "same-origin",
        headers: {
          accept: "application/json",
          module: MODULE_HEADER,
          ...(body?.type ? { "content-type": body.type } : {}),
        },
        ...(body ? { body: body.content } : {}),
        ...(request ? { signal: request.signal } : {}),
      });
    } catch (error) {
      if (request?.signal.aborted) throw error;
      throw new ApiFailure(0, "NETWORK_ERROR", NETWORK_FAILURE);
    }
    const answer = await readJson(response);
    if (response.ok) return answer as RouteAnswer<R>;
    // The sign-in calls are the only ones without a permission: their 401 is an answer to show.
    if (response.status === 401 && route.permission !== undefined) {
      throw redirect(signInHref(pathOf(request, currentPath)));
    }
    throw failureOf(response.status, answer);
  }

  return {
    async call(route, input, { params, request } = {}) {
      const hasBody = route.method !== "GET" && route.body !== undefined;
      const url = `${fillPath(route.path, params)}${hasBody ? "" : queryString(input)}`;
      const body = hasBody ? { type: "application/json", content: JSON.stringify(input ?? {}) } : undefined;
      return exchange(route, url, body, request);
    },
    async upload(route, form, { params, request } = {}) {
      return exchange(route, fillPath(route.path, params), { content: form }, request);
    },
  };
}

/** The client the pages use: the browser's fetch, on the page's own origin. */
export const api = createAdminApi();
