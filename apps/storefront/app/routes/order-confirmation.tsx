import { LABELS, orderIdParam } from "@odin/contracts";
import { type AppLoadContext, data, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { LoginGate } from "../features/checkout/login-gate";
import { MissingOrder, OrderConfirmationPage } from "../features/checkout/order-confirmation-page";
import { PRIVATE_NO_STORE, privateHeaders, privateMeta } from "../lib/private-page";
import "../styles/bag.css";
import "../styles/checkout-frame.css";
import "../styles/checkout.css";
import "../styles/checkout-payment.css";

const headers_ = { "Cache-Control": PRIVATE_NO_STORE };

/**
 * /orderconfirmation/{orderId}/{status}[/{transactionId}] (spec 3 §2): the signed-in shopper's own
 * order as placed, read on the server; the order's status is the server's. Any other id, another
 * shopper's included, is "This orderId doesn't exist" (404). A guest is asked to log in first.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs<AppLoadContext>) {
  if (!context.shopper) {
    return data(
      { kind: "guest" as const, destination: new URL(request.url).pathname },
      { headers: headers_ },
    );
  }
  const missing = () => data({ kind: "missing" as const }, { status: 404, headers: headers_ });
  const id = orderIdParam.safeParse({ orderId: params.orderId });
  if (!id.success) return missing();
  const order = await context.services.orders.confirmation(id.data.orderId);
  if (order.ok) return data({ kind: "order" as const, order: order.value }, { headers: headers_ });
  if (order.problem.name === "unknownOrder") return missing();
  throw data(order.problem.detail, { status: 500, headers: headers_ });
}

export const headers = privateHeaders;

export const meta = privateMeta(LABELS.orderConfirmation.title);

export default function OrderConfirmationRoute() {
  const page = useLoaderData<typeof loader>();
  if (page.kind === "guest") return <LoginGate destination={page.destination} />;
  if (page.kind === "missing") return <MissingOrder />;
  return <OrderConfirmationPage order={page.order} />;
}
