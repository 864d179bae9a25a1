import { LABELS } from "@odin/contracts";
import {
  type ActionFunctionArgs,
  type AppLoadContext,
  data,
  type LoaderFunctionArgs,
  useLoaderData,
} from "react-router";
import { LoginGate } from "../features/auth/login-gate";
import { confirmationAction, loadConfirmation } from "../features/checkout/load-confirmation.server";
import { MissingOrder, OrderConfirmationPage } from "../features/checkout/order-confirmation-page";
import { RateOrder } from "../features/reviews/rate-order";
import { isRateOrderPost, loadOrderRating, rateOrderAction } from "../features/reviews/rate-order.server";
import { privateHeaders, privateMeta } from "../lib/private-page";
import "../styles/bag.css";
import "../styles/checkout-frame.css";
import "../styles/checkout.css";
import "../styles/checkout-payment.css";
import "../styles/reviews.css";

/**
 * /orderconfirmation/{orderId}/{status}[/{transactionId}] (spec 3 §2): the signed-in shopper's own
 * order as placed, read on the server; the order's status is the server's, a pending payment asked of
 * its gateway first. Any other id, another shopper's included, is "This orderId doesn't exist" (404).
 * A guest is asked to log in first. Once an item is delivered, the shopper may rate the order.
 */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  const page = await loadConfirmation(args);
  const rating = page.data.kind === "order" ? await loadOrderRating(args.context, page.data.order) : null;
  return data({ ...page.data, rating }, page.init ?? undefined);
}

/** CHECK AGAIN of a pending payment and the rating form post here (decision 26). */
export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  return (await isRateOrderPost(args.request)) ? rateOrderAction(args) : confirmationAction(args);
}

export const headers = privateHeaders;

export const meta = privateMeta(LABELS.orderConfirmation.title);

export default function OrderConfirmationRoute() {
  const page = useLoaderData<typeof loader>();
  if (page.kind === "guest") return <LoginGate destination={page.destination} />;
  if (page.kind === "missing") return <MissingOrder />;
  return (
    <OrderConfirmationPage order={page.order} statusProblem={page.statusProblem}>
      {page.rating ? <RateOrder {...page.rating} /> : null}
    </OrderConfirmationPage>
  );
}
