import { LABELS } from "@odin/contracts";
import { LOGIN_LINK_HREF } from "../auth/open-login";

export interface MenuLink {
  label: string;
  to: string;
  /** Opens the login modal, or logs out, instead of following a link. */
  action?: "login" | "logout";
}

/**
 * Mobile menu items (spec 2 §2 "Header (mobile)"); My Loyalty only for a logged-in shopper. The menu
 * is where phones log in and out (spec 1 §2: the modal "is opened … from the menu").
 */
export function mobileMenuLinks(loggedIn: boolean): MenuLink[] {
  return [
    { label: LABELS.header.myOrders, to: "/myorders" },
    { label: LABELS.header.myAccount, to: "/account" },
    ...(loggedIn ? [{ label: LABELS.header.myLoyalty, to: "/account#loyalty" }] : []),
    { label: LABELS.header.storeLocator, to: "/store-locator" },
    { label: LABELS.header.downloadApp, to: "/apps" },
    { label: LABELS.header.contactUs, to: "/contactus" },
    loggedIn
      ? { label: LABELS.header.signOut, to: "", action: "logout" }
      : { label: LABELS.header.login, to: LOGIN_LINK_HREF, action: "login" },
  ];
}
