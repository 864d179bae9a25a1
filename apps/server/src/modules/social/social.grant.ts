import type { GrantHandler } from "../auth";
import type { SocialService } from "./social.service";
import type { SocialSignInProblem } from "./social-accounts";

/** The `social` grant of `POST /auth/token`: `social_token` is a socialToken this server issued. */
export function createSocialGrant(deps: {
  social: Pick<SocialService, "signInWithToken">;
}): GrantHandler<"social", SocialSignInProblem> {
  return {
    signIn: (body) => deps.social.signInWithToken(body.social_token, body.social_identity_provider),
  };
}
