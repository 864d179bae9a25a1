import { API_CLIENT } from "@odin/contracts";
import { createHeaderFactory } from "./headers";
import { randomUuid } from "./ids";
import { API_PATHS, pathOf } from "./paths";
import { createRefresher, isRefreshExcluded } from "./refresh";
import { createReporter } from "./reporting";
import { createSessionEnder } from "./session";
import { browserStorage } from "./storage";
import { createTransport } from "./transport";
import type {
  ApiClient,
  ApiClientOptions,
  ApiRequest,
  ApiResult,
  CallOptions,
  ErrorMailOptions,
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
    revokeTokens: () => observed({ method: "POST", path: API_PATHS.logout }),
    reload: options.reload ?? defaultReload,
    onLogout: options.onLogout,
  });

  const refresher = createRefresher({
    // The refresh token travels in its HttpOnly cookie; the body only names the grant.
    refreshTokens: async () =>
      (await observed({ method: "POST", path: API_PATHS.token, body: { grant_type: "refresh_token" } })).ok,
    onRefreshFailed: () => {
      void endSession();
    },
  });

  async function request<T = unknown>(call: ApiRequest): Promise<ApiResult<T>> {
    const sentAt = refresher.generation;
    const first = await observed<T>(call);
    if (first.status !== 401 || isRefreshExcluded(call.path)) {
      if (first.ok && pathOf(call.path) === API_PATHS.token) refresher.tokensRenewed();
      return first;
    }
    if (!(await refresher.refresh(sentAt))) return first;
    return observed<T>(call);
  }

  const withBody =
    (method: "POST" | "PUT" | "DELETE") =>
    <T = unknown>(path: string, body?: unknown, callOptions?: CallOptions) =>
      request<T>({ ...callOptions, method, path, body });

  return {
    request,
    get: <T = unknown>(path: string, callOptions?: CallOptions) =>
      request<T>({ ...callOptions, method: "GET", path }),
    post: withBody("POST"),
    put: withBody("PUT"),
    delete: withBody("DELETE"),
  };
}
