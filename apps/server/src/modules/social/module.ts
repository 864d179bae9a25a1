import type { SocialProvider } from "@odin/contracts";
import type { AppModule } from "../../platform/composition";
import { createFacebookClient } from "./facebook-client";
import { callbackPath, createFlowSealer } from "./flow-cookie";
import { createGoogleClient } from "./google-client";
import type { ProviderClient } from "./provider-client";
import { createSocialGrant } from "./social.grant";
import { socialRoutes } from "./social.routes";
import { createSocialService, type SocialService } from "./social.service";
import { createSocialAccounts } from "./social-accounts";
import { createSocialTokens } from "./social-token";

declare module "../../platform/composition" {
  interface Services {
    social: SocialService;
  }
}

/**
 * Google and Facebook sign-in (decision 0019): the service from the configuration (a provider without
 * configuration is off), its routes, and the `social` grant of `POST /auth/token`.
 */
export const socialModule = {
  name: "social",
  register({ app, db, config }, { otp, sessions, grants }) {
    const { social: settings, sessionSecret } = config;
    const redirectUri = (provider: SocialProvider) => `${settings.redirectOrigin}${callbackPath(provider)}`;
    const clients: Partial<Record<SocialProvider, ProviderClient>> = {};
    if (settings.google) clients.google = createGoogleClient(settings.google, redirectUri("google"));
    if (settings.facebook)
      clients.facebook = createFacebookClient(settings.facebook, redirectUri("facebook"));
    const tokens = createSocialTokens(sessionSecret);
    const social = createSocialService({
      clients,
      accounts: createSocialAccounts({ db, sessions, tokens, otp }),
      sealer: createFlowSealer(sessionSecret),
      tokens,
    });
    socialRoutes(app, social);
    grants.provide("social", createSocialGrant({ social }));
    return { social };
  },
} satisfies AppModule;
