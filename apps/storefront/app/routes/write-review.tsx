import { LABELS } from "@odin/contracts";
import {
  type ActionFunctionArgs,
  type AppLoadContext,
  data,
  type LoaderFunctionArgs,
  useLoaderData,
} from "react-router";
import { reviewedStyle, styleIdOf } from "../features/reviews/load-reviews.server";
import { reviewAction } from "../features/reviews/review-actions.server";
import { type WriteReviewData, WriteReviewPage } from "../features/reviews/write-review-page";
import { PRIVATE_NO_STORE, privateHeaders, privateMeta } from "../lib/private-page";
import "../styles/reviews.css";

/**
 * /writereview/{styleId}: write a review of a style, or see and edit one's own (spec 2 §2 review
 * screens, §4, §5). Personal, so never cached.
 */
export async function loader({ context, params }: LoaderFunctionArgs<AppLoadContext>) {
  const style = await reviewedStyle(context, styleIdOf(params.styleId));
  const headers = { "Cache-Control": PRIVATE_NO_STORE };
  if (!context.shopper) return data<WriteReviewData>({ guest: true, style }, { headers });
  const own = await context.services.reviews.own(style.styleId);
  const mine = own.ok ? own.value : { review: null, canReview: false };
  return data<WriteReviewData>({ guest: false, style, ...mine }, { headers });
}

/** The form posts here (decision 26), with its photos when the scripts have not run. */
export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  return reviewAction(args);
}

export const headers = privateHeaders;

export const meta = privateMeta(LABELS.reviews.writeHeading);

export default function WriteReview() {
  return <WriteReviewPage data={useLoaderData<typeof loader>()} />;
}
