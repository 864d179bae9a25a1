/**
 * The browser API client. The page has one (`browserApi()` in lib/browser-api.ts); every call names
 * its route in the contracts' route map, which types the input and the answer:
 *
 *   const result = await browserApi().call(routes.listing, { deeplinkurl });
 *   if (!result.ok) toast(errorDetailOf(result, MESSAGES.generic.somethingWentWrong));
 */
export { createApiClient } from "./client";
export { errorDetailOf, errorsOf } from "./errors";
export { clientSessionIdOf } from "./headers";
export { pathOf } from "./paths";
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
  CallArgs,
  CallInput,
  CallOptions,
  ErrorMailOptions,
  FetchLike,
  QueryValue,
  ResponseType,
  StorageLike,
} from "./types";
