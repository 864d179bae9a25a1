import {
  type FeatureFlags,
  fail,
  type Gender,
  type PasswordRule,
  passwordProblem,
  registrationProblems as problems,
  type RegistrationProblem,
  type Result,
  type socialRegisterRequest,
} from "@odin/contracts";
import type { Database } from "@odin/db";
import type { z } from "zod";
import type { CaptchaVerifier, IssuedTokens, SessionIssuer } from "../auth";
import { hashPassword } from "../auth";
import type { OtpService } from "../otp";
import type { SocialRegistrationInput, SocialService, SocialSignInProblem } from "../social";
import * as users from "../users";

/** The one check registration needs from the OTP module: spending a registration code. */
export type RegistrationOtp = Pick<OtpService, "consume">;

/** Social registration is finished by the social module (`modules/social/`). */
export type CompleteSocialRegistration = SocialService["completeSocialRegistration"];

type SocialRegisterRequest = z.infer<typeof socialRegisterRequest>;

/** A social registration as the social module takes it, and the provider the body names. */
export type SocialRegistration = SocialRegistrationInput &
  Pick<SocialRegisterRequest, "socialIdentityProvider">;

/** What registration can answer: its own failures, the OTP's, social sign-in's and a refused role. */
export type RegistrationFailure = RegistrationProblem | SocialSignInProblem;

/** A new end-user account as the forms give it (spec 1 §3). */
export interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string;
  password: string;
  gender?: Gender;
}

export interface RegistrationService {
  /**
   * `POST /api/user/register`: while OTP on registration is on, answers 605 (the phone must be
   * verified first) instead of creating the account; otherwise checks the captcha, creates and signs in.
   */
  register(input: NewAccount & { captchaToken?: string }): Promise<Result<IssuedTokens, RegistrationFailure>>;
  /**
   * `POST /api/user/register/otp`: spends the registration OTP, creates a phone-verified account,
   * signs in. A SOCIAL_USER body (`social`) is finished by social sign-in with the form's phone and e-mail.
   */
  registerWithOtp(
    input: NewAccount &
      Pick<SocialRegistrationInput, "otpDetails"> & {
        social?: Partial<Pick<SocialRegisterRequest, "socialIdentityProvider" | "socialToken">>;
      },
  ): Promise<Result<IssuedTokens, RegistrationFailure>>;
  /** A social body: handed to the social module. */
  registerSocial(input: SocialRegistration): Promise<Result<IssuedTokens, RegistrationFailure>>;
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

export function createRegistrationService(deps: RegistrationDependencies): RegistrationService {
  const { db, sessions, captcha, otp, flags, passwordRule } = deps;

  /** The configured password rule, else the default one (spec 1 §5): checked before anything else. */
  function passwordRefusal(password: string) {
    const problem = passwordProblem(password, passwordRule);
    return problem ? problems.passwordRule(problem) : undefined;
  }

  /** An existing e-mail or phone (409). */
  async function takenRefusal(account: NewAccount) {
    const taken = await users.whichTaken(db, account);
    return taken.emailIdPresent || taken.mobileNumberPresent ? problems.alreadyExists(taken) : undefined;
  }

  async function captchaRefusal(captchaToken: string | undefined) {
    if (!flags.captchaOnRegistration) return undefined;
    if (!captchaToken) return problems.captchaRequired();
    return (await captcha.verify(captchaToken)) ? undefined : problems.captchaFailed();
  }

  async function create(account: NewAccount, phoneVerified: boolean) {
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
    if (!created) return fail(problems.alreadyExists());
    return sessions.start(created);
  }

  async function registerSocial(
    input: SocialRegistration,
  ): Promise<Result<IssuedTokens, RegistrationFailure>> {
    if (!deps.completeSocialRegistration) return fail(problems.socialUnavailable());
    const { socialIdentityProvider: _, ...details } = input;
    return deps.completeSocialRegistration(details);
  }

  return {
    async register({ captchaToken, ...account }) {
      if (flags.otpOnRegistration) {
        const problem = passwordRefusal(account.password) ?? (await takenRefusal(account));
        return fail(problem ?? problems.phoneNotVerified(account.mobileNumber));
      }
      const problem =
        passwordRefusal(account.password) ??
        (await captchaRefusal(captchaToken)) ??
        (await takenRefusal(account));
      if (problem) return fail(problem);
      return create(account, false);
    },

    async registerWithOtp({ otpDetails, social, ...account }) {
      const rule = passwordRefusal(account.password);
      if (rule) return fail(rule);
      if (social) {
        const { socialToken, socialIdentityProvider } = social;
        if (!socialToken || !socialIdentityProvider) return fail(problems.socialDetailsMissing());
        return registerSocial({
          socialIdentityProvider,
          socialToken,
          emailId: account.email,
          mobileNumber: account.mobileNumber,
          otpDetails,
        });
      }
      const taken = await takenRefusal(account);
      if (taken) return fail(taken);
      if (!otpDetails) return fail(problems.phoneNotVerified(account.mobileNumber));
      const consumed = await otp.consume({
        sessionID: otpDetails.sessionID,
        mobileNumber: account.mobileNumber,
        purpose: "registration",
        passPhrase: otpDetails.passPhrase,
      });
      if (!consumed.ok) return consumed;
      return create(account, true);
    },

    registerSocial,
  };
}
