import { LABELS, MESSAGES } from "@odin/contracts";
import { type MouseEvent, useEffect } from "react";
import { useHydrated } from "../../lib/use-hydrated";
import { buttonClass, SubmitButton } from "../../ui/button";
import { IntentForm } from "../../ui/intent-form";
import { preloadLoginModal } from "../auth/login-host";
import { loginHref } from "../auth/login-page/next-path";
import { LOGIN_LINK_HREF, openLogin } from "../auth/open-login";
import { BAG_INTENTS, CHECKOUT_PATH } from "./bag-forms";
import { useBagForm } from "./use-bag-form";

/** The login modal, going on to checkout after the login (spec 1 §2: opened at checkout for a guest). */
const LOGIN_TO_CHECKOUT = { destination: CHECKOUT_PATH };

/** Once hydrated, LOGIN opens the modal through its fragment (decision 21); before, the `/login` page (decision 54). */
const LOGIN_HREF = `${LOGIN_LINK_HREF}&destination=${encodeURIComponent(CHECKOUT_PATH)}`;

function openLoginFromLink(event: MouseEvent<HTMLAnchorElement>): void {
  event.preventDefault();
  openLogin(LOGIN_TO_CHECKOUT);
}

/**
 * PROCEED (spec 3 §4, §6): the action sends a signed-in shopper on to checkout. A guest is told
 * "Please Login To Continue" with LOGIN, and once hydrated the login modal opens at once; an empty
 * bag or an out-of-stock item keeps the shopper here, with the reason.
 */
export function Proceed({ blockingMessage }: { blockingMessage: string | undefined }) {
  const form = useBagForm(BAG_INTENTS.proceed);
  const refusal = form.answer && !form.answer.ok ? form.answer.message : undefined;
  const needsLogin = refusal === MESSAGES.session.loginToContinue;
  const asked = form.fetcher.data;
  const hydrated = useHydrated();

  useEffect(() => {
    if (asked && !asked.ok && asked.message === MESSAGES.session.loginToContinue) {
      openLogin({ ...LOGIN_TO_CHECKOUT, toast: asked.message });
    }
  }, [asked]);

  return (
    <div className="bag-proceed">
      {blockingMessage ? <p className="bag-proceed__blocking">{blockingMessage}</p> : null}
      <IntentForm form={form}>
        <SubmitButton busy={form.pending} className="bag-proceed__button">
          {LABELS.bagPage.proceed}
        </SubmitButton>
      </IntentForm>
      <div role="alert" className="bag-proceed__answer">
        {refusal ? <p className="bag-proceed__message">{refusal}</p> : null}
        {needsLogin ? (
          <a
            href={hydrated ? LOGIN_HREF : loginHref(CHECKOUT_PATH)}
            className={buttonClass("primary", "bag-proceed__login")}
            aria-haspopup="dialog"
            onClick={openLoginFromLink}
            onPointerEnter={preloadLoginModal}
            onFocus={preloadLoginModal}
          >
            {LABELS.login.login}
          </a>
        ) : null}
      </div>
    </div>
  );
}
