import { formatMessage, LABELS, RENDER_CACHE } from "@odin/contracts";
import {
  type AppLoadContext,
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from "react-router";
import { AllReviewsPage } from "../features/reviews/all-reviews-page";
import { reviewedStyle, styleIdOf } from "../features/reviews/load-reviews.server";
import { pageTitle } from "../lib/page-title";
import "../styles/reviews.css";

/** /allreviews/{styleId}?page=N: every published review of a style, 50 to a page, and its customer photos. */
export async function loader({ context, params, request }: LoaderFunctionArgs<AppLoadContext>) {
  const style = await reviewedStyle(context, styleIdOf(params.styleId));
  const asked = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 100_000 ? asked : 1;
  const [list, photos] = await Promise.all([
    context.services.reviews.published(style.styleId, page),
    context.services.reviews.photos(style.styleId, 1),
  ]);
  const cache = `public, max-age=0, s-maxage=${RENDER_CACHE.productTtlSeconds}`;
  return data({ style, list, photos }, { headers: { "Cache-Control": cache } });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? "no-store",
});

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  {
    title: pageTitle(
      page
        ? `${LABELS.reviews.allReviewsHeading}: ${page.style.brandName} ${page.style.name}`
        : LABELS.reviews.allReviewsHeading,
    ),
  },
  ...(page && page.list.currentPage > 1
    ? [
        {
          name: "description",
          content: formatMessage.reviewsPage(page.list.currentPage, page.list.totalPages),
        },
      ]
    : []),
];

export default function AllReviews() {
  return <AllReviewsPage {...useLoaderData<typeof loader>()} />;
}
