import { routes, unwrap } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { serve } from "../../platform/serve";
import type { ContentService } from "./content.service";

/** Navigation, footer, master templates and static pages (spec 2 §2, §7). */
export function contentRoutes(app: FastifyInstance, content: ContentService): void {
  serve(app, routes.navigation, {
    tag: "content",
    summary: "Navigation tree, logos and top promo band",
    handler: async (request) => content.navigation(request.query.platform, request.query.brand),
  });

  serve(app, routes.footerLinks, {
    tag: "content",
    summary: "Footer link tree and SEO documents",
    handler: async (request) => content.footer(request.query.url),
  });

  serve(app, routes.masterTemplate, {
    tag: "content",
    summary: "Master template or brand page content",
    description: "Answers 404 when no template of this type exists for the brand and platform.",
    handler: async (request) => {
      const { templateType, brandId, platform, cmsPreview } = request.query;
      const query = { templateType, brandId, platform, preview: cmsPreview === "1" };
      return unwrap(await content.masterTemplate(query));
    },
  });

  serve(app, routes.staticPage, {
    tag: "content",
    summary: "Text of a static page",
    description:
      "whoweare, customercare, terms and privacy (spec 2 §7), and the texts of the contact and app " +
      "pages (contactus, apps). `description` is HTML within the editorial allow-list.",
    handler: async (request) => unwrap(await content.staticPage(request.params.page)),
  });
}
