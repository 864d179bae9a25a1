import { LABELS, MESSAGES } from "@odin/contracts";
import { type MouseEvent, useEffect } from "react";
import { useHydrated } from "../../lib/use-hydrated";
import { buttonClass } from "../../ui/button";
import { preloadLoginModal } from "./login-host";
import { loginHref } from "./login-page/next-path";
import { LOGIN_LINK_HREF, openLogin } from "./open-login";

/**
 * "Please Login To Continue" with LOGIN (spec 2 §6, spec 3 §6) on a page only a shopper can use: the
 * login modal opens at once when the scripts run, LOGIN opens it again, and before the scripts LOGIN
 * is a `#login=` link the login host reads. After the login the shopper goes on to `destination`.
 */
export function LoginPrompt({
  destination,
  messageClassName,
  linkClassName,
}: {
  destination: string;
  messageClassName?: string;
  linkClassName?: string;
}) {
  // Before the scripts run, the /login page (decision 54); once hydrated, the modal's fragment.
  const hydrated = useHydrated();
  const href = hydrated
    ? `${LOGIN_LINK_HREF}&destination=${encodeURIComponent(destination)}`
    : loginHref(destination);
  useEffect(() => openLogin({ destination, toast: MESSAGES.session.loginToContinue }), [destination]);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    openLogin({ destination });
  };
  return (
    <>
      <p className={messageClassName}>{MESSAGES.session.loginToContinue}</p>
      <a
        href={href}
        className={buttonClass("primary", linkClassName)}
        aria-haspopup="dialog"
        onClick={open}
        onPointerEnter={preloadLoginModal}
        onFocus={preloadLoginModal}
      >
        {LABELS.login.login}
      </a>
    </>
  );
}
