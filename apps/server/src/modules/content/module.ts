import type { AppModule } from "../../platform/composition";
import { contentRoutes } from "./content.routes";
import { type ContentService, createContentService } from "./content.service";

declare module "../../platform/composition" {
  interface Services {
    content: ContentService;
  }
}

/** Editorial content (navigation, footer, master templates): the service, and its routes. */
export const contentModule = {
  name: "content",
  register({ app, db }) {
    const content = createContentService(db, app.log);
    contentRoutes(app, content);
    return { content };
  },
  pages: {
    content:
      ({ content }) =>
      () =>
        content,
  },
} satisfies AppModule;
