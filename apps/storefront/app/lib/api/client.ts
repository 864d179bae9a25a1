import { API_CLIENT, fillPath, type RouteSpec, routes } from "@odin/contracts";
import { createHeaderFactory } from "./headers";
import { randomUuid } from "./ids";
import { createRefresher } from "./refresh";
import { createReporter } from "./reporting";
import { createSessionEnder } from "./session";
import { browserStorage } from "./storage";
import { createTransport } from "./transport";
import type {
  ApiClient,
  ApiClientOptions,
  ApiRequest,
  ApiResult,
  ErrorMailOptions,
  QueryValue,
} from "./types";

function errorMailOptions(option: ApiClientOptions["errorMail"]): ErrorMailOptions {
  if (typeof option === "boolean") return { enabled: option };
  return option ?? { enabled: API_CLIENT.errorMailEnabledByDefault };
}

function defaultReload(): void {
  globalThis.location?.reload();
}

/**
 * The single way browser code calls the JSON API (spec 1 §3, §4, §7, §8; DESIGN.md "The request
 * conventions"). Every dependency can be injected, so it runs in tests without a browser.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const local = options.storage?.local ?? browserStorage("localStorage");
  const session = options.storage?.session ?? browserStorage("sessionStorage");
  const randomId = options.randomId ?? randomUuid;

  const send = createTransport({
    baseUrl: options.baseUrl ?? "",
    fetch: fetchFn,
    now: options.now ?? (() => Date.now()),
    setTimeout: options.setTimeout ?? ((callback, ms) => globalThis.setTimeout(callback, ms)),
    clearTimeout: options.clearTimeout ?? ((handle) => globalThis.clearTimeout(handle as number)),
    timeoutMs: options.timeoutMs ?? API_CLIENT.defaultTimeoutMs,
    headers: createHeaderFactory({
      module: options.module ?? API_CLIENT.defaultModule,
      bbversion: options.bbversion ?? "dev",
      siteOrigin: options.siteOrigin,
      sessionStorage: session,
      randomId,
    }),
    randomId,
  });

  /** One HTTP call, reported when it fails or is slow; no refresh. */
  async function observed<T>(request: ApiRequest): Promise<ApiResult<T>> {
    const outcome = await send<T>(request);
    afterCall(request, outcome);
    return outcome.result;
  }

  const afterCall = createReporter({
    report: options.report,
    errorMail: errorMailOptions(options.errorMail),
    slowThresholdMs: options.slowThresholdMs ?? API_CLIENT.slowThresholdMs,
    post: observed,
  });

  const endSession = createSessionEnder({
    local,
    session,
    revokeTokens: () => observed({ method: "POST", path: routes.logout.path }),
    reload: options.reload ?? defaultReload,
    onLogout: options.onLogout,
  });

  const refresher = createRefresher({
    // The refresh token travels in its HttpOnly cookie; the body only names the grant.
    refreshTokens: async () =>
      (await observed({ method: "POST", path: routes.token.path, body: { grant_type: "refresh_token" } })).ok,
    onRefreshFailed: () => {
      void endSession();
    },
  });

  /** One call of a route; a 401 runs the one shared token refresh and the call once more. */
  async function request<T>(route: RouteSpec, call: ApiRequest): Promise<ApiResult<T>> {
    const sentAt = refresher.generation;
    const first = await observed<T>(call);
    if (first.status !== 401 || route.noRefresh) {
      if (first.ok && route === routes.token) refresher.tokensRenewed();
      return first;
    }
    if (!(await refresher.refresh(sentAt))) return first;
    return observed<T>(call);
  }

  /** The route's call as the transport sends it; `CallArgs` has typed the arguments for the caller. */
  function call(route: RouteSpec, input?: unknown, options?: unknown) {
    const extra = (options ?? {}) as {
      params?: Record<string, string | number>;
      query?: Record<string, QueryValue>;
      headers?: Record<string, string>;
      responseType?: ApiRequest["responseType"];
      keepalive?: boolean;
    };
    const sendsBody = route.body !== undefined;
    return request(route, {
      method: route.method,
      path: fillPath(route.path, extra.params),
      query: sendsBody ? extra.query : (input as Record<string, QueryValue> | undefined),
      body: sendsBody ? input : undefined,
      headers: extra.headers,
      responseType: extra.responseType,
      keepalive: extra.keepalive,
    });
  }

  return { call } as ApiClient;
}
