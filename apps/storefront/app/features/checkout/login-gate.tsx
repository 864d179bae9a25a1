import { LABELS, MESSAGES } from "@odin/contracts";
import { type MouseEvent, useEffect } from "react";
import { buttonClass } from "../../ui/button";
import { preloadLoginModal } from "../auth/login-host";
import { LOGIN_LINK_HREF, openLogin } from "../auth/open-login";

/**
 * A checkout page for a guest (spec 3 §1, §6), or another page only a shopper can use (the favourites,
 * spec 2 §6, under its own `heading`): "Please Login To Continue" with LOGIN, which opens the login
 * modal (at once, once the scripts run); after the login the shopper goes on to `destination`.
 */
export function LoginGate({
  destination,
  heading = LABELS.checkoutPage.loginHeading,
}: {
  destination: string;
  heading?: string;
}) {
  const href = `${LOGIN_LINK_HREF}&destination=${encodeURIComponent(destination)}`;
  useEffect(() => openLogin({ destination, toast: MESSAGES.session.loginToContinue }), [destination]);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    openLogin({ destination });
  };
  return (
    <div className="checkout-page checkout-gate container">
      <h1 className="checkout-page__title">{heading}</h1>
      <p className="checkout-gate__message">{MESSAGES.session.loginToContinue}</p>
      <a
        href={href}
        className={buttonClass("primary", "checkout-gate__login")}
        aria-haspopup="dialog"
        onClick={open}
        onPointerEnter={preloadLoginModal}
        onFocus={preloadLoginModal}
      >
        {LABELS.login.login}
      </a>
    </div>
  );
}
