import { formatMessage, LABELS } from "@odin/contracts";
import { Link } from "react-router";
import { BagIcon, HeartIcon, UserIcon } from "../../ui/icons";

/**
 * Account, favourites and bag. Logged out, "Login" is a link to the account page until the login
 * modal exists, so it also works before hydration; logged in, it is "My Account". The favourites
 * heart shows only when logged in (spec 2 §2 "Other pages").
 */
export function HeaderActions({ loggedIn = false, bagCount = 0 }: { loggedIn?: boolean; bagCount?: number }) {
  return (
    <ul className="header-actions">
      <li className="header-actions__login">
        <Link to="/account" className="header-actions__item">
          <UserIcon />
          <span>{loggedIn ? LABELS.header.myAccount : LABELS.header.login}</span>
        </Link>
      </li>
      {loggedIn ? (
        <li>
          <Link to="/favorites" className="header-actions__item" aria-label={LABELS.header.favorites}>
            <HeartIcon />
          </Link>
        </li>
      ) : null}
      <li>
        <Link
          to="/mybag"
          className="header-actions__item header-actions__bag"
          aria-label={formatMessage.bagLinkName(bagCount)}
        >
          <BagIcon />
          <span className="header-actions__badge" aria-hidden="true">
            {bagCount}
          </span>
        </Link>
      </li>
    </ul>
  );
}
