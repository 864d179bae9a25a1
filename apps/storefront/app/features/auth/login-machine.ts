import { identifierKind, LOGIN, type MissingField, SOCIAL_PROVIDERS } from "@odin/contracts";
import type { LoginView, OpenLoginRequest } from "./open-login";

/**
 * The login modal's view machine (spec 1 §4 "Login view machine") as a pure reducer: the current
 * view and what the views hand to each other. Calls to the server happen in the views; they report
 * their outcome here as events, so every transition lives in this one place and is unit-tested.
 */

export type LoginVersion = "v1" | "v2";
export type IdentifierKind = "mobile" | "email";
export type SocialProviderName = (typeof SOCIAL_PROVIDERS)[number];

export interface SocialCompletion {
  /** The server-signed token of the unfinished social sign-in. */
  token: string;
  provider: SocialProviderName | undefined;
  missing: MissingField[];
  /** The e-mail the provider gave, when the server passed it on: the missed view starts with it. */
  email: string | undefined;
}

export interface LoginState {
  view: LoginView;
  version: LoginVersion;
  /** The phone number or e-mail entered on the entry view, carried to the next views. */
  identifier: string;
  kind: IdentifierKind | undefined;
  /** loginOtp: the OTP form shows instead of the password form. */
  otpForm: boolean;
  /** loginOtp: the OTP form came first (a phone was given, or a 605), so Back leaves the view. */
  otpFirst: boolean;
  /** The mobile number an OTP goes to. */
  otpMobile: string;
  /** The phone is being verified (605): OTP failures use the non-verified wording. */
  verifyingPhone: boolean;
  /** registrationV2, register and missed: the OTP block shows instead of the form. */
  otpStep: boolean;
  /** Code 207: the sign-in button of the OTP flow stays disabled. */
  locked: boolean;
  /** missed: the unfinished social sign-in. */
  social: SocialCompletion | undefined;
  /** socialLoginError: the provider that failed. */
  failedProvider: SocialProviderName | undefined;
  /** resetPassword: the reset session of the link, if any. */
  reset: { sessionId: string; type: string } | undefined;
}

export type LoginEvent =
  /** The entry view asked the server whether the identifier has an account. */
  | { type: "identifierChecked"; identifier: string; exists: boolean; otpScreen: boolean }
  | { type: "showOtpForm" }
  | { type: "showPasswordForm" }
  | { type: "back" }
  | { type: "forgotPassword" }
  /** Code 605 on a password login: the phone is not verified, switch to OTP entry. */
  | { type: "phoneNotVerified"; mobileNumber: string }
  /** Code 605 on registration or on the missed view: the OTP block appears. */
  | { type: "otpRequired"; mobileNumber: string }
  /** Code 207 in the OTP flow. */
  | { type: "accountLocked" }
  | { type: "socialLoginFailed"; provider?: string | undefined }
  /** The missed view's call answered that fields are still missing. */
  | { type: "stillMissing"; missing: MissingField[] }
  /** A successful password reset: back to the login view (with a toast, shown by the caller). */
  | { type: "passwordReset" }
  /** v1 views link to each other. */
  | { type: "goTo"; view: "login" | "register" | "forgotPassword" };

/** The entry view of a login version. */
export function entryView(version: LoginVersion): LoginView {
  return version === "v1" ? "login" : "loginSubV2";
}

function providerOf(value: string | undefined): SocialProviderName | undefined {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(value ?? "")
    ? (value as SocialProviderName)
    : undefined;
}

function missingFieldsOf(value: string | undefined): MissingField[] {
  const fields = (value ?? "").split(",").map((field) => field.trim());
  return (["mobileNumber", "emailId"] as const).filter((field) => fields.includes(field));
}

function base(version: LoginVersion): LoginState {
  return {
    view: entryView(version),
    version,
    identifier: "",
    kind: undefined,
    otpForm: false,
    otpFirst: false,
    otpMobile: "",
    verifyingPhone: false,
    otpStep: false,
    locked: false,
    social: undefined,
    failedProvider: undefined,
    reset: undefined,
  };
}

/**
 * The state a request opens the modal with. Views that need what an earlier view found (loginOtp
 * needs an identifier) open at the entry view instead; `missed` without its social token becomes
 * the social error view, because the sign-in cannot be finished.
 */
