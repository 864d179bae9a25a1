import type { SocialProvider } from "@odin/contracts";
import type { Database } from "@odin/db";
import type { SocialConfig } from "../../platform/config-social";
import type { GrantHandler } from "../auth/auth.routes";
import type { SessionIssuer } from "../auth/sessions";
import { createFacebookClient } from "./facebook-client";
import { callbackPath, createFlowSealer } from "./flow-cookie";
import { createGoogleClient } from "./google-client";
import type { ProviderClient } from "./provider-client";
import type { SocialSignInProblem } from "./social.problems";
import { SOCIAL_SIGN_IN_STATUSES } from "./social.routes";
import { createSocialService, type SocialService } from "./social.service";
import { createSocialAccounts, type SocialOtp } from "./social-accounts";
import { createSocialTokens } from "./social-token";

/** The social module from the configuration (app.ts). */
export function createSocial(deps: {
  config: SocialConfig;
  sessionSecret: string;
  db: Database;
  sessions: Pick<SessionIssuer, "start">;
  otp: SocialOtp;
}): SocialService {
  const { config, sessionSecret, db, sessions, otp } = deps;
  const redirectUri = (provider: SocialProvider) => `${config.redirectOrigin}${callbackPath(provider)}`;
  const clients: Partial<Record<SocialProvider, ProviderClient>> = {};
  if (config.google) clients.google = createGoogleClient(config.google, redirectUri("google"));
  if (config.facebook) clients.facebook = createFacebookClient(config.facebook, redirectUri("facebook"));
  const tokens = createSocialTokens(sessionSecret);
  return createSocialService({
    clients,
    accounts: createSocialAccounts({ db, sessions, tokens, otp }),
    sealer: createFlowSealer(sessionSecret),
    tokens,
  });
}

/** The `social` grant of `POST /auth/token`: `social_token` is a socialToken this server issued. */
export function createSocialGrant(deps: {
  social: SocialService;
}): GrantHandler<"social", SocialSignInProblem> {
  return {
    signIn: (body) => deps.social.signInWithToken(body.social_token, body.social_identity_provider),
    statuses: SOCIAL_SIGN_IN_STATUSES,
  };
}
