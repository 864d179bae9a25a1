import type { AppModule } from "../../platform/composition";
import { pagesRoutes } from "./pages.routes";
import { createPagesService, type PagesService } from "./pages.service";

declare module "../../platform/composition" {
  interface Services {
    pages: PagesService;
  }
}

/** Page types of the catch-all route: the service, and its route. */
export const pagesModule = {
  name: "pages",
  register({ app, db }) {
    const pages = createPagesService(db);
    pagesRoutes(app, pages);
    return { pages };
  },
  pages: {
    pages:
      ({ pages }) =>
      () =>
        pages,
  },
} satisfies AppModule;
