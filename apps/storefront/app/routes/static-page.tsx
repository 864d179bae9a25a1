import type { AppLoadContext, LoaderFunctionArgs, MetaFunction } from "react-router";
import { data, useLoaderData } from "react-router";
import { loadStaticPage } from "../features/support/load-static-page.server";
import { StaticPageView, staticPageHeaders, staticPageMeta } from "../features/support/static-page";
import { staticPageKeyOf } from "../features/support/static-pages";
import "../styles/support.css";

/**
 * /whoweare (with the company timeline), /customercare (support channels, the returns-and-exchanges
 * anchor and the frequently asked questions), /termsconditions and /privacypolicy (spec 2 §2, §7):
 * each shows its content document.
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const key = staticPageKeyOf(new URL(request.url).pathname);
  if (!key) throw data("Not Found", { status: 404 });
  return loadStaticPage(context, key, request);
}

export const headers = staticPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded, location }) => {
  const key = staticPageKeyOf(location.pathname);
  return key ? staticPageMeta(key, loaded) : [];
};

export default function StaticPageRoute() {
  const { page } = useLoaderData<typeof loader>();
  return <StaticPageView page={page} />;
}
