export type { SocialService } from "./social.service";
export type { SocialRegistrationInput, SocialSignInProblem } from "./social-accounts";
export { pkceChallenge } from "./social-crypto";