export function initialLoginState(request: OpenLoginRequest, version: LoginVersion): LoginState {
  const state = base(version);
  const params = request.params ?? {};
  switch (request.view) {
    case undefined:
    case "loginOtp":
    // Both entry views open the configured version's entry (the header links name the v2 one).
    case "loginSubV2":
    case "login":
      return state;
    case "missed": {
      const token = params.socialToken;
      const missing = missingFieldsOf(params.missing);
      if (!token || missing.length === 0) {
        return { ...state, view: "socialLoginError", failedProvider: providerOf(params.provider) };
      }
      const social = { token, provider: providerOf(params.provider), missing, email: params.email };
      return { ...state, view: "missed", social };
    }
    case "socialLoginError":
      return { ...state, view: "socialLoginError", failedProvider: providerOf(params.provider) };
    case "resetPassword":
      return {
        ...state,
        view: "resetPassword",
        reset: params.sessionId ? { sessionId: params.sessionId, type: params.type ?? "" } : undefined,
      };
    default:
      return { ...state, view: request.view };
  }
}

function back(state: LoginState): LoginState {
  const entry = { ...base(state.version), identifier: state.identifier };
  switch (state.view) {
    case "loginOtp":
      // The OTP form reached by the toggle hides again; otherwise Back leaves the view.
      if (state.otpForm && !state.otpFirst) return { ...state, otpForm: false, locked: false };
      return entry;
    case "registrationV2":
    case "register":
    case "missed":
      if (state.otpStep) return { ...state, otpStep: false, locked: false };
      return state.view === "missed" ? state : entry;
    case "forgotPasswordV2":
      return { ...state, view: "loginOtp", otpForm: false, otpFirst: false };
    default:
      return entry;
  }
}

export function loginReducer(state: LoginState, event: LoginEvent): LoginState {
  switch (event.type) {
    case "identifierChecked": {
      const identifier = event.identifier.trim();
      const kind = identifierKind(identifier);
      if (!event.exists) return { ...base(state.version), view: "registrationV2", identifier, kind };
      const otpFirst = kind === "mobile" && event.otpScreen;
      return {
        ...base(state.version),
        view: "loginOtp",
        identifier,
        kind,
        otpForm: otpFirst,
        otpFirst,
        otpMobile: kind === "mobile" ? identifier : "",
      };
    }
    case "showOtpForm":
      return state.view === "loginOtp" && state.otpMobile !== "" ? { ...state, otpForm: true } : state;
    case "showPasswordForm":
      return state.view === "loginOtp" ? { ...state, otpForm: false, otpFirst: false, locked: false } : state;
    case "back":
      return back(state);
    case "forgotPassword":
      return { ...state, view: state.version === "v1" ? "forgotPassword" : "forgotPasswordV2" };
    case "phoneNotVerified":
      return {
        ...state,
        view: "loginOtp",
        otpForm: true,
        otpFirst: true,
        otpMobile: event.mobileNumber,
        verifyingPhone: true,
        locked: false,
      };
    case "otpRequired":
      return ["registrationV2", "register", "missed"].includes(state.view)
        ? { ...state, otpStep: true, otpMobile: event.mobileNumber, verifyingPhone: true, locked: false }
        : state;
    case "accountLocked":
      return { ...state, locked: true };
    case "socialLoginFailed":
      return { ...base(state.version), view: "socialLoginError", failedProvider: providerOf(event.provider) };
    case "stillMissing":
      return state.social && event.missing.length > 0
        ? { ...state, otpStep: false, social: { ...state.social, missing: event.missing } }
        : state;
    case "passwordReset":
      return base(state.version);
    case "goTo":
      return { ...base(state.version), view: event.view, identifier: state.identifier };
  }
}

/** Views that hide the close button: each offers its own way on (Escape still closes). */
export function hidesCloseButton(state: LoginState): boolean {
  return state.view === "socialLoginError" || state.view === "missed";
}

/** Views with the back arrow in the modal's title bar (the others offer their own way back). */
export function showsBackButton(state: LoginState): boolean {
  return (
    state.view === "loginOtp" ||
    state.view === "registrationV2" ||
    state.view === "register" ||
    (state.view === "missed" && state.otpStep)
  );
}

/** The login version setting: v2 unless configured otherwise (spec README "Older v1 views"). */
export function loginVersionOf(value: string | undefined): LoginVersion {
  return value === "v1" ? "v1" : value === "v2" ? "v2" : (LOGIN.defaultVersion as LoginVersion);
}
