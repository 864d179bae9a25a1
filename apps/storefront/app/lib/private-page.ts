import { data, type HeadersFunction, type MetaFunction } from "react-router";
import { pageTitle } from "./page-title";

/**
 * Cache-Control of a page that is personal (the account, later the bag and orders) or single-use (a
 * reset link): never kept by the rendered-page cache, a CDN or the browser (decision 11).
 */
export const PRIVATE_NO_STORE = "private, no-store";

/** A private page's `headers` export. */
export const privateHeaders: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });

/** A private page's `meta` export: its title, and kept out of search engines. */
export function privateMeta(title: string): MetaFunction {
  return () => [{ title: pageTitle(title) }, { name: "robots", content: "noindex, nofollow" }];
}

/** A private page's loader answer, or the error answer it throws: never kept by any cache. */
export function privateData<T>(value: T, status?: number) {
  return data(value, { ...(status ? { status } : {}), headers: { "Cache-Control": PRIVATE_NO_STORE } });
}

/** A visitor is asked to log in and comes back to this page afterwards (`withQuery`: at the same step). */
export function guestPage(request: Request, withQuery = false) {
  const url = new URL(request.url);
  const destination = withQuery ? `${url.pathname}${url.search}` : url.pathname;
  return privateData({ kind: "guest" as const, destination });
}
