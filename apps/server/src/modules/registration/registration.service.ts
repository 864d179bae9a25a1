import {
  type ApiError,
  ERROR_CODES,
  type FeatureFlags,
  type Gender,
  MESSAGES,
  type PasswordRule,
  passwordProblem,
  type SocialProvider,
} from "@odin/contracts";
import type { Database } from "@odin/db";
import type { CaptchaVerifier } from "../auth/captcha";
import { hashPassword } from "../auth/passwords";
import { fail, type IssuedTokens, type Result, type SessionIssuer } from "../auth/sessions";
import * as users from "../users/users.repo";

/** The one check registration needs from the OTP module (`modules/otp/otp.service.ts`). */
export interface RegistrationOtp {
  consume(input: {
    sessionID: string;
    mobileNumber: string;
    purpose: "registration";
    passPhrase?: string;
  }): Promise<Result<void>>;
}

/** Social registration is finished by the social module (`modules/social/`). */
export type CompleteSocialRegistration = (input: {
  socialToken: string;
  mobileNumber?: string;
  emailId?: string;
  otpDetails?: { sessionID: string; passPhrase: string };
}) => Promise<Result<IssuedTokens>>;

/** A new end-user account as the forms give it (spec 1 §3). */
export interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string;
  password: string;
  gender?: Gender;
}

export interface SocialRegistrationInput {
  socialIdentityProvider: SocialProvider;
  socialToken: string;
  emailId?: string;
  mobileNumber?: string;
  otpDetails?: { sessionID: string; passPhrase: string };
}

export interface RegistrationService {
  /**
   * `POST /api/user/register`: while OTP on registration is on, answers 605 (the phone must be
   * verified first) instead of creating the account; otherwise checks the captcha, creates and signs in.
   */
  register(input: NewAccount & { captchaToken?: string }): Promise<Result<IssuedTokens>>;
  /** `POST /api/user/register/otp`: spends the registration OTP, creates a phone-verified account, signs in. */
  registerWithOtp(
    input: NewAccount & { otpDetails?: { sessionID: string; passPhrase: string } },
  ): Promise<Result<IssuedTokens>>;
  /** A social body: handed to the social module. */
  registerSocial(input: SocialRegistrationInput): Promise<Result<IssuedTokens>>;
}

export interface RegistrationDependencies {
  db: Database;
  sessions: Pick<SessionIssuer, "start">;
  captcha: Pick<CaptchaVerifier, "verify">;
  otp: RegistrationOtp;
  /** Absent until the social module is wired: social bodies then answer 501. */
  completeSocialRegistration?: CompleteSocialRegistration;
  flags: Pick<FeatureFlags, "otpOnRegistration" | "captchaOnRegistration">;
  /** The configured password rule, or null for the default (spec 1 §5). */
  passwordRule: PasswordRule | null;
}

/** Code 605 (spec 1 §4, §8): the browser sends a registration OTP to `data.mobileNumber` and repeats on /register/otp. */
export const phoneNotVerified = (mobileNumber: string): ApiError => ({
  status: 403,
  code: ERROR_CODES.phoneNotVerified,
  detail: MESSAGES.registration.verifyPhone,
  data: { mobileNumber },
});

const alreadyExists = (data?: { emailIdPresent: boolean; mobileNumberPresent: boolean }): ApiError => ({
  status: 409,
  code: ERROR_CODES.userAlreadyExists,
  detail: MESSAGES.registration.userAlreadyExists,
  ...(data ? { data } : {}),
});

export function createRegistrationService(deps: RegistrationDependencies): RegistrationService {
  const { db, sessions, captcha, otp, flags, passwordRule } = deps;

  /** The password rule, then an existing e-mail or phone (409). */
  async function refusal(account: NewAccount): Promise<ApiError | undefined> {
    const problem = passwordProblem(account.password, passwordRule);
    if (problem) return { status: 400, code: ERROR_CODES.validation, detail: problem };
    const taken = await users.whichTaken(db, account);
    if (taken.emailIdPresent || taken.mobileNumberPresent) {
      return alreadyExists({
        emailIdPresent: taken.emailIdPresent,
        mobileNumberPresent: taken.mobileNumberPresent,
      });
    }
    return undefined;
  }

  async function create(account: NewAccount, phoneVerified: boolean): Promise<Result<IssuedTokens>> {
    const created = await users.createAccount(db, {
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      mobileNumber: account.mobileNumber,
      gender: account.gender,
      passwordHash: await hashPassword(account.password),
      userType: "END_USER",
      isMobileNumberVerified: phoneVerified,
      isEmailVerified: false,
    });
    // A concurrent registration of the same phone or e-mail won the unique index.
    if (!created) return fail(alreadyExists());
    return sessions.start(created);
  }

  async function captchaRefusal(captchaToken: string | undefined): Promise<ApiError | undefined> {
    if (!flags.captchaOnRegistration) return undefined;
    if (!captchaToken) {
      return { status: 403, code: ERROR_CODES.captchaRequired, detail: MESSAGES.login.captchaRequired };
    }
    if (!(await captcha.verify(captchaToken))) {
      return { status: 403, code: ERROR_CODES.captchaFailed, detail: MESSAGES.login.captchaFailed };
    }
    return undefined;
  }

  return {
    async register({ captchaToken, ...account }) {
      if (flags.otpOnRegistration) {
        const problem = await refusal(account);
        return fail(problem ?? phoneNotVerified(account.mobileNumber));
      }
      const problem = (await captchaRefusal(captchaToken)) ?? (await refusal(account));
      if (problem) return fail(problem);
      return create(account, false);
    },

    async registerWithOtp({ otpDetails, ...account }) {
      const problem = await refusal(account);
      if (problem) return fail(problem);
      if (!otpDetails) return fail(phoneNotVerified(account.mobileNumber));
      const consumed = await otp.consume({
        sessionID: otpDetails.sessionID,
        mobileNumber: account.mobileNumber,
        purpose: "registration",
        passPhrase: otpDetails.passPhrase,
      });
      if (!consumed.ok) return consumed;
      return create(account, true);
    },

    async registerSocial({ socialIdentityProvider: _, ...input }) {
      if (!deps.completeSocialRegistration) {
        return fail({ status: 501, code: ERROR_CODES.notImplemented, detail: MESSAGES.generic.oopsTryLater });
      }
      return deps.completeSocialRegistration(input);
    },
  };
}
