import type { AppModule } from "../../platform/composition";
import { seoRoutes } from "./seo.routes";
import { createSitemaps } from "./sitemaps";

/** Sitemaps and robots.txt. */
export const seoModule = {
  name: "seo",
  register({ app, db, siteOrigin }, { pages }) {
    seoRoutes(app, { sitemaps: createSitemaps(db, pages), siteOrigin });
  },
} satisfies AppModule;
