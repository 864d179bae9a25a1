/**
 * The browser API client. Create one per page with the app's settings and pass it down:
 *
 *   const api = createApiClient({ bbversion: BUILD_VERSION, siteOrigin, report, errorMail: flags.errorMail });
 *   const result = await api.post("/api/v2/listing/products", { deeplinkurl });
 *   if (!result.ok) toast(errorDetailOf(result, MESSAGES.generic.somethingWentWrong));
 */
export { createApiClient } from "./client";
export { errorDetailOf, errorsOf } from "./errors";
export { clientSessionIdOf } from "./headers";
export { API_PATHS, pathOf } from "./paths";
export { isRefreshExcluded, REFRESH_EXCLUDED_PATHS } from "./refresh";
export type { ErrorMailBody } from "./reporting";
export { clearStoredUserData } from "./session";
export { memoryStorage } from "./storage";
export { buildUrl, networkErrorResult, timeoutResult } from "./transport";
export type {
  ApiClient,
  ApiClientOptions,
  ApiEvent,
  ApiMethod,
  ApiRequest,
  ApiResult,
  CallOptions,
  ErrorMailOptions,
  FetchLike,
  QueryValue,
  ResponseType,
  StorageLike,
} from "./types";
