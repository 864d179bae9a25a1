/** What the storefront's pages may ask of the account services through the load context, and why they refuse. */
import type { Result } from "../result";
import type { AccountResponse } from "./auth";
import type { CaptchaPicture } from "./captcha";
import type { OtpSentResponse } from "./otp";
import type { PasswordRule } from "./password-rules";
import type { OtpProblem } from "./problems";
import type { RegisterRequest } from "./registration";

/** The signed-in shopper of a page request, read from the token cookies on the server. */
export interface Shopper {
  userId: number;
  roles: string[];
}

/** The signed-in shopper's account pages (spec 3 §2 My Information, §5 change password). */
export interface AccountPageService {
  details(shopper: Shopper): Promise<Result<AccountResponse>>;
  /** The rule a new password follows: the operator's, else the default one (spec 1 §5). */
  passwordRule(): PasswordRule;
  /** Changes the shopper's own password; the new sign-in's token cookies go out with this answer. */
  changePassword(
    shopper: Shopper,
    input: { currentPassword: string; newPassword: string },
  ): Promise<Result<void>>;
  /**
   * The `/login` page's forms (decision 54): the same services as `POST /api/user/exists`,
   * `/auth/token` (password and otp grants), `/api/user/register[/otp]` and `/api/forgotPassword`,
   * with their rules and rate limits. A sign-in's token cookies go out with this request's answer.
   */
  userExists(identifier: string): Promise<boolean>;
  signInWithPassword(input: {
    username: string;
    password: string;
    captchaToken?: string;
  }): Promise<Result<void>>;
  signInWithOtp(input: {
    mobileNumber: string;
    sessionID: string;
    passPhrase: string;
  }): Promise<Result<void>>;
  register(input: RegisterRequest): Promise<Result<void>>;
  registerWithOtp(
    input: Omit<RegisterRequest, "captchaToken"> & {
      otpDetails: { sessionID: string; passPhrase: string };
    },
  ): Promise<Result<void>>;
  forgotPassword(identifier: string): Promise<Result<{ message: string }>>;
  /**
   * A new picture of a short code, as `GET /api/captcha/picture` answers it: the `/login` page shows
   * it to a form that needs a captcha and came without the ALTCHA proof (decision 56).
   */
  captchaPicture(): Promise<CaptchaPicture>;
}

/**
 * The cash-on-delivery code (spec 3 §4 OTP): the OTP service with purpose `cod`, counted against the
 * request's client address as `/api/otp/*` is.
 */
export interface OtpPageService {
  sendCod(mobileNumber: string): Promise<Result<OtpSentResponse, OtpProblem>>;
  /** A new code for the same session, after the resend wait. */
  resendCod(input: { sessionID: string; mobileNumber: string }): Promise<Result<OtpSentResponse, OtpProblem>>;
  validateCod(input: {
    sessionID: string;
    mobileNumber: string;
    passPhrase: string;
  }): Promise<Result<{ sessionID: string }, OtpProblem>>;
  /**
   * Checks and spends the cash-on-delivery captcha's solution (spec 3 §4); when valid, the page's
   * answer sets the `codCaptcha` cookie that placing the order accepts. False for a guest.
   */
  passCodCaptcha(payload: string): Promise<boolean>;
  /** The `/login` page's codes (decision 54), as `/api/otp/generate|resend` send them. */
  sendLogin(mobileNumber: string): Promise<Result<OtpSentResponse, OtpProblem>>;
  sendRegistration(mobileNumber: string, captchaToken?: string): Promise<Result<OtpSentResponse, OtpProblem>>;
  resend(input: { sessionID: string; mobileNumber: string }): Promise<Result<OtpSentResponse, OtpProblem>>;
}

/** The reset link's form (spec 1 §2, §5, §8). */
export interface PasswordResetPageService {
  reset(input: { token: string; newPassword: string; ip: string }): Promise<Result<{ message: string }>>;
}

/** This domain's part of the load context's services (storefront-services.ts). */
declare module "../storefront-services" {
  interface StorefrontServices {
    account: AccountPageService;
    otp: OtpPageService;
    passwordReset: PasswordResetPageService;
  }
}
