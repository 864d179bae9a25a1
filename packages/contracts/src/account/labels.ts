/** Fixed labels the spec gives (buttons, headings, link texts). */

export const login = {
  continue: "Continue",
  backToLogin: "Back to login",
  login: "LOGIN",
} as const;
export const account = {
  myInformation: "My Information",
  myLoyalty: "My Loyalty",
  myAddresses: "My Addresses",
  myPaymentMethods: "My Payment Methods",
  // Account page (features/account); wording below not given by the spec.
  name: "Name",
  email: "E-mail",
  mobileNumber: "Mobile number",
  verified: "Verified",
  notVerified: "Not verified",
  notAdded: "Not added",
  changePassword: "Change password",
  savePassword: "CHANGE PASSWORD",
} as const;
/** Password fields of the reset and change-password forms. Wording not given by the spec. */
export const passwords = {
  currentPassword: "Current password",
  newPassword: "New password",
  confirmPassword: "Confirm password",
  show: "Show passwords",
  pasteBlocked: "Pasting is turned off for this field: please type the password again.",
} as const;
/** /reset-password (spec 1 §2). Wording not given by the spec. */
export const resetPassword = {
  title: "Reset password",
  intro: "Choose a new password for your account.",
  submit: "RESET PASSWORD",
} as const;
/** The login modal (spec 1 §2); buttons the spec names are in `login` above. Wording not given by the spec. */
export const loginModal = {
  titles: {
    loginSubV2: "Login or Sign up",
    loginOtp: "Login",
    registrationV2: "Sign up",
    forgotPasswordV2: "Forgot password",
    missed: "Complete your sign-up",
    socialLoginError: "Social login failed",
    resetPassword: "Reset password",
    forgotPassword: "Forgot password",
    login: "Login",
    register: "Sign up",
  },
  close: "Close",
  back: "Back",
  identifier: "Mobile number or e-mail",
  password: "Password",
  showPassword: "Show password",
  hidePassword: "Hide password",
  otp: "Enter OTP",
  name: "Name",
  gender: "Gender",
  email: "E-mail",
  mobileNumber: "Mobile number",
  verify: "VERIFY",
  finish: "CONTINUE",
  useOtp: "Login with OTP",
  usePassword: "Login with password",
  forgotPassword: "Forgot password?",
  resendOtp: "Resend OTP",
  /** Fill with `formatMessage.otpResendIn`. */
  resendIn: "Resend OTP in {seconds}s",
  /** Fill with `formatMessage.otpSentTo`. */
  otpSentTo: "Enter the OTP we sent to {mobile}",
  sending: "Sending…",
  google: "Continue with Google",
  facebook: "Continue with Facebook",
  socialDivider: "or",
  agreeTo: "By continuing, you agree to our",
  terms: "Terms of Use",
  and: "and",
  privacy: "Privacy Policy",
  newHere: "Looks like you are new here. Create your account.",
  signUp: "New here? Sign up",
  haveAccount: "Already have an account? Login",
  sendResetLink: "SEND RESET LINK",
  setNewPassword: "Set a new password",
  captchaChecking: "Checking that you are not a robot…",
  captchaRetry: "Try the check again",
  /** The picture's text alternative on the /login page without scripts (decision 56). */
  captchaPicture: "Security check: a picture of characters to type",
  captchaAnswer: "Type the characters in the picture",
  captchaAnswerHint:
    "Capitals or small letters both work. Can't read it? Send the form with this field empty for a new picture.",
  required: "This field is required.",
} as const;
