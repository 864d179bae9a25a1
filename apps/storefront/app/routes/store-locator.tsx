import { LABELS, RENDER_CACHE } from "@odin/contracts";
import {
  type AppLoadContext,
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useLoaderData,
} from "react-router";
import { loadStoreLocator } from "../features/store-locator/load-store-locator.server";
import { StoreLocatorPage } from "../features/store-locator/store-locator-page";
import { storeSearchHref } from "../features/store-locator/store-search";
import { pageTitle } from "../lib/page-title";
import "../styles/store-locator.css";

/**
 * /store-locator (spec 2 §2, §4): a brand and pincode form, a map and the stores nearest to the
 * pincode. The form is a GET form to this page, so the server renders the list before any script
 * runs; the map is drawn once the page is hydrated.
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const url = new URL(request.url);
  const load = await loadStoreLocator(url, context);
  if (load.kind === "redirect") throw redirect(storeSearchHref(load.brand, load.pincode));
  const cacheControl = `public, max-age=0, s-maxage=${RENDER_CACHE.defaultTtlSeconds}`;
  return data({ view: load.view, origin: url.origin }, { headers: { "Cache-Control": cacheControl } });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? "no-store",
});

export const meta: MetaFunction<typeof loader> = ({ data: page }) => {
  const canonical = new URL("/store-locator", page?.origin ?? "http://localhost").href;
  return [
    { title: pageTitle(LABELS.storeLocator.title) },
    { name: "description", content: LABELS.storeLocator.metaDescription },
    { tagName: "link", rel: "canonical", href: canonical },
  ];
};

export default function StoreLocator() {
  const { view } = useLoaderData<typeof loader>();
  return <StoreLocatorPage view={view} />;
}
