/**
 * The Content area's bounds and the kinds of document staff edit (decision 71), without zod: the
 * back office's bundle imports them (decision 13); content.ts builds its schemas on them.
 */

export const CONTENT_ADMIN = {
  nameMaxLength: 80,
  titleMaxLength: 160,
  descriptionMaxLength: 400,
  urlMaxLength: 500,
  maxSections: 12,
  maxSlides: 10,
  maxTiles: 24,
  /** The header shows at most 8 entries (HEADER.maxNavEntriesSpecialBrand). */
  maxLevel1: 8,
  maxLevel2: 6,
  maxLevel3: 12,
  maxLogos: 5,
  maxLegalNames: 10,
  /** A static page's or a rich text's HTML, characters. */
  htmlMaxLength: 100_000,
  /** How far ahead a publish may be scheduled, days. */
  maxScheduleDays: 366,
} as const;

/** The kinds staff edit; the footer stays as the seed writes it. */
export const EDITABLE_CONTENT_KINDS = ["master_template", "navigation", "static_page"] as const;
export type EditableContentKind = (typeof EDITABLE_CONTENT_KINDS)[number];
