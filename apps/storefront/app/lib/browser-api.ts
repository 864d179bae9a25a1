import { type ApiClient, createApiClient } from "./api";

let client: ApiClient | undefined;

/**
 * The page's one API client (created on first use, in the browser only). Components call the REST
 * API through it; server-side loaders use the load context's services instead.
 */
export function browserApi(): ApiClient {
  client ??= createApiClient();
  return client;
}
