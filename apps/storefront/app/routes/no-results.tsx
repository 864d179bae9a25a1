import { FILTER_KEYS, MESSAGES } from "@odin/contracts";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { NoResultsPage } from "../features/search/no-results-page";
import { cleanQuery } from "../features/search/search-address";
import { pageTitle } from "../lib/page-title";
import "../styles/product-card.css";
import "../styles/search.css";

/**
 * /noresults?q=… (spec 2 §2): where a search that found nothing lands. It keeps the query, drops it
 * from the recent searches and suggests other styles. The query is only echoed, never interpreted.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return { query: cleanQuery(new URL(request.url).searchParams.get(FILTER_KEYS.query) ?? "") };
}

export const meta: MetaFunction = () => [
  { title: pageTitle(MESSAGES.search.noResults) },
  { name: "robots", content: "noindex" },
];

export default function NoResults() {
  const { query } = useLoaderData<typeof loader>();
  return <NoResultsPage query={query} />;
}
