import { MESSAGES, orderHistoryQuery, orderIdParam } from "@odin/contracts";
import { type AppLoadContext, type LoaderFunctionArgs, redirect } from "react-router";
import { guestPage, PRIVATE_NO_STORE, privateData } from "../../lib/private-page";
import { loadOrderRating } from "../reviews/rate-order.server";

/** A visitor is asked to log in, and comes back to this page (at the same page of orders) afterwards. */
const guest = (request: Request) => guestPage(request, true);

/** The page asked for (`?page=`, from 1); anything else is the first. */
function pageOf(request: Request): number {
  const page = new URL(request.url).searchParams.get("page");
  const parsed = orderHistoryQuery.shape.page.safeParse(page ?? undefined);
  return parsed.success ? parsed.data : 1;
}

/**
 * /myorders (spec 3 §2 "My Orders"): a page of the shopper's orders, newest first, read on the
 * server through the same service as `GET /api/orders`. A guest gets the login gate; a page past the
 * last goes to the last; a failure shows "Error while fetching your orders!".
 */
export async function loadMyOrders({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  if (!context.shopper) return guest(request);
  const page = pageOf(request);
  const failed = () => privateData({ kind: "error" as const, message: MESSAGES.orders.fetchError }, 500);
  try {
    const history = await context.services.orders.history(page);
    if (!history.ok && history.problem.name === "signInRequired") return guest(request);
    if (!history.ok) return failed();
    const { totalPages } = history.value;
    if (totalPages > 0 && page > totalPages)
      throw redirect(`/myorders?page=${totalPages}`, {
        status: 303,
        headers: { "Cache-Control": PRIVATE_NO_STORE },
      });
    return privateData({ kind: "orders" as const, history: history.value });
  } catch (error) {
    if (error instanceof Response) throw error;
    context.log.error({ err: error, page }, "the orders could not be read");
    return failed();
  }
}

/**
 * /orderdetails/{orderId} (spec 3 §2 "Order details"): one of the shopper's orders, read on the server
 * through the same service as `GET /api/orders/{orderId}`. Any other id, another shopper's included,
 * is "This orderId doesn't exist" (404); a guest gets the login gate.
 */
export async function loadOrderDetails({ params, request, context }: LoaderFunctionArgs<AppLoadContext>) {
  if (!context.shopper) return guest(request);
  const missing = () => privateData({ kind: "missing" as const }, 404);
  const id = orderIdParam.safeParse({ orderId: params.orderId });
  if (!id.success) return missing();
  const failed = () => privateData({ kind: "error" as const, message: MESSAGES.orders.genericError }, 500);
  try {
    const order = await context.services.orders.details(id.data.orderId);
    if (order.ok) {
      const rating = await loadOrderRating(context, order.value);
      return privateData({ kind: "order" as const, order: order.value, rating });
    }
    if (order.problem.name === "signInRequired") return guest(request);
    return order.problem.name === "unknownOrder" ? missing() : failed();
  } catch (error) {
    context.log.error({ err: error, orderId: id.data.orderId }, "the order could not be read");
    return failed();
  }
}
