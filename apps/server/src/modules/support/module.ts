import type { AppModule } from "../../platform/composition";
import { supportRoutes } from "./support.routes";
import { createSupportService, type SupportService } from "./support.service";
import { supportPage } from "./support-page";

declare module "../../platform/composition" {
  interface Services {
    support: SupportService;
  }
}

/** The contact form, the app link by SMS and the WhatsApp link: the service, and its routes. */
export const supportModule = {
  name: "support",
  register({ app, db, config, limits, smsBudget, siteOrigin }, { outbox }) {
    const support = createSupportService({
      db,
      outbox,
      limits,
      smsBudget,
      config: config.support,
      siteOrigin,
    });
    supportRoutes(app, support);
    return { support };
  },
  pages: { support: ({ support }) => supportPage(support) },
} satisfies AppModule;
