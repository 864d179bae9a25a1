import { LABELS } from "@odin/contracts";
import type { MouseEvent } from "react";

import { HeartIcon, UserIcon } from "../../ui/icons";
import { Link } from "../../ui/link";
import { preloadLoginModal } from "../auth/login-host";
import { LOGIN_LINK_HREF, openLogin } from "../auth/open-login";
import { useLogout } from "../auth/use-logout";
import { BagButton } from "./bag-button";

/** Opens the login modal; before hydration the link's fragment does it once the scripts run. */
function openLoginFromLink(event: MouseEvent<HTMLAnchorElement>): void {
  event.preventDefault();
  openLogin();
}

/**
 * Account, favourites and bag. Logged out, "Login" opens the login modal (spec 2 §2); logged in, "My
 * Account" links to the account page and "Sign Out" logs out. The favourites heart shows only when
 * logged in (spec 2 §2 "Other pages"). Login and Sign Out show from 768 px; phones have them in the
 * menu.
 */
export function HeaderActions({ loggedIn = false, bagCount = 0 }: { loggedIn?: boolean; bagCount?: number }) {
  const logout = useLogout();
  return (
    <ul className="header-actions">
      <li className="header-actions__login">
        {loggedIn ? (
          <Link href="/account" className="header-actions__item">
            <UserIcon />
            <span>{LABELS.header.myAccount}</span>
          </Link>
        ) : (
          <a
            href={LOGIN_LINK_HREF}
            className="header-actions__item"
            aria-haspopup="dialog"
            onClick={openLoginFromLink}
            onPointerEnter={preloadLoginModal}
            onFocus={preloadLoginModal}
          >
            <UserIcon />
            <span>{LABELS.header.login}</span>
          </a>
        )}
      </li>
      {loggedIn ? (
        <li className="header-actions__login">
          <button
            type="button"
            className="header-actions__item header-actions__signout"
            onClick={() => void logout()}
          >
            {LABELS.header.signOut}
          </button>
        </li>
      ) : null}
      {loggedIn ? (
        <li>
          <Link href="/favorites" className="header-actions__item" aria-label={LABELS.header.favorites}>
            <HeartIcon />
          </Link>
        </li>
      ) : null}
      <li>
        <BagButton count={bagCount} loggedIn={loggedIn} />
      </li>
    </ul>
  );
}
