import { LABELS } from "@odin/contracts";
import { NavLink } from "react-router";

/**
 * The account menu of spec 3 §2. Only My Information has a page so far; My Loyalty, My Addresses and
 * My Payment Methods join this list with the issues that build them (a menu entry must lead
 * somewhere real). `/account#loyalty` lands on My Information until then.
 */
export const ACCOUNT_MENU = [{ label: LABELS.account.myInformation, to: "/account" }] as const;

export function AccountMenu() {
  return (
    <nav className="account-menu" aria-label={LABELS.header.myAccount}>
      <ul className="account-menu__list">
        {ACCOUNT_MENU.map((entry) => (
          <li key={entry.to}>
            {/* NavLink marks the entry of the current page with aria-current="page". */}
            <NavLink className="account-menu__link" to={entry.to} end>
              {entry.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
