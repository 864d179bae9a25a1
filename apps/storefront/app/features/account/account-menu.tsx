import { LABELS } from "@odin/contracts";
import { useLocation } from "react-router";
import { Link } from "../../ui/link";

/**
 * The account menu of spec 3 §2. My Information, My Addresses and My Payment Methods have pages so
 * far; My Loyalty joins this list with the issue that builds it (a menu entry must lead somewhere
 * real). `/account#loyalty` lands on My Information until then.
 */
export const ACCOUNT_MENU = [
  { label: LABELS.account.myInformation, to: "/account" },
  { label: LABELS.account.myAddresses, to: "/account/addresses" },
  { label: LABELS.account.myPaymentMethods, to: "/account/payment-methods" },
] as const;

export function AccountMenu() {
  const { pathname } = useLocation();
  return (
    <nav className="account-menu" aria-label={LABELS.header.myAccount}>
      <ul className="account-menu__list">
        {ACCOUNT_MENU.map((entry) => (
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
