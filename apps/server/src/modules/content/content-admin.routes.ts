import { adminRoutes, unwrap } from "@odin/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { auditActorOf } from "../../platform/audit";
import { serve } from "../../platform/serve";
import { signedInStaff } from "../../platform/staff-guard";
import type { ContentAdminService, ContentStaff } from "./content-admin.service";

const TAG = "admin";
const SCOPE =
  "Staff limited to brands reach only their brands' templates and navigation (403 otherwise); an unknown document answers 404.";
const DRAFT =
  "Saved as the document's draft, which only the storefront's `cmsPreview=1` pages show; shoppers see it once published.";

function contentStaffOf(request: FastifyRequest): ContentStaff {
  return { actor: auditActorOf(request), brandIds: signedInStaff(request).brandIds };
}

/** The back office's Content area (decision 71): documents, drafts, publishing now or at a time. */
export function contentAdminRoutes(app: FastifyInstance, content: ContentAdminService): void {
  serve(app, adminRoutes.contentList, {
    tag: TAG,
    summary: "The home page, brand sub-sites, navigation and static pages staff may edit",
    description: "Each with whether it has a draft and when its publish is scheduled.",
    handler: (request) => content.list(contentStaffOf(request)),
  });

  serve(app, adminRoutes.contentPage, {
    tag: TAG,
    summary: "A document: what shoppers see, its draft, its preview address, its schedule and history",
    description: SCOPE,
    async handler(request) {
      const { kind, key } = request.params;
      return unwrap(await content.page(kind, key, contentStaffOf(request)));
    },
  });

  serve(app, adminRoutes.templateDraftSave, {
    tag: TAG,
    summary: "Save a draft of the home page's or a brand sub-site's template: banners and carousels",
    description: `${DRAFT} ${SCOPE}`,
    async handler(request) {
      const staff = contentStaffOf(request);
      return unwrap(await content.saveDraft("master_template", request.params.key, request.body, staff));
    },
  });

  serve(app, adminRoutes.navigationDraftSave, {
    tag: TAG,
    summary: "Save a draft of a navigation: the mega menu's columns and the promo band",
    description: `${DRAFT} ${SCOPE}`,
    async handler(request) {
      const staff = contentStaffOf(request);
      return unwrap(await content.saveDraft("navigation", request.params.key, request.body, staff));
    },
  });

  serve(app, adminRoutes.staticPageDraftSave, {
    tag: TAG,
    summary: "Save a draft of a static page: its title and text",
    description: `HTML outside the editorial allow-list answers 400 on \`description\`. ${DRAFT} ${SCOPE}`,
    async handler(request) {
      const staff = contentStaffOf(request);
      return unwrap(await content.saveDraft("static_page", request.params.key, request.body, staff));
    },
  });

  serve(app, adminRoutes.contentDraftDiscard, {
    tag: TAG,
    summary: "Discard a document's draft (and its scheduled publish)",
    description: `409 NO_DRAFT when there is none. ${SCOPE}`,
    async handler(request) {
      const { kind, key } = request.params;
      return unwrap(await content.discardDraft(kind, key, contentStaffOf(request)));
    },
  });

  serve(app, adminRoutes.contentPublish, {
    tag: TAG,
    summary: "Publish a document's draft now",
    description:
      "Shoppers see it within seconds on every instance: the content caches and the rendered pages that " +
      `show it are cleared. A scheduled publish of it is called off. 409 NO_DRAFT without a draft. ${SCOPE}`,
    async handler(request) {
      const { kind, key } = request.params;
      return unwrap(await content.publish(kind, key, contentStaffOf(request)));
    },
  });

  serve(app, adminRoutes.contentSchedule, {
    tag: TAG,
    summary: "Publish a document's draft at a time",
    description:
      "The draft as it is then is published. A time that has come answers 400 SCHEDULE_IN_PAST, one over a " +
      `year ahead 400 SCHEDULE_TOO_FAR; a new time replaces the one scheduled. 409 NO_DRAFT without a draft. ${SCOPE}`,
    async handler(request) {
      const { kind, key } = request.params;
      const publishAt = new Date(request.body.publishAt);
      return unwrap(await content.schedule(kind, key, publishAt, contentStaffOf(request)));
    },
  });

  serve(app, adminRoutes.contentScheduleCancel, {
    tag: TAG,
    summary: "Call off a document's scheduled publish (its draft stays)",
    description: `409 NO_SCHEDULE when none is scheduled. ${SCOPE}`,
    async handler(request) {
      const { kind, key } = request.params;
      return unwrap(await content.cancelSchedule(kind, key, contentStaffOf(request)));
    },
  });
}
