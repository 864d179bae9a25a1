import { z } from "zod";
import {
  bannerCarouselSection,
  bannerSlide,
  masterTemplate,
  navigation,
  navLevel1,
  navLevel2,
  navLevel3,
  productCarouselSection,
  richTextSection,
  staticPage,
  tileGridSection,
} from "../content/content";
import { isSafeHtml } from "../content/safe-html";
import { boundedInt, multilineText, text } from "../shared/primitives";
import { auditEntry } from "./audit";
import { CONTENT_ADMIN, EDITABLE_CONTENT_KINDS } from "./content-limits";
import { ADMIN_MESSAGES } from "./messages";

/**
 * The back office's Content area (decision 71): the home page's and the brand sub-sites' templates,
 * the navigation with its promo band, and the static pages. Each is edited as a draft (the document
 * the storefront shows with `cmsPreview=1`), then published now or at a time. The documents' own
 * schemas (content/content.ts) are reused, with every field bounded.
 */

const { content: messages } = ADMIN_MESSAGES;

/** A link or picture address: a path on this site ("/sale") or an https address. */
export const contentUrl = text(CONTENT_ADMIN.urlMaxLength).regex(/^(\/([^/\s]\S*)?|https:\/\/\S+)$/, {
  error: messages.url,
});
/** A link that may be left empty (a heading of the menu that opens no page). */
const optionalUrl = contentUrl.or(z.literal(""));
const name = text(CONTENT_ADMIN.nameMaxLength).trim();
const title = text(CONTENT_ADMIN.titleMaxLength).trim();
const safeHtml = multilineText(CONTENT_ADMIN.htmlMaxLength).refine(isSafeHtml, {
  error: messages.unsafeHtml,
});

export const contentSlide = bannerSlide.extend({
  image: contentUrl,
  alt: text(CONTENT_ADMIN.descriptionMaxLength).trim().min(1, { error: messages.altRequired }),
  url: contentUrl,
  title,
  subtitle: title.optional(),
});

const sections = z
  .array(
    z.discriminatedUnion("type", [
      bannerCarouselSection.extend({
        slides: z.array(contentSlide).min(1, { error: messages.slideRequired }).max(CONTENT_ADMIN.maxSlides),
      }),
      productCarouselSection.extend({
        title,
        query: text(CONTENT_ADMIN.urlMaxLength),
        limit: boundedInt(1, 20).default(20),
        viewAllUrl: contentUrl,
      }),
      tileGridSection.extend({
        title,
        tiles: z
          .array(z.object({ image: contentUrl, alt: title, url: contentUrl, label: name }))
          .max(CONTENT_ADMIN.maxTiles),
      }),
      richTextSection.extend({ title, html: safeHtml }),
    ]),
  )
  .max(CONTENT_ADMIN.maxSections);

/** A master template's draft: the home page or a brand sub-site. */
export const templateDraft = masterTemplate.extend({
  brandId: text(40),
  title,
  metaDescription: text(CONTENT_ADMIN.descriptionMaxLength),
  legalBrandNames: z.array(name).max(CONTENT_ADMIN.maxLegalNames).default([]),
  urlPrefix: text(CONTENT_ADMIN.urlMaxLength).default(""),
  shareImage: contentUrl.optional(),
  sections,
});
export type TemplateDraft = z.input<typeof templateDraft>;

const level3 = navLevel3.extend({ name, url: optionalUrl });
const level2 = navLevel2.extend({
  name,
  url: optionalUrl,
  level3: z.array(level3).max(CONTENT_ADMIN.maxLevel3),
});

/** The navigation's draft: the mega menu's columns, the logos and the promo band. */
export const navigationDraft = navigation.extend({
  menu: z.object({
    level1: z
      .array(
        navLevel1.extend({
          name,
          url: optionalUrl,
          bannerImage: contentUrl.optional(),
          bannerUrl: contentUrl.optional(),
          level2: z.array(level2).max(CONTENT_ADMIN.maxLevel2),
        }),
      )
      .max(CONTENT_ADMIN.maxLevel1),
  }),
  logos: z
    .array(z.object({ brandImage: contentUrl, alt: title, url: contentUrl }))
    .max(CONTENT_ADMIN.maxLogos),
  metaData: z.object({ topBandMessage: title, topBandUrl: optionalUrl }),
});
export type NavigationDraft = z.input<typeof navigationDraft>;

/** A static page's draft: its title, and its text in the editorial HTML allow-list. */
export const staticPageDraft = staticPage.extend({
  title: title.min(1, { error: messages.titleRequired }),
  description: safeHtml,
});
export type StaticPageDraft = z.input<typeof staticPageDraft>;

export const contentParams = z.object({
  kind: z.enum(EDITABLE_CONTENT_KINDS),
  key: text(40).regex(/^[a-z0-9-]+$/, { error: messages.key }),
});
export const templateParams = z.object({ key: contentParams.shape.key });

export const contentScheduleBody = z.object({
  /** When to publish: an instant with its offset, in the future. */
  publishAt: text(40).pipe(z.iso.datetime({ offset: true })),
});
export type ContentScheduleBody = z.input<typeof contentScheduleBody>;

export const contentSchedule = z.object({
  id: z.number().int(),
  publishAt: z.string(),
  staffName: z.string(),
});
export type ContentSchedule = z.infer<typeof contentSchedule>;

/** One document in the area's list. */
export const contentSummary = z.object({
  kind: z.enum(EDITABLE_CONTENT_KINDS),
  key: z.string(),
  /** What staff call it: "Home page", a brand's name, a page's title. */
  label: z.string(),
  hasDraft: z.boolean(),
  updatedAt: z.string(),
  schedule: contentSchedule.nullable(),
});
export type ContentSummary = z.infer<typeof contentSummary>;

export const contentList = z.object({ documents: z.array(contentSummary) });
export type ContentList = z.infer<typeof contentList>;

const pageCommon = {
  key: z.string(),
  label: z.string(),
  updatedAt: z.string(),
  /** Where the draft shows as a shopper would see it (with `cmsPreview=1`). */
  previewPath: z.string(),
  schedule: contentSchedule.nullable(),
  history: z.array(auditEntry),
};

/** A document's page: what shoppers see now (`live`) and the draft being edited, if any. */
export const contentPage = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("master_template"),
    live: masterTemplate,
    draft: masterTemplate.nullable(),
    ...pageCommon,
  }),
  z.object({ kind: z.literal("navigation"), live: navigation, draft: navigation.nullable(), ...pageCommon }),
  z.object({ kind: z.literal("static_page"), live: staticPage, draft: staticPage.nullable(), ...pageCommon }),
]);
export type ContentPage = z.infer<typeof contentPage>;
