/**
 * The account slice of MESSAGES and LABELS: sign-in and session, one-time codes, registration, passwords,
 * social sign-in, the login modal and the account page. `../messages.ts` composes the slices into `MESSAGES`,
 * `LABELS` and `formatMessage`: import those, not this file.
 *
 * Every shopper-facing message of the spec, once, with the spec's exact wording (typos and odd spacing
 * included: support scripts and analytics refer to them). Spec references: "s1 §8" means
 * `spec/1-account-and-session.md` section 8, and so on.
 *
 * Where the spec says a message exists but does not give its wording, the text is ours and the line is marked
 * `// wording not given by the spec`. Templates keep their spec placeholders (`{n}`, `$count`, `(n-2)`); fill
 * them through `formatMessage`, never by hand.
 */

export const session = {
  apiCancelledFromUi: "API cancelled from UI", // s1 §8 client timeout
  loginToContinue: "Please Login To Continue", // s1 §6, s2 §6, s3 §1
  staffLoggingOut: "Dude! You are a staff! Not a customer. Logging out..", // s1 §6
  staffLoggingOutGeneric: "Something went wrong, Logging out..", // s1 §6
  businessUserRefused: "This is a business account. Please sign in with a customer account.", // wording not given by the spec
  invalidRole: "This account cannot be used to shop here. Please contact customer care.", // wording not given by the spec
  invalidToken: "Invalid token", // s2 §8
} as const;
export const login = {
  invalidEmail: "Please enter a valid email address.", // s1 §5
  invalidPhone: "Please enter a valid Phone number.", // s1 §5
  enterValidPhone: "Enter a valid phone number", // s1 §5
  enterValidEmailOrPhone: "Please enter valid email/phone number", // s1 §5
  invalidCredentials: "Please enter valid credentials", // s1 §8
  invalidId: "We could not find an account with that phone number or e-mail.", // wording not given by the spec
  enterEmailOrPhone: "Please enter your e-mail or phone number.", // wording not given by the spec
  defaultError: "We could not log you in. Please check your details and try again.", // wording not given by the spec
  /** Token missing in the login response (s1 §8). */
  invalidData: "We could not complete your login. Please try again.", // wording not given by the spec
  /** The failed-login maximum is reached: solve the captcha first (s1 §4). */
  captchaRequired: "Please complete the captcha to continue.", // wording not given by the spec
  captchaFailed: "The captcha could not be verified. Please try again.", // wording not given by the spec
  /** A missing, expired, tampered or revoked token (s1 §4 "Token refresh"). */
  sessionExpired: "Your session has expired. Please log in again.", // wording not given by the spec
  notYourAccount: "You can change only your own password.", // wording not given by the spec
  currentPasswordWrong: "Your current password is not correct.", // wording not given by the spec
  /** Too many wrong current passwords given to change the password (429). */
  passwordTriesExhausted: "Too many wrong passwords. Please try again after some time.", // wording not given by the spec
  /** Code 605 on password sign-in: the right password, but the phone is not verified yet (s1 §4, §8). */
  phoneNotVerified: "Please verify your mobile number with the OTP we send to it to continue.", // wording not given by the spec
  /** Customer care blocked the account's sign-in (the back office): every way in answers it. */
  signInBlocked: "This account cannot be used to sign in right now. Please contact customer care.", // wording not given by the spec
} as const;
export const password = {
  noSpaceAllowed: "No Space Allowed", // s1 §5
  minLength: "Please enter at least 8 characters.", // s1 §5
  mismatch: "Passwords do not match", // s1 §5, s3 §5
  /** Password change needs current and new password (s3 §5). */
  currentAndNewRequired: "Please enter your current and new password.", // wording not given by the spec
  /** Success toast of the account page's password change. */
  changed: "Your password has been changed.", // wording not given by the spec
} as const;
export const otp = {
  invalidCheckAgain: "Invalid OTP. Please check again.", // s1 §8, s3 §8
  invalidTryAgain: "Invalid OTP, please try again.", // s1 §8, s3 §8
  somethingWentWrong: "Oops Something went wrong. Please try again later.", // s1 §8, s3 §8
  /** Shown 5000 ms after a successful check (s3 §4). */
  verified: "Your phone number has been verified.", // wording not given by the spec
  /** Generate failure toast, verified user (s1 §8). */
  flashErrorVerified: "We could not send the OTP to your phone. Please try again in a while.", // wording not given by the spec
  /** Generate failure toast, non-verified user (s1 §8). */
  flashErrorUnverified: "We could not send an OTP to verify this number. Please check it and try again.", // wording not given by the spec
  attemptsExhaustedVerified: "You have used all your OTP attempts. Please log in with your password.", // wording not given by the spec
  attemptsExhaustedUnverified: "You have used all your OTP attempts. Please try again after some time.", // wording not given by the spec
  /** Account lockout, code 207 (s1 §8, s3 §8). */
  accountLockedVerified: "Your account is locked after too many attempts. Please reset your password.", // wording not given by the spec
  accountLockedUnverified: "This number is locked after too many attempts. Please try again later.", // wording not given by the spec
  /** The code's 5 minutes are over (or it was replaced by a newer one). */
  expired: "This OTP has expired. Please ask for a new one.", // wording not given by the spec
  /** Resend before the 30-second countdown ended (s1 §4). */
  resendTooSoon: "Please wait a few seconds before asking for a new OTP.", // wording not given by the spec
  /** Too many codes sent to one phone or asked from one address (429, toast 3 s). */
  tooManySends: "You have asked for too many OTPs. Please try again after some time.", // wording not given by the spec
  /** Login OTP for a number without an account (404). */
  noAccount: "There is no account with this mobile number. Please register first.", // wording not given by the spec
  /** A cash-on-delivery code asked for a number that is neither the shopper's verified one nor the delivery address's (403). */
  codNumberNotYours:
    "We can send this code only to your verified mobile number or to the mobile number of your delivery address.", // wording not given by the spec
} as const;
export const registration = {
  formError: "Hold on! Please enter all the required fields.", // s1 §5
  userAlreadyExists: "User Profile Already Exists", // s1 §8 default
  /** Registration name rules reuse the address-name wording of s3 §5. */
  nameLettersOnly: "Name must have only alpabets",
  nameMinLength: "Plug in atleast 3 characters.",
  invalidGender: "Please select your gender.", // wording not given by the spec
  invalidEmail: "Please enter a valid email address.", // wording not given by the spec (same as login)
  success: "Welcome! Your account has been created.", // wording not given by the spec
  /** Code 605 on registration: the phone must be verified with an OTP first (s1 §4). */
  verifyPhone: "Please verify your mobile number with the OTP we send to it.", // wording not given by the spec
} as const;
export const reset = {
  genericError: "Failed to reset password. Please try again later.", // s1 §8
  linkAlreadyUsed: "Sorry! the reset link is already used once. Please do forgot password again.", // s1 §8
  success: "Yay! Password is updated, please login to continue.", // s1 §8
  alreadyLoggedIn: "Hey, You are already Logged-In!!", // s1 §2, §8
  nullPassword: "Please enter and confirm your new password.", // wording not given by the spec
  mismatch: "Passwords do not match", // s1 §5
} as const;
export const forgotPassword = {
  smsSent: "We have sent a link to reset your password to your phone by SMS.", // wording not given by the spec
  emailSent: "We have sent a link to reset your password to your e-mail.", // wording not given by the spec
  defaultError: "We could not send the reset link. Please try again later.", // wording not given by the spec
  /** Too many reset links asked for one phone number or e-mail (429). */
  tooManyRequests: "You have asked for several reset links already. Please try again after some time.", // wording not given by the spec
} as const;
export const social = {
  failed: "failed to login with social", // s1 §8
  googleFailed: "failed to login with Gmail", // s1 §8
  facebookCredentials: "We could not verify your Facebook credentials. Please try again.", // wording not given by the spec
  facebookUnavailable: "unable to connect to Facebook", // s1 §8
  /** socialLoginError view (s1 §2). */
  errorScreen:
    "Sorry! We could not log you in with your social account. Please log in with your phone number or e-mail.", // wording not given by the spec
  missedMobile: "Please add your mobile number to finish signing in.", // wording not given by the spec
  missedEmail: "Please add your e-mail address to finish signing in.", // wording not given by the spec
  /** The socialToken of the `missed` view is missing, expired or forged. */
  signInAgain: "Your social sign-in has expired. Please sign in with Google or Facebook again.", // wording not given by the spec
} as const;
