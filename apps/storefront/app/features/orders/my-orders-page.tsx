import { LABELS, MESSAGES, type OrderHistoryResponse } from "@odin/contracts";
import { useNavigation } from "react-router";
import { buttonClass } from "../../ui/button";
import { Link } from "../../ui/link";
import { OrderPagesNav } from "./order-pages-nav";
import { OrderSummaryCard } from "./order-summary-card";

/**
 * My Orders (spec 3 §2): MY ORDERS, the shopper's orders newest first, 10 a page with page links;
 * "You have not placed any orders yet!" without any; "Error while fetching your orders!" when they
 * could not be read. While another page loads the list says so (`aria-busy`).
 */
export function MyOrdersPage({ history, error }: { history?: OrderHistoryResponse; error?: string }) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/myorders";
  return (
    <div className="checkout-page my-orders container">
      <h1 className="checkout-page__title">{LABELS.orders.title}</h1>
      {error ? (
        <p className="my-orders__error" role="alert">
          {error}
        </p>
      ) : null}
      {history && history.totalElements === 0 ? (
        <div className="my-orders__empty">
          <p>{MESSAGES.orders.empty}</p>
          <Link href="/" className={buttonClass("primary")}>
            {LABELS.bag.continueShopping}
          </Link>
        </div>
      ) : null}
      {loading ? (
        <p className="my-orders__loading" role="status">
          {LABELS.orderHistory.loading}
        </p>
      ) : null}
      {history && history.orders.length > 0 ? (
        <>
          <ol className="order-cards" aria-busy={loading}>
            {history.orders.map((order) => (
              <OrderSummaryCard key={order.orderId} order={order} />
            ))}
          </ol>
          <OrderPagesNav currentPage={history.currentPage} totalPages={history.totalPages} />
        </>
      ) : null}
    </div>
  );
}
