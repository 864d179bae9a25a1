import {
  ERROR_CODES,
  footerLinks,
  footerLinksQuery,
  headerQuery,
  masterTemplate,
  masterTemplateQuery,
  navigation,
} from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ProblemError } from "../../platform/problems";
import type { ContentService } from "./content.service";

export async function contentRoutes(app: FastifyInstance, options: { content: ContentService }) {
  const { content } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/v2/header",
    {
      schema: {
        tags: ["content"],
        summary: "Navigation tree, logos and top promo band",
        querystring: headerQuery,
        response: { 200: navigation },
      },
    },
    async (request) => content.navigation(request.query.platform, request.query.brand),
  );

  routes.get(
    "/api/footerlinks",
    {
      schema: {
        tags: ["content"],
        summary: "Footer link tree and SEO documents",
        querystring: footerLinksQuery,
        response: { 200: footerLinks },
      },
    },
    async (request) => content.footer(request.query.url),
  );

  routes.get(
    "/api/masterTemplates",
    {
      schema: {
        tags: ["content"],
        summary: "Master template or brand page content",
        querystring: masterTemplateQuery,
        response: { 200: masterTemplate },
      },
    },
    async (request) => {
      const { templateType, brandId, platform, cmsPreview } = request.query;
      const template = await content.masterTemplate({
        templateType,
        brandId,
        platform,
        preview: cmsPreview === "1",
      });
      if (!template) {
        throw new ProblemError({
          status: 404,
          code: ERROR_CODES.notFound,
          detail: "No template for this page.",
        });
      }
      return template;
    },
  );
}
