import {
  type BrandDetails,
  FILTER_KEYS,
  isListingPageType,
  isReservedTopLevelPath,
  isTemplatePageType,
  listingSearch,
  type PageTypeResponse,
  RENDER_CACHE,
  sameSitePath,
} from "@odin/contracts";
import {
  type ActionFunctionArgs,
  type AppLoadContext,
  type ClientLoaderFunctionArgs,
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  type ShouldRevalidateFunction,
  useLoaderData,
} from "react-router";
import { favouriteAction } from "../features/favourites/favourite-actions.server";
import { favouriteClientAction } from "../features/favourites/favourite-client-action";
import { isFavouriteIntent } from "../features/favourites/favourite-forms";
import { listingMeta } from "../features/listing/listing-meta";
import { listingCacheControl, loadListing } from "../features/listing/load-listing";
import { NotFoundPage, notFoundMeta } from "../features/not-found/not-found-page";
import { changesBag } from "../features/product/add-to-bag-form";
import { loadProduct } from "../features/product/load-product";
import { NOTIFY_ME_INTENT } from "../features/product/notify-me-form";
import { productAction } from "../features/product/product-actions.server";
import { productMeta } from "../features/product/product-meta";
import { loadTemplate, templateCacheControl } from "../features/templates/load-template";
import { PLATFORM_VARY } from "../features/templates/request-platform";
import { templateMeta, withBrandTemplateMeta } from "../features/templates/template-meta";
import { formText, INTENT_FIELD } from "../lib/form-answer";
import { onDemand } from "../ui/on-demand";
import "../styles/home.css";
import "../styles/listing.css";
import "../styles/pages.css";
import "../styles/product-card.css";
import "../styles/templates.css";

/**
 * The catch-all /{type} (spec 2 §2): asks for the page type of the path, then shows a listing
 * (Collection, ProductListBanner, Brand), a product page (Style), a master template, or the
 * not-found page with HTTP 404 and a "404 redirect record" in the server log.
 *
 * Decision: the spec's "previous page recorded in history overrides the type" is not implemented.
 * A loader never sees navigation state (React Router runs loaders before the history entry exists
 * and the server loader receives only the request), so skipping the lookup would need the type in
 * the address or a client loader that bypasses the server; the lookup is an in-memory map read.
 */
type Args = LoaderFunctionArgs<AppLoadContext>;

/**
 * Each kind of page fetches its own code, so a product page does not carry the listing's and the
 * templates'. Nothing draws a page before its kind's code is in, so no render suspends: the server's
 * loader preloads the kind it answers with; in the browser, hydration waits for it (`handle`, run by
 * entry.client.tsx: Preact has no Suspense boundary at the root while hydrating), and so does a
 * navigation (`clientLoader`), with the current page kept on screen instead of an empty fallback.
 */
const PAGES = {
  listing: onDemand(() =>
    import("../features/templates/brand-listing-page").then((module) => module.BrandListingPage),
  ),
  product: onDemand(() => import("../features/product/product-page").then((module) => module.ProductPage)),
  template: onDemand(() =>
    import("../features/templates/template-page").then((module) => module.TemplatePage),
  ),
};

async function preloadPage(kind: string) {
  if (kind in PAGES) await PAGES[kind as keyof typeof PAGES].preload();
}

const PRODUCT_CACHE = `public, max-age=0, s-maxage=${RENDER_CACHE.productTtlSeconds}`;

/** The structured log line of spec 2 §8 "Page type failure": path, referrer and why. */
function recordNotFound({ request, context }: Args, reason: string) {
  const url = new URL(request.url);
  const record = { path: url.pathname, query: url.search, referrer: request.headers.get("referer"), reason };
  context.log.warn({ event: "404_redirect", ...record }, "404 redirect record");
  return data({ kind: "not-found" } as const, { status: 404, headers: { "Cache-Control": "no-store" } });
}

async function lookUp(args: Args, path: string, cid: string | undefined): Promise<PageTypeResponse | null> {
  try {
    const found = await args.context.services.pages.pageType(path, cid);
    return found.ok ? found.value : null;
  } catch (error) {
    args.context.log.error({ err: error, path }, "page type failed");
    return null;
  }
}

/** The brand of a brand page: its details for the brand journey, and how wide its navigation is. */
async function brandOf(
  args: Args,
  code: string,
): Promise<{ brandDetails: BrandDetails; wideNavigation: boolean; brandName: string }> {
  const { brands } = await args.context.services.brands.list();
  const brand = brands.find((item) => item.code === code);
  return {
    brandName: brand?.brandName ?? code,
    brandDetails: {
      id: code,
      legalBrandNames: brand?.legalBrandNames ?? [],
      parentBrandName: brand?.parentBrand,
    },
    wideNavigation: brand?.wideNavigation ?? false,
  };
}

/** The signed-in shopper's favourite of the brand, if they keep it; never read for a guest (the page is shared). */
async function favouriteBrandId(args: Args, code: string): Promise<number | null> {
  if (!args.context.shopper) return null;
  const favourites = await args.context.services.favourites.brands();
  return (favourites.ok && favourites.value.brands.find((brand) => brand.brand === code)?.id) || null;
}

