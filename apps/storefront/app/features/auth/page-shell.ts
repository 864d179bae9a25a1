import { trackEvent } from "../../lib/track-event";
import { showToast } from "../../ui/toast";
import { LEGAL_BASE_PATH } from "../footer/external-links";
import { setSessionLoggedIn } from "./session-store";

/**
 * What the login code needs from the page around it: the one toast region, the analytics hook and
 * the logged-in state the header shows. The modal, login and logout code load on demand and receive
 * these as a dependency instead of importing them: a module that both the page and an on-demand
 * chunk import becomes a chunk of its own, one more request on every page (decision 21).
 */
export interface PageShell {
  showToast: typeof showToast;
  trackEvent: typeof trackEvent;
  setLoggedIn: typeof setSessionLoggedIn;
  /** Prefix of the terms and privacy pages (the footer's, spec 2 §2). */
  legalBasePath: string;
}

export const pageShell: PageShell = {
  showToast,
  trackEvent,
  setLoggedIn: setSessionLoggedIn,
  legalBasePath: LEGAL_BASE_PATH,
};
