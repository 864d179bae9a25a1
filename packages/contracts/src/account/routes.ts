import type { RouteSpec } from "../route-spec";

/**
 * Account and session (spec 1): sign-in and the token, OTP, registration, passwords, the captcha and
 * social sign-in.
 */
export const accountRouteMap = {
  token: {
    method: "POST",
    path: "/auth/token",
    body: "tokenRequest",
    response: "tokenResponse",
    noRefresh: true,
  },
  logout: {
    method: "POST",
    path: "/auth/logout",
    body: "logoutRequest",
    response: "logoutResponse",
    noRefresh: true,
  },
  userExists: {
    method: "POST",
    path: "/api/user/exists",
    body: "userExistsRequest",
    response: "userExistsResponse",
    noRefresh: true,
  },
  otpGenerate: {
    method: "POST",
    path: "/api/otp/generate",
    body: "otpGenerateRequest",
    response: "otpSentResponse",
    noRefresh: true,
    signIn: "optional",
  },
  otpResend: {
    method: "POST",
    path: "/api/otp/resend",
    body: "otpResendRequest",
    response: "otpSentResponse",
    noRefresh: true,
  },
  otpValidate: {
    method: "POST",
    path: "/api/otp/validate",
    body: "otpValidateRequest",
    response: "otpValidateResponse",
    noRefresh: true,
  },
  register: {
    method: "POST",
    path: "/api/user/register",
    body: "userRegisterRequest",
    response: "registeredResponse",
    noRefresh: true,
  },
  registerWithOtp: {
    method: "POST",
    path: "/api/user/register/otp",
    body: "registerWithOtpRequest",
    response: "registeredResponse",
    noRefresh: true,
  },
  missingFields: {
    method: "POST",
    path: "/api/user/missing-fields",
    body: "missingFieldsRequest",
    response: "missingFieldsAnswer",
    noRefresh: true,
  },
  forgotPassword: {
    method: "POST",
    path: "/api/user/forgot-password",
    body: "forgotPasswordRequest",
    response: "forgotPasswordResponse",
    noRefresh: true,
  },
  resetPassword: {
    method: "PUT",
    path: "/api/user/reset-password",
    query: "resetPasswordQuery",
    body: "resetPasswordRequest",
    response: "resetPasswordResponse",
    noRefresh: true,
  },
  changePassword: {
    method: "PUT",
    path: "/api/user/:userId/password",
    params: "userIdParams",
    body: "changePasswordRequest",
    response: "changePasswordResponse",
    signIn: "required",
  },
  passwordRule: { method: "GET", path: "/api/user/password-rule", response: "passwordRuleResponse" },
  account: { method: "GET", path: "/api/user/account", response: "accountResponse", signIn: "required" },
  captchaChallenge: { method: "GET", path: "/api/captcha/challenge", response: "captchaChallengeResponse" },
  captchaPicture: { method: "GET", path: "/api/captcha/picture", response: "captchaPictureResponse" },
  captchaVerify: {
    method: "POST",
    path: "/api/captcha/verify",
    body: "captchaVerifyRequest",
    response: "captchaVerifyResponse",
    signIn: "optional",
  },
  /** A link the browser follows (302 to the provider), not a JSON call. */
  socialStart: {
    method: "GET",
    path: "/auth/social/:provider",
    params: "socialStartParams",
    query: "socialStartQuery",
  },
  /** The providers' redirects back (302 to the storefront). */
  googleReturn: { method: "GET", path: "/googlesuccess" },
  facebookReturn: { method: "GET", path: "/facebooksuccess" },
} as const satisfies Record<string, RouteSpec>;
