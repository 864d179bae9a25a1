import { LABELS } from "@odin/contracts";
import {
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
  useLoaderData,
} from "react-router";
import { LoginGate } from "../features/auth/login-gate";
import { MissingOrder } from "../features/checkout/order-confirmation-page";
import { loadOrderDetails } from "../features/orders/load-orders.server";
import { OrderDetailsPage } from "../features/orders/order-details-page";
import { RateOrder } from "../features/reviews/rate-order";
import { rateOrderAction } from "../features/reviews/rate-order.server";
import { privateHeaders, privateMeta } from "../lib/private-page";
import "../styles/bag.css";
import "../styles/checkout-frame.css";
import "../styles/checkout-payment.css";
import "../styles/checkout.css";
import "../styles/orders.css";

/**
 * /orderdetails/{orderId} (spec 3 §2 "Order details"): one of the signed-in shopper's orders, read on
 * the server. Any other id, another shopper's included, is "This orderId doesn't exist" (404); a
 * guest is asked to log in and comes back here. Once an item is delivered, collected or returned,
 * the shopper may rate the order here (the rating form posts to this route).
 */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  return loadOrderDetails(args);
}

export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  return rateOrderAction(args);
}

export const headers = privateHeaders;

export const meta = privateMeta(LABELS.orderDetails.title);

export default function OrderDetailsRoute() {
  const page = useLoaderData<typeof loader>();
  const title = LABELS.orderDetails.title;
  if (page.kind === "guest") return <LoginGate destination={page.destination} heading={title} />;
  if (page.kind === "missing") return <MissingOrder title={title} />;
  if (page.kind === "error")
    return (
      <div className="checkout-page order-details container">
        <h1 className="checkout-page__title">{title}</h1>
        <p role="alert">{page.message}</p>
      </div>
    );
  return (
    <OrderDetailsPage order={page.order}>
      {page.rating ? <RateOrder {...page.rating} /> : null}
    </OrderDetailsPage>
  );
}
