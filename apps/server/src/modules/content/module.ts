import type { AppModule } from "../../platform/composition";
import { renderedPagesOf } from "../../platform/page-purge";
import { contentRoutes } from "./content.routes";
import { type ContentService, createContentService } from "./content.service";
import { templatePaths } from "./content-admin.repo";
import { contentAdminRoutes } from "./content-admin.routes";
import { createContentAdminService } from "./content-admin.service";
import { registerContentJobs } from "./content-admin-jobs";
import { stalePagesOf } from "./content-admin-rules";
import { type ContentChanges, createContentChanges } from "./content-changes";

declare module "../../platform/composition" {
  interface Services {
    content: ContentService;
    /** Published content documents' changes, which every instance follows. */
    contentChanges: ContentChanges;
  }
}

/** How often an instance looks for published content (within the 5 s a change may take to show). */
const CONTENT_SYNC_MS = 1_000;

/**
 * Editorial content (navigation, footer, master templates): the service, and its routes. Every
 * server follows the content change feed: a published change clears its content cache and purges
 * the rendered pages that showed the document (decision 71).
 */
export const contentModule = {
  name: "content",
  register({ app, db, role }) {
    const changes = createContentChanges(db);
    const content = createContentService(db, app.log, changes);
    changes.subscribe(async (change) => {
      const pages = renderedPagesOf(app);
      if (change.all) return pages.purge({ all: true });
      for (const { kind, key } of change.documents) {
        const paths = kind === "master_template" ? await templatePaths(db, key) : [];
        await pages.purge(stalePagesOf(kind, key, paths));
      }
    });
    let timer: NodeJS.Timeout | undefined;
    // The worker renders no page and answers no request: it has nothing for the feed to keep
    // current. Its publishing job syncs the feed itself, as a publish from the back office does.
    if (role === "server") {
      app.addHook("onReady", async () => {
        await changes.sync();
        timer = setInterval(() => {
          changes
            .sync()
            .catch((error: unknown) => app.log.warn({ err: error }, "content changes: sync failed"));
        }, CONTENT_SYNC_MS);
        timer.unref();
      });
    }
    app.addHook("onClose", async () => clearInterval(timer));
    contentRoutes(app, content);
    return { content, contentChanges: changes };
  },
  pages: {
    content:
      ({ content }) =>
      () =>
        content,
  },
} satisfies AppModule;

/** The Content area of the back office (decision 71): after the staff guard, which serves its routes. */
export const contentAdminModule = {
  name: "content-admin",
  register({ app, db }, { contentChanges }) {
    const admin = createContentAdminService({ db, changes: contentChanges });
    contentAdminRoutes(app, admin);
    registerContentJobs(app, admin);
  },
} satisfies AppModule;
