import { RENDER_CACHE } from "@odin/contracts";
import { data, type HeadersFunction, type MetaFunction } from "react-router";
import { OfflinePage, offlineMeta } from "../features/offline/offline-page";
import "../styles/offline.css";

/**
 * /offline: the page the service worker keeps when it installs and answers with when a page cannot
 * be fetched (docs/decisions/0077-installable-storefront.md). The same for every shopper: shared by
 * the rendered-page cache, and fetched by the worker without cookies.
 */
export function loader() {
  const cacheControl = `public, max-age=0, s-maxage=${RENDER_CACHE.defaultTtlSeconds}`;
  return data(null, { headers: { "Cache-Control": cacheControl } });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? "no-store",
});

export const meta: MetaFunction = () => offlineMeta;

export default function Offline() {
  return <OfflinePage />;
}
