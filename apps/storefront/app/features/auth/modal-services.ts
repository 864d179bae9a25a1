import { DEFAULT_FEATURE_FLAGS, type FeatureFlags, LOGIN } from "@odin/contracts";
import { createContext, type Dispatch, useContext } from "react";
import type { ApiClient, StorageLike } from "../../lib/api/types";
import type { CaptchaSolver } from "./captcha";
import type { LoginMethod } from "./complete-login";
import type { LoginEvent, LoginState, LoginVersion } from "./login-machine";
import type { SessionDeps } from "./logout";
import type { PageShell } from "./page-shell";

/** The feature flags of spec 1 §1 the modal follows. */
const LOGIN_FLAGS = [
  "otpScreen",
  "socialLogin",
  "captchaOnLogin",
  "captchaOnRegistration",
  "otpOnRegistration",
  "genderFieldInRegistration",
] as const;

/** The settings of spec 1 §1 the modal follows; build-time flags with the spec's defaults. */
export interface LoginSettings {
  version: LoginVersion;
  flags: Pick<FeatureFlags, (typeof LOGIN_FLAGS)[number]>;
  maxInvalidAttempts: number;
}

/** The flags the modal follows, out of the server's flags (the root loader sends them with the page). */
export function loginFlagsOf(flags: FeatureFlags): LoginSettings["flags"] {
  return Object.fromEntries(LOGIN_FLAGS.map((name) => [name, flags[name]])) as LoginSettings["flags"];
}

export const DEFAULT_LOGIN_SETTINGS: LoginSettings = {
  version: LOGIN.defaultVersion as LoginVersion,
  flags: DEFAULT_FEATURE_FLAGS,
  maxInvalidAttempts: LOGIN.maxInvalidAttempts,
};

/** Settings to change; flags not named keep their defaults. */
export type LoginSettingsOverrides = Partial<Omit<LoginSettings, "flags">> & {
  flags?: Partial<LoginSettings["flags"]>;
};

export function loginSettingsWith(overrides: LoginSettingsOverrides = {}): LoginSettings {
  return {
    ...DEFAULT_LOGIN_SETTINGS,
    ...overrides,
    flags: { ...DEFAULT_LOGIN_SETTINGS.flags, ...overrides.flags },
  };
}

/** What every view of the modal uses. */
export interface ModalServices {
  api: ApiClient;
  local: StorageLike;
  session: StorageLike;
  settings: LoginSettings;
  solveCaptcha: CaptchaSolver;
  /** Logging out and role refusals need the router too. */
  sessionDeps: SessionDeps;
  /** The page's toast, analytics and logged-in state. */
  shell: PageShell;
  /** Where the social buttons come back to: the destination, or the page the modal opened on. */
  returnTo: string;
  state: LoginState;
  dispatch: Dispatch<LoginEvent>;
  /** A sign-in succeeded: closes the modal and runs the after-login steps. */
  finish: (outcome: { method: LoginMethod; registered: boolean }) => void;
  /** Closes the modal without a cancel event (a staff refusal ends the session). */
  dismiss: () => void;
}

export const ModalServicesContext = createContext<ModalServices | null>(null);

export function useModalServices(): ModalServices {
  const services = useContext(ModalServicesContext);
  if (!services) throw new Error("login views render inside the login modal");
  return services;
}
