import { formatMessage, LABELS } from "@odin/contracts";
import { Link } from "react-router";
import { BagIcon, HeartIcon, UserIcon } from "../../ui/icons";

/**
 * Account, favourites and bag. Until the login modal exists, "Login" is a link to the account page,
 * so it also works before hydration.
 */
export function HeaderActions({ bagCount = 0 }: { bagCount?: number }) {
  return (
    <ul className="header-actions">
      <li className="header-actions__login">
        <Link to="/account" className="header-actions__item">
          <UserIcon />
          <span>{LABELS.header.login}</span>
        </Link>
      </li>
      <li>
        <Link to="/favorites" className="header-actions__item" aria-label={LABELS.header.favorites}>
          <HeartIcon />
        </Link>
      </li>
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
