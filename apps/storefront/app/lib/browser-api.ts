import { type ApiClient, createApiClient } from "./api";
import { reportApiEvent } from "./api-events";

let client: ApiClient | undefined;

/**
 * The page's one API client (created on first use, in the browser only). Components call the REST
 * API through it; server-side loaders use the load context's services instead. Its failed and slow
 * calls go to analytics.
 */
export function browserApi(): ApiClient {
  client ??= createApiClient({ report: reportApiEvent });
  return client;
}
