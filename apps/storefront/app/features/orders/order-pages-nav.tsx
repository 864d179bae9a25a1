import { formatMessage, LABELS } from "@odin/contracts";
import { Link } from "../../ui/link";

const L = LABELS.orderHistory;

export const myOrdersPath = (page: number) => (page <= 1 ? "/myorders" : `/myorders?page=${page}`);

/**
 * The pages of My Orders (10 orders each): plain links, so they work before and without the scripts;
 * the current page is marked for screen readers.
 */
export function OrderPagesNav({ currentPage, totalPages }: { currentPage: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  const pages = Array.from({ length: totalPages }, (_, index) => index + 1);
  return (
    <nav className="order-pages" aria-label={L.pages}>
      <ul>
        {currentPage > 1 ? (
          <li>
            <Link href={myOrdersPath(currentPage - 1)} rel="prev">
              {L.previous}
            </Link>
          </li>
        ) : null}
        {pages.map((page) => (
          <li key={page}>
            <Link
              href={myOrdersPath(page)}
              aria-current={page === currentPage ? "page" : undefined}
              aria-label={formatMessage.orderHistoryPage(page)}
            >
              {page}
            </Link>
          </li>
        ))}
        {currentPage < totalPages ? (
          <li>
            <Link href={myOrdersPath(currentPage + 1)} rel="next">
              {L.next}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
