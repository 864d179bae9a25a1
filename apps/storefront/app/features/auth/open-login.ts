/**
 * Opens the login modal from anywhere (header, menu, checkout, the reset-password page) without
 * loading its code first: the request travels as a window event that the modal host listens to, and
 * the host fetches the modal's module on the first request.
 */

/** The login modal's views (spec 1 §2); v1 views sit behind the login-version setting. */
export const LOGIN_VIEWS = [
  "loginSubV2",
  "loginOtp",
  "registrationV2",
  "forgotPasswordV2",
  "missed",
  "socialLoginError",
  "resetPassword",
  "forgotPassword",
  "login",
  "register",
] as const;
export type LoginView = (typeof LOGIN_VIEWS)[number];

export interface OpenLoginRequest {
  /** The view to open at; the default entry view when absent. */
  view?: LoginView;
  /** Where to go after a successful login (kept as the post-login destination). */
  destination?: string;
  /** A toast to show as the modal opens, e.g. after a password reset (spec 1 §4). */
  toast?: string;
  /** Values a view starts with, e.g. the social token and missing fields of the `missed` view. */
  params?: Record<string, string>;
  /**
   * Closing is prevented (spec 1 §2): the page behind needs a login, so closing the modal (close
   * button or Escape) sends the browser to `/` instead of back to that page.
   */
  preventClose?: boolean;
}

/**
 * The login controls' address before hydration: a fragment the login host reads once the page's
 * scripts run (it never reaches the server, so cached pages stay shareable).
 */
export const LOGIN_LINK_HREF = "#login=loginSubV2";

export const OPEN_LOGIN_EVENT = "odin:open-login";

/** A request made before the host listened, e.g. by a page's first effect (a child's effects run first). */
let unheard: OpenLoginRequest | undefined;

export function openLogin(request: OpenLoginRequest = {}): void {
  const event = new CustomEvent<OpenLoginRequest>(OPEN_LOGIN_EVENT, { detail: request, cancelable: true });
  // The host cancels the event it takes; one nobody took waits for the host to start.
  unheard = window.dispatchEvent(event) ? request : undefined;
}

/** The host, as it starts listening, takes the request nobody heard (at most once). */
export function takeUnheardLogin(): OpenLoginRequest | undefined {
  const request = unheard;
  unheard = undefined;
  return request;
}

/**
 * The server hands a finished social sign-in back to the modal in the URL fragment (never sent to a
 * server): `#login=<view>&key=value…`, e.g. `#login=missed&socialToken=…&missing=mobileNumber`.
 */
export function loginRequestFromFragment(hash: string): OpenLoginRequest | undefined {
  const fields = new URLSearchParams(hash.replace(/^#/, ""));
  const view = fields.get("login");
  if (!view || !(LOGIN_VIEWS as readonly string[]).includes(view)) return undefined;
  fields.delete("login");
  return { view: view as LoginView, params: Object.fromEntries(fields) };
}
