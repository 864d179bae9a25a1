export type { SocialSignInProblem } from "./social.problems";
export { SOCIAL_SIGN_IN_STATUSES } from "./social.routes";
export type { SocialService } from "./social.service";
export type { SocialRegistrationInput } from "./social-accounts";
export { pkceChallenge } from "./social-crypto";
