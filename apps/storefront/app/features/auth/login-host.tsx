import { STORAGE_KEYS } from "@odin/contracts";
import { Suspense, useCallback, useEffect, useState } from "react";
import { browserStorage, safeGet } from "../../lib/api/storage";
import { announcePanelOpened } from "../../lib/header-panels";
import { onDemand } from "../../ui/on-demand";
import type { LoginSettingsOverrides } from "./modal-services";
import {
  loginRequestFromFragment,
  OPEN_LOGIN_EVENT,
  type OpenLoginRequest,
  takeUnheardLogin,
} from "./open-login";
import { pageShell } from "./page-shell";
import { sessionLoggedIn } from "./session-store";

/**
 * The modal's code and stylesheet arrive on first use; the header starts the download early when
 * the pointer or focus reaches a login control (`preloadLoginModal`).
 */
const LoginModal = onDemand(() =>
  import("./login-modal").then(async (module) => {
    await module.loadLoginStylesheet();
    return module.LoginModal;
  }),
);

export function preloadLoginModal(): void {
  void LoginModal.preload();
}

interface Opened {
  id: number;
  request: OpenLoginRequest;
  opener: HTMLElement | null;
}

/**
 * Listens for `openLogin()` requests and for `#login=…` fragments (the login links before hydration,
 * and the server's social sign-in hand-off) and shows the login modal. Mounted once in the root
 * layout; until a request comes it renders nothing and loads nothing.
 */
export function LoginHost({
  loggedIn,
  settings,
}: {
  /** The server's answer: both token cookies were sent with the page. */
  loggedIn: boolean;
  settings?: LoginSettingsOverrides;
}) {
  const [opened, setOpened] = useState<Opened | null>(null);

  useEffect(() => {
    let next = 1;
    const open = (request: OpenLoginRequest) => {
      const focused = document.activeElement;
      // The header's menus and search close: the modal takes over the page.
      announcePanelOpened("login");
      setOpened({ id: next++, request, opener: focused instanceof HTMLElement ? focused : null });
    };
    const onOpen = (event: Event) => {
      event.preventDefault();
      open((event as CustomEvent<OpenLoginRequest>).detail ?? {});
    };
    const fromFragment = () => {
      const request = loginRequestFromFragment(window.location.hash);
      if (!request) return;
      // The fragment did its job: take it out of the address so a reload or a shared link does not reopen.
      window.history.replaceState(
        window.history.state,
        "",
        `${window.location.pathname}${window.location.search}`,
      );
      open(request);
    };
    window.addEventListener(OPEN_LOGIN_EVENT, onOpen);
    window.addEventListener("hashchange", fromFragment);
    fromFragment();
    const unheard = takeUnheardLogin();
    if (unheard) open(unheard);
    return () => {
      window.removeEventListener(OPEN_LOGIN_EVENT, onOpen);
      window.removeEventListener("hashchange", fromFragment);
    };
  }, []);

  // Signed in without the account items in storage (back from a social sign-in, or storage cleared),
  // as the server answered and nothing in this page has said otherwise since: a login here stores the
  // account itself, and after a logout here the root's data the server read just before it (signed
  // in) may still arrive; fetching the account then would meet a 401 and end the session again.
  useEffect(() => {
    if (!loggedIn || sessionLoggedIn() !== undefined) return;
    if (safeGet(browserStorage("localStorage"), STORAGE_KEYS.userName)) return;
    void import("./account-sync").then((module) => module.syncStoredAccount());
  }, [loggedIn]);

  const onClosed = useCallback(() => setOpened(null), []);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal.Component
        key={opened.id}
        request={opened.request}
        opener={opened.opener}
        onClosed={onClosed}
        settings={settings}
        shell={pageShell}
      />
    </Suspense>
  );
}
