import { NEWSLETTER } from "@odin/contracts";
import type { AppModule } from "../../platform/composition";
import { createConfirmTokens } from "./confirm-token";
import { newsletterRoutes } from "./newsletter.routes";
import { createNewsletterService, type NewsletterService } from "./newsletter.service";
import { newsletterPage } from "./newsletter-page";

declare module "../../platform/composition" {
  interface Services {
    newsletter: NewsletterService;
  }
}

/** The newsletter with double opt-in: the service, and its routes. */
export const newsletterModule = {
  name: "newsletter",
  register({ app, db, config, limits, siteOrigin }, { outbox }) {
    const tokens = createConfirmTokens(config.sessionSecret, NEWSLETTER.confirmLinkDays);
    const newsletter = createNewsletterService({ db, outbox, limits, tokens, siteOrigin });
    newsletterRoutes(app, newsletter);
    return { newsletter };
  },
  pages: { newsletter: ({ newsletter }) => newsletterPage(newsletter) },
} satisfies AppModule;
