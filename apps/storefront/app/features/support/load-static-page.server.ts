import { RENDER_CACHE, type StaticPageKey } from "@odin/contracts";
import { type AppLoadContext, data } from "react-router";
import { isPreviewRequest } from "../templates/load-template";

/** Shared caches keep a static page for the default render TTL (spec 2 §9). */
export const STATIC_PAGE_CACHE = `public, max-age=0, s-maxage=${RENDER_CACHE.defaultTtlSeconds}`;

/**
 * A static page's document for its route's loader (spec 2 §7), with the page's origin for its
 * canonical link; a missing document is the not-found page. With `cmsPreview=1` its draft, never
 * shared (decision 71).
 */
export async function loadStaticPage(context: AppLoadContext, key: StaticPageKey, request: Request) {
  const url = new URL(request.url);
  const preview = isPreviewRequest(url);
  const found = await context.services.content.staticPage(key, preview);
  if (!found.ok) throw data(found.problem.detail, { status: 404 });
  const cacheControl = preview ? "private, no-store" : STATIC_PAGE_CACHE;
  return data({ page: found.value, origin: url.origin }, { headers: { "Cache-Control": cacheControl } });
}
