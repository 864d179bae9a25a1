import type { StaticPage, StaticPageKey } from "@odin/contracts";
import type { ReactNode } from "react";
import type { HeadersFunction, MetaDescriptor } from "react-router";
import { pageTitle } from "../../lib/page-title";
import { STATIC_PAGE_PATHS, summaryOf } from "./static-pages";

/**
 * A static page (spec 2 §2 "Other pages"): its title and its editorial text, then what the page adds
 * (the contact form, the app link box). The HTML is checked against the server's allow-list.
 */
export function StaticPageView({ page, children }: { page: StaticPage; children?: ReactNode }) {
  return (
    <article className="container static-page">
      <h1 className="static-page__title">{page.title}</h1>
      <div
        className="rich-text static-page__text"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (safe-html allow-list)
        dangerouslySetInnerHTML={{ __html: page.description }}
      />
      {children}
    </article>
  );
}

/** Title, description and canonical link of a static page. */
export function staticPageMeta(
  key: StaticPageKey,
  loaded: { page: StaticPage; origin: string } | undefined,
): MetaDescriptor[] {
  if (!loaded) return [{ title: pageTitle("Page not found") }];
  const title = pageTitle(loaded.page.title);
  const description = summaryOf(loaded.page.description);
  const canonical = new URL(STATIC_PAGE_PATHS[key], loaded.origin).href;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
  ];
}

/** The loader's Cache-Control (the rendered-page cache never keeps an answer to a POST). */
export const staticPageHeaders: HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? "no-store",
});
