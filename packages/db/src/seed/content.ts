import { footerLinks, masterTemplate, navigation, staticPage } from "@odin/contracts";
import type { ContentKind, contentDocuments } from "../schema";
import type { BrandDef } from "./brands";
import { footerLinksDocument } from "./footer";
import { brandNavigation, defaultNavigation } from "./navigation";
import { staticPages } from "./static-pages";
import { SEED_EPOCH } from "./styles";
import { brandTemplate, extraTemplates, homeTemplate } from "./templates";

export type ContentDocumentRow = typeof contentDocuments.$inferInsert & { id: number };

interface Draft {
  kind: ContentKind;
  key: string;
  preview?: boolean;
  data: unknown;
}

/** Each kind's zod schema from @odin/contracts; a document that does not parse stops the seed. */
const SCHEMAS = {
  navigation,
  footer_links: footerLinks,
  master_template: masterTemplate,
  static_page: staticPage,
} as const;

function drafts(brands: readonly BrandDef[]): Draft[] {
  return [
    { kind: "navigation", key: "default", data: defaultNavigation() },
    ...brands.map((brand): Draft => ({ kind: "navigation", key: brand.code, data: brandNavigation(brand) })),
    { kind: "footer_links", key: "default", data: footerLinksDocument(brands) },
    { kind: "master_template", key: "home", data: homeTemplate(brands) },
    { kind: "master_template", key: "home", preview: true, data: homeTemplate(brands, true) },
    ...brands.map(
      (brand): Draft => ({ kind: "master_template", key: brand.code, data: brandTemplate(brand) }),
    ),
    ...extraTemplates().map(({ key, template }): Draft => ({ kind: "master_template", key, data: template })),
    ...Object.entries(staticPages()).map(([key, page]): Draft => ({ kind: "static_page", key, data: page })),
  ];
}

/** Every content document, validated; all are for platform "all". */
export function buildContentDocuments(brands: readonly BrandDef[]): ContentDocumentRow[] {
  return drafts(brands).map((draft, index) => {
    const parsed = SCHEMAS[draft.kind].safeParse(draft.data);
    if (!parsed.success) {
      throw new Error(`content document ${draft.kind}/${draft.key} is invalid: ${parsed.error.message}`);
    }
    return {
      id: index + 1,
      kind: draft.kind,
      key: draft.key,
      platform: "all",
      preview: draft.preview === true,
      data: parsed.data,
      updatedAt: SEED_EPOCH,
    };
  });
}
