import type { SocialProvider } from "@odin/contracts";
import type { Database } from "@odin/db";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../platform/config";
import type { AuthModule } from "../auth";
import { createFacebookClient } from "./facebook-client";
import { callbackPath, createFlowSealer } from "./flow-cookie";
import { createGoogleClient } from "./google-client";
import type { ProviderClient } from "./provider-client";
import { createSocialGrant } from "./social.grant";
import { socialRoutes } from "./social.routes";
import { createSocialService, type SocialService } from "./social.service";
import { createSocialAccounts, type SocialOtp } from "./social-accounts";
import { createSocialTokens } from "./social-token";

export type { SocialSignInProblem } from "./social.problems";
export { SOCIAL_SIGN_IN_STATUSES } from "./social.routes";
export type { SocialService } from "./social.service";
export type { SocialRegistrationInput } from "./social-accounts";
export { pkceChallenge } from "./social-crypto";

/**
 * Google and Facebook sign-in (decision 0019): the service from the configuration (a provider without
 * configuration is off), its routes on `app`, and the `social` grant of `POST /auth/token`.
 */
export function registerSocial(
  app: FastifyInstance,
  deps: {
    db: Database;
    config: Pick<Config, "social" | "sessionSecret">;
    otp: SocialOtp;
  } & Pick<AuthModule, "sessions" | "grants">,
): SocialService {
  const { db, sessions, otp } = deps;
  const { social: config, sessionSecret } = deps.config;
  const redirectUri = (provider: SocialProvider) => `${config.redirectOrigin}${callbackPath(provider)}`;
  const clients: Partial<Record<SocialProvider, ProviderClient>> = {};
  if (config.google) clients.google = createGoogleClient(config.google, redirectUri("google"));
  if (config.facebook) clients.facebook = createFacebookClient(config.facebook, redirectUri("facebook"));
  const tokens = createSocialTokens(sessionSecret);
  const social = createSocialService({
    clients,
    accounts: createSocialAccounts({ db, sessions, tokens, otp }),
    sealer: createFlowSealer(sessionSecret),
    tokens,
  });
  socialRoutes(app, social);
  deps.grants.provide("social", createSocialGrant({ social }));
  return social;
}
