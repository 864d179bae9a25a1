import type { HeadersFunction, MetaFunction } from "react-router";
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
