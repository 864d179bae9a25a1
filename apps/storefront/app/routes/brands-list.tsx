import { LABELS, RENDER_CACHE } from "@odin/contracts";
import {
  type AppLoadContext,
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from "react-router";
import { brandsListView } from "../features/brands-list/brand-index";
import { BrandsListPage } from "../features/brands-list/brands-list-page";
import { pageTitle } from "../lib/page-title";
import "../styles/brands-list.css";

/**
 * /brandslist: every brand A-Z, grouped by first letter, with a letter filter (default View All)
 * and a search box (spec 2 §2, §5). Both are GET query parameters (`letter`, `q`), so they work
 * before hydration; the search is validated here and, after hydration, in the browser too.
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const url = new URL(request.url);
  const { brands } = await context.services.brands.list();
  const view = brandsListView(brands, url.searchParams);
  const cacheControl = `public, max-age=0, s-maxage=${RENDER_CACHE.defaultTtlSeconds}`;
  return data({ view, origin: url.origin }, { headers: { "Cache-Control": cacheControl } });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? "no-store",
});

export const meta: MetaFunction<typeof loader> = ({ data: page }) => {
  const title = pageTitle(LABELS.brandsList.title);
  const description = LABELS.brandsList.metaDescription;
  const canonical = new URL("/brandslist", page?.origin ?? "http://localhost").href;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
  ];
};

export default function BrandsList() {
  const { view } = useLoaderData<typeof loader>();
  return <BrandsListPage view={view} />;
}
