import { LABELS, MESSAGES, sameSitePath } from "@odin/contracts";
import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { browserStorage } from "../../lib/api/storage";
import type { ApiClient, StorageLike } from "../../lib/api/types";
import { browserApi } from "../../lib/browser-api";
import { loadStylesheet } from "../../lib/load-stylesheet";
import loginStylesheet from "../../styles/login.css?url";
import { Dialog } from "../../ui/dialog";
import { ChevronLeftIcon } from "../../ui/icons";
import { type CaptchaSolver, createCaptchaSolver } from "./captcha";
import { completeLogin, forgetDestination, rememberDestination } from "./complete-login";
import { hidesCloseButton, initialLoginState, loginReducer, showsBackButton } from "./login-machine";
import type { SessionDeps } from "./logout";
import {
  type LoginSettingsOverrides,
  loginSettingsWith,
  type ModalServices,
  ModalServicesContext,
} from "./modal-services";
import type { OpenLoginRequest } from "./open-login";
import type { PageShell } from "./page-shell";
import { roleRefusalMessage } from "./role-refusal";
import { CurrentView } from "./views/current-view";

const L = LABELS.loginModal;

/**
 * Adds the modal's stylesheet to the page on first use (it is not part of the site's one stylesheet:
 * decision 15, 21) and resolves once it applies, so the dialog never shows unstyled.
 */
export function loadLoginStylesheet(): Promise<void> {
  return loadStylesheet(loginStylesheet, "login");
}

/** Focus goes back where it was; to the toggle of a closed menu it sat in, or to the page when it is gone. */
function restoreFocus(opener: HTMLElement | null): void {
  const closedDialog = opener?.closest("dialog:not([open])");
  const target = closedDialog
    ? document.querySelector<HTMLElement>(`[commandfor="${closedDialog.id}"]`)
    : opener?.isConnected
      ? opener
      : document.getElementById("main");
  target?.focus();
}

/** The toast a failed social sign-in arrives with (spec 1 §8 "Social login"; §6 for a refused role). */
function socialFailureToast(provider: string | undefined, code: string | undefined): string {
  const refused = roleRefusalMessage(code);
  if (refused) return refused;
  if (provider === "google") return MESSAGES.social.googleFailed;
  if (provider === "facebook") return MESSAGES.social.facebookCredentials;
  return MESSAGES.social.failed;
}

export interface LoginModalProps {
  request: OpenLoginRequest;
  /** The element focused when the modal opened; focus returns there. */
  opener: HTMLElement | null;
  /** The host removes the modal. */
  onClosed: () => void;
  settings?: LoginSettingsOverrides | undefined;
  /** The page's toast, analytics and logged-in state (page-shell.ts). */
  shell: PageShell;
  /** Injected in tests; the page's API client, browser storage and the captcha worker otherwise. */
  services?: { api?: ApiClient; local?: StorageLike; session?: StorageLike; solveCaptcha?: CaptchaSolver };
}

/**
 * The login modal (spec 1 §2 "Login modal"): the one dialog (ui/dialog.tsx), shown while mounted.
 * Escape and the close button close it (logging a cancel event; a request that prevents closing
 * sends the browser to / instead), a press on the backdrop does not (decision 21), and focus returns
 * to the opener. The current view comes from the view machine (login-machine.ts).
 */
export function LoginModal({
  request,
  opener,
  onClosed,
  settings: overrides,
  shell,
  services: injected,
}: LoginModalProps) {
  const settings = useMemo(() => loginSettingsWith(overrides), [overrides]);
  const [state, dispatch] = useReducer(loginReducer, undefined, () =>
    initialLoginState(request, settings.version),
  );
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  const dialogId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [tools] = useState(() => {
    const api = injected?.api ?? browserApi();
    return {
      api,
      local: injected?.local ?? browserStorage("localStorage"),
      session: injected?.session ?? browserStorage("sessionStorage"),
      solveCaptcha: injected?.solveCaptcha ?? createCaptchaSolver(api),
    };
  });
  const closed = useRef(false);
  // A fragment (`#login=…&destination=/checkout`) may carry the destination too; only a same-site path counts.
  const destination = sameSitePath(request.destination ?? request.params?.destination);
  // The social sign-in comes back here: the page's own address passes the same check (`//host/x` is a page too).
  const returnTo = destination ?? sameSitePath(`${location.pathname}${location.search}`) ?? "/";

  const sessionDeps: SessionDeps = useMemo(
    () => ({
      ...tools,
      pathname: location.pathname,
      navigate: (to: string) => navigate(to),
      revalidate: () => revalidator.revalidate(),
      shell,
    }),
    [tools, location.pathname, navigate, revalidator, shell],
  );

  // The dialog closes first: while it is modal, the page behind cannot take focus.
  const dismiss = useCallback(() => {
    if (closed.current) return;
    closed.current = true;
    dialogRef.current?.close();
    onClosed();
    restoreFocus(opener);
  }, [onClosed, opener]);

  const cancel = useCallback(() => {
    if (closed.current) return;
    shell.trackEvent("login_cancel", { view: state.view });
    forgetDestination(tools.session, tools.local);
    dismiss();
    if (request.preventClose) void navigate("/");
  }, [dismiss, navigate, request.preventClose, state.view, tools, shell]);

  const services: ModalServices = useMemo(
    () => ({
      ...tools,
      settings,
      shell,
      sessionDeps,
      returnTo,
      state,
      dispatch,
      dismiss,
      finish: (outcome) => {
        dismiss();
        void completeLogin(sessionDeps, outcome);
      },
    }),
    [tools, settings, shell, sessionDeps, returnTo, state, dismiss],
  );

  // Opening: the destination is kept for after login, the request's toast shows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, for the request the modal opened with.
  useEffect(() => {
    rememberDestination(tools.session, destination);
    if (request.toast) shell.showToast(request.toast, { tone: "success" });
    if (request.view === "socialLoginError" || state.view === "socialLoginError") {
      shell.showToast(socialFailureToast(request.params?.provider, request.params?.code), { tone: "danger" });
    }
    shell.trackEvent("login_open", { view: state.view });
  }, []);

  // Each view starts at its first field (or its heading), so focus never stays on a control that left.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the view, form and step are what change the content.
  useEffect(() => {
    const dialog = dialogRef.current;
    const field = dialog?.querySelector<HTMLElement>(
      ".dialog__body input:not([type=hidden]), .dialog__body select",
    );
    (field ?? dialog?.querySelector<HTMLElement>(".dialog__title"))?.focus();
  }, [state.view, state.otpForm, state.otpStep]);

  return (
    <Dialog
      id={dialogId}
      ref={dialogRef}
      className="login-modal"
      open
      onOpenChange={(open) => {
        if (!open) cancel();
      }}
      onCancel={(event) => {
        event.preventDefault();
        cancel();
      }}
      title={L.titles[state.view]}
      focusableTitle
      closeLabel={L.close}
      hideClose={hidesCloseButton(state)}
      start={
        showsBackButton(state) ? (
          <button
            type="button"
            className="icon-button login-modal__back"
            aria-label={L.back}
            onClick={() => dispatch({ type: "back" })}
          >
            <ChevronLeftIcon />
          </button>
        ) : null
      }
    >
      <ModalServicesContext.Provider value={services}>
        <CurrentView key={state.view} view={state.view} />
      </ModalServicesContext.Provider>
    </Dialog>
  );
}
