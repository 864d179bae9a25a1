export { revokeUserFamilies } from "./auth.repo";
export type { AuthService } from "./auth.service";
export { setTokenCookies } from "./auth-cookies";
export type { CaptchaVerifier } from "./captcha";
export { type CaptchaPass, captchaPassOf, passCodCaptcha } from "./captcha-pass";
export type { GrantBody, GrantHandler, SignInGrants } from "./grants";
export { hashPassword, verifyPassword } from "./passwords";
export { storefrontRoleProblem } from "./roles";
export type { IssuedTokens, SessionIssuer } from "./sessions";
