import { DEFAULT_FEATURE_FLAGS, LABELS } from "@odin/contracts";
import { useLocation, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../../root";
import { Link } from "../../ui/link";

/** My Loyalty: the loyalty section of /account (spec 3 §2 "/account#loyalty"). */
export const MY_LOYALTY_PATH = "/account#loyalty";

/**
 * The account menu of spec 3 §2: My Information, My Loyalty (while the loyalty flags are on), My
 * Addresses, My Payment Methods, and the shopper's orders. An entry is the current page by its path;
 * My Loyalty, a section of /account, never is.
 */
export function accountMenu(loyalty: boolean) {
  return [
    { label: LABELS.account.myInformation, to: "/account" },
    ...(loyalty ? [{ label: LABELS.account.myLoyalty, to: MY_LOYALTY_PATH }] : []),
    { label: LABELS.account.myAddresses, to: "/account/addresses" },
    { label: LABELS.account.myPaymentMethods, to: "/account/payment-methods" },
    { label: LABELS.header.myOrders, to: "/myorders" },
  ];
}

export function AccountMenu() {
  const { pathname } = useLocation();
  const loyalty =
    useRouteLoaderData<typeof rootLoader>("root")?.accountLoyalty ?? DEFAULT_FEATURE_FLAGS.accountLoyalty;
  return (
    <nav className="account-menu" aria-label={LABELS.header.myAccount}>
      <ul className="account-menu__list">
        {accountMenu(loyalty).map((entry) => (
          <li key={entry.to}>
            <Link
              className="account-menu__link"
              href={entry.to}
              aria-current={pathname === entry.to ? "page" : undefined}
            >
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
