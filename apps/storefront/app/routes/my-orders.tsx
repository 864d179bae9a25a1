import { LABELS } from "@odin/contracts";
import { type AppLoadContext, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { LoginGate } from "../features/auth/login-gate";
import { loadMyOrders } from "../features/orders/load-orders.server";
import { MyOrdersPage } from "../features/orders/my-orders-page";
import { privateHeaders, privateMeta } from "../lib/private-page";
import "../styles/checkout-frame.css";
import "../styles/checkout-payment.css";
import "../styles/orders.css";

/**
 * /myorders (spec 3 §2 "My Orders"): the signed-in shopper's orders, 10 a page (`?page=`), read on
 * the server; a guest is asked to log in and comes back here. Personal, so never cached.
 */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  return loadMyOrders(args);
}

export const headers = privateHeaders;

export const meta = privateMeta(LABELS.orders.title);

export default function MyOrders() {
  const page = useLoaderData<typeof loader>();
  if (page.kind === "guest")
    return <LoginGate destination={page.destination} heading={LABELS.orders.title} />;
  if (page.kind === "error") return <MyOrdersPage error={page.message} />;
  return <MyOrdersPage history={page.history} />;
}
