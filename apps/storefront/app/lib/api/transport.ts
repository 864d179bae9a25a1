import { API_CLIENT, type ErrorResponse, MESSAGES } from "@odin/contracts";
import type { HeaderFactory } from "./headers";
import type { ApiRequest, ApiResult, FetchLike, QueryValue, ResponseType } from "./types";

export interface TransportSettings {
  baseUrl: string;
  fetch: FetchLike;
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  timeoutMs: number;
  headers: HeaderFactory;
  randomId: () => string;
}

/** One finished HTTP call: its result plus what reporting needs. */
export interface CallOutcome<T = unknown> {
  result: ApiResult<T>;
  correlationId: string;
  durationMs: number;
}

/** The synthetic answer of a call aborted after the timeout (spec 1 §8). */
export function timeoutResult(): ApiResult<ErrorResponse> {
  const status = API_CLIENT.timeoutStatus;
  return {
    ok: false,
    status,
    data: {
      errors: [{ status, code: API_CLIENT.timeoutErrorCode, detail: MESSAGES.session.apiCancelledFromUi }],
    },
  };
}

/** The answer when no HTTP response arrived at all (offline, DNS, connection reset). */
export function networkErrorResult(): ApiResult<ErrorResponse> {
  return {
    ok: false,
    status: 0,
    data: { errors: [{ status: 0, code: "NETWORK_ERROR", detail: MESSAGES.generic.somethingWentWrong }] },
  };
}

export function buildUrl(baseUrl: string, path: string, query?: ApiRequest["query"]): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) if (item !== undefined && item !== null) params.append(key, String(item));
  }
  const search = params.toString();
  if (search === "") return `${baseUrl}${path}`;
  return `${baseUrl}${path}${path.includes("?") ? "&" : "?"}${search}`;
}

function parseJson(text: string): unknown {
  if (text === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Error answers are read as JSON whatever the requested type, so a failed download still explains itself. */
async function readBody(response: Response, type: ResponseType, ok: boolean): Promise<unknown> {
  if (!ok || type === "json") return parseJson(await response.text());
  if (type === "text") return response.text();
  return response.blob();
}

/** The largest body sent with `keepalive` (browsers allow 64 KiB across a page's keepalive calls). */
const KEEPALIVE_MAX_BODY = 48 * 1024;

/** Sends one HTTP call with the convention headers and the timeout; never rejects. */
export function createTransport(settings: TransportSettings) {
  return async function send<T = unknown>(request: ApiRequest): Promise<CallOutcome<T>> {
    const correlationId = settings.randomId();
    const controller = new AbortController();
    const started = settings.now();
    let timer: unknown;
    const timedOut = new Promise<ApiResult<ErrorResponse>>((resolve) => {
      timer = settings.setTimeout(() => {
        controller.abort();
        resolve(timeoutResult());
      }, settings.timeoutMs);
    });
    const exchange = (async (): Promise<ApiResult<unknown>> => {
      const body =
        request.method !== "GET" && request.body !== undefined ? JSON.stringify(request.body) : undefined;
      const response = await settings.fetch(buildUrl(settings.baseUrl, request.path, request.query), {
        method: request.method,
        headers: settings.headers(correlationId, request.headers),
        credentials: "include",
        signal: controller.signal,
        // Browsers refuse a keepalive body past 64 KB: a larger one goes as an ordinary call.
        ...(request.keepalive && (body?.length ?? 0) <= KEEPALIVE_MAX_BODY ? { keepalive: true } : {}),
        ...(body === undefined ? {} : { body }),
      });
      const data = await readBody(response, request.responseType ?? "json", response.ok);
      return { ok: response.ok, status: response.status, data };
    })().catch(() => (controller.signal.aborted ? timeoutResult() : networkErrorResult()));
    try {
      const result = (await Promise.race([exchange, timedOut])) as ApiResult<T>;
      return { result, correlationId, durationMs: settings.now() - started };
    } finally {
      settings.clearTimeout(timer);
    }
  };
}

export type Send = ReturnType<typeof createTransport>;