async function listingPage(args: Args, page: PageTypeResponse) {
  const url = new URL(args.request.url);
  if (page.type !== "Brand") {
    const params = new URLSearchParams(url.searchParams);
    params.set(FILTER_KEYS.collectionId, page.id ?? page.path.slice(1));
    const listing = await loadListing({ ...args, deeplinkurl: `${url.pathname}${listingSearch(params)}` });
    const headers = { "Cache-Control": listingCacheControl(listing) };
    return data({ kind: "listing" as const, listing, brandTemplate: null }, { headers });
  }
  const [{ brandDetails, wideNavigation, brandName }, brandTemplate, favouriteId] = await Promise.all([
    brandOf(args, page.reference),
    loadTemplate({ ...args, templateType: "BrandTemplate", brandId: page.reference }),
    favouriteBrandId(args, page.reference),
  ]);
  const listing = await loadListing({ ...args, deeplinkurl: `${url.pathname}${url.search}`, brandDetails });
  const cacheControl =
    brandTemplate?.preview === true ? templateCacheControl(brandTemplate) : listingCacheControl(listing);
  const headers = { "Cache-Control": cacheControl, Vary: PLATFORM_VARY };
  // brandCode, wideNavigation and brandDetails give the header the brand's menu and search journey.
  const brand = { brandCode: page.reference, wideNavigation, brandDetails };
  const favourite = { code: page.reference, name: brandName, favouriteId };
  return data({ kind: "listing" as const, listing, brandTemplate, favourite, ...brand }, { headers });
}

async function pageFor(args: Args) {
  const url = new URL(args.request.url);
  // One address per page: "/nw/" moves to "/nw" for good.
  if (url.pathname.length > 1 && url.pathname.endsWith("/")) {
    // Leading slashes collapse too ("//host/" moves to "/host"); what else a path may hide is refused.
    const path = sameSitePath(`/${url.pathname.replace(/^\/+|\/+$/g, "")}${url.search}`);
    if (!path) return recordNotFound(args, "unknown_path");
    throw redirect(path, 301);
  }
  if (isReservedTopLevelPath(url.pathname)) return recordNotFound(args, "reserved_path");
  const cid = url.searchParams.get(FILTER_KEYS.collectionId) || undefined;
  const page = await lookUp(args, url.pathname, cid);
  if (!page) return recordNotFound(args, "unknown_path");

  if (isListingPageType(page.type)) return listingPage(args, page);
  if (page.type === "Style") {
    const product = await loadProduct({ ...args, styleId: Number(page.id) });
    if (!product) return recordNotFound(args, "style_missing");
    return data(
      { kind: "product" as const, product, origin: url.origin },
      { headers: { "Cache-Control": PRODUCT_CACHE } },
    );
  }
  if (isTemplatePageType(page.type)) {
    const template = await loadTemplate({
      ...args,
      templateType: page.type,
      brandId: page.reference,
      heading: page.title,
    });
    if (!template) return recordNotFound(args, "template_missing");
    const headers = { "Cache-Control": templateCacheControl(template), Vary: PLATFORM_VARY };
    return data({ kind: "template" as const, template }, { headers });
  }
  return recordNotFound(args, "unknown_type");
}

export async function loader(args: Args) {
  const page = await pageFor(args);
  await preloadPage(page.data.kind);
  return page;
}

export const handle = { beforeHydration: (page: { kind: string }) => preloadPage(page.kind) };

export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const page = await serverLoader<typeof loader>();
  await preloadPage(page.kind);
  return page;
}

/**
 * The product page's size and ADD TO BAG form, its NOTIFY ME form, and the hearts of its pages, post
 * here (decision 26).
 */
export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  const intent = formText(await args.request.clone().formData(), INTENT_FIELD);
  return isFavouriteIntent(intent) ? favouriteAction(args) : productAction(args);
}

/** Once hydrated, a heart's answer is toasted as it arrives (favourite-client-action.ts). */
export const clientAction = favouriteClientAction;

/**
 * The pages shown here draw nothing of the bag: adding to it or removing from it leaves them be; nor
 * anything of a stock alert asked for.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formData,
  formAction,
  defaultShouldRevalidate,
}) =>
  changesBag(formData, formAction) || formData?.get(INTENT_FIELD) === NOTIFY_ME_INTENT
    ? false
    : defaultShouldRevalidate;

export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const vary = loaderHeaders.get("Vary");
  return {
    "Cache-Control": loaderHeaders.get("Cache-Control") ?? "no-store",
    ...(vary ? { Vary: vary } : {}),
  };
};

export const meta: MetaFunction<typeof loader> = ({ data: page }) => {
  switch (page?.kind) {
    case "listing": {
      const tags = listingMeta(page.listing, page.listing.origin);
      return page.brandTemplate ? withBrandTemplateMeta(tags, page.brandTemplate) : tags;
    }
    case "product":
      return productMeta(page.product, page.origin);
    case "template":
      return templateMeta(page.template);
    default:
      return notFoundMeta;
  }
};

export default function CatchAll() {
  const page = useLoaderData<typeof loader>();
  switch (page.kind) {
    case "listing":
      return (
        <PAGES.listing.Component
          listing={page.listing}
          brandTemplate={page.brandTemplate}
          brand={"favourite" in page ? page.favourite : null}
        />
      );
    case "product":
      return <PAGES.product.Component data={page.product} />;
    case "template":
      return <PAGES.template.Component data={page.template} />;
    default:
      return <NotFoundPage />;
  }
}
