/**
 * The Catalogue area's plain data: the contracts' lists and limits its forms need, written out
 * because contracts/admin/catalogue.ts and contracts/catalog/declarations.ts also hold zod schemas
 * and importing a value from them would bring zod into the bundle (decision 13);
 * catalogue-words.test.ts holds them equal. With what each means to the person reading the page.
 */

/** Whether a style is on the storefront: the list's filter. */
export const STYLE_STATUSES = ["published", "unpublished"] as const;
export type StyleStatus = (typeof STYLE_STATUSES)[number];

export const STYLE_STATUS_LABELS: Record<StyleStatus, string> = {
  published: "Published",
  unpublished: "Not published",
};

/** Whether any unit of a style can be sold now: the list's filter. */
export const STOCK_FILTERS = ["in", "out"] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

export const STOCK_FILTER_LABELS: Record<StockFilter, string> = {
  in: "In stock",
  out: "Out of stock",
};

/** Who the maker line of a product page names (Legal Metrology rule 6(1)(a)). */
export const MAKER_ROLES = ["manufacturer", "packer", "marketer", "importer"] as const;
export type MakerRole = (typeof MAKER_ROLES)[number];

export const MAKER_ROLE_LABELS: Record<MakerRole, string> = {
  manufacturer: "Manufacturer",
  packer: "Packer",
  marketer: "Marketer",
  importer: "Importer",
};

/** How a packaged good's net quantity is measured, in its smallest unit. */
export const NET_QUANTITY_MEASURES = ["weight", "volume", "length", "number"] as const;
export type NetQuantityMeasure = (typeof NET_QUANTITY_MEASURES)[number];

export const MEASURE_LABELS: Record<NetQuantityMeasure, string> = {
  weight: "Weight, in grams (g)",
  volume: "Volume, in millilitres (ml)",
  length: "Length, in centimetres (cm)",
  number: "Number of pieces",
};

/** A net quantity's unit, after the number: "250 g", "6 pieces". */
export const MEASURE_UNITS: Record<NetQuantityMeasure, string> = {
  weight: "g",
  volume: "ml",
  length: "cm",
  number: "pieces",
};

/** What a product page must declare before its style is published, as the server names each. */
export const DECLARATION_FIELD_NAMES = [
  "makerRole",
  "makerName",
  "makerAddress",
  "countryOfOrigin",
  "careEmail",
  "carePhone",
  "sellerName",
  "sellerAddress",
  "netQuantity",
  "madeOn",
  "sizeMeasurements",
] as const;
export type DeclarationFieldName = (typeof DECLARATION_FIELD_NAMES)[number];

export const DECLARATION_FIELD_LABELS: Record<DeclarationFieldName, string> = {
  makerRole: "Who the maker is (manufacturer, packer, marketer or importer)",
  makerName: "Maker's name",
  makerAddress: "Maker's address",
  countryOfOrigin: "Country of origin",
  careEmail: "Customer care e-mail",
  carePhone: "Customer care phone",
  sellerName: "Seller's name",
  sellerAddress: "Seller's address",
  netQuantity: "Net quantity and its measure (packaged goods)",
  madeOn: "Month and year of manufacture or import (packaged goods)",
  sizeMeasurements: "Size measurements: a size chart with each size, or the dimensions",
};

/** The fields a brand declares for all its styles, which a style may override one by one. */
export const BRAND_FIELDS = [
  "makerRole",
  "makerName",
  "makerAddress",
  "countryOfOrigin",
  "careEmail",
  "carePhone",
  "sellerName",
  "sellerAddress",
] as const satisfies readonly DeclarationFieldName[];
export type BrandField = (typeof BRAND_FIELDS)[number];

/** The brand fields as their forms label them, shorter than the words of what is missing. */
export const BRAND_FIELD_LABELS: Record<BrandField, string> = {
  makerRole: "Maker's role",
  makerName: "Maker's name",
  makerAddress: "Maker's address",
  countryOfOrigin: "Country of origin",
  careEmail: "Customer care e-mail",
  carePhone: "Customer care phone",
  sellerName: "Seller's name",
  sellerAddress: "Seller's address",
};

/** Missing fields in words, in the server's order; a name it adds later is shown as it is. */
export function fieldsInWords(fields: readonly string[]): string[] {
  return fields.map((field) =>
    Object.hasOwn(DECLARATION_FIELD_LABELS, field)
      ? DECLARATION_FIELD_LABELS[field as DeclarationFieldName]
      : field,
  );
}

/** The contracts' CATALOGUE limits the forms need (money in paise). */
export const CATALOGUE_LIMITS = {
  nameMaxLength: 120,
  storyMaxLength: 2_000,
  tagMaxLength: 40,
  maxTags: 20,
  sizeMaxLength: 20,
  maxPrice: 100_000_000,
  minPrice: 100,
  maxUnits: 100_000,
  reasonMaxLength: 300,
  /** The largest photograph a style's page uploads, bytes (20 MB). */
  maxPhotoBytes: 20 * 1024 * 1024,
} as const;

/** A style's views, as the product page's pictures and the photographs name them. */
export const IMAGE_VIEWS = ["front", "back", "detail"] as const;
export type ImageView = (typeof IMAGE_VIEWS)[number];

export const VIEW_LABELS: Record<ImageView, string> = {
  front: "Front",
  back: "Back",
  detail: "Detail",
};

const ORDINALS = ["1st", "2nd", "3rd"] as const;

/** A view's place on the product page in words: "1st". */
export const placeInWords = (place: number): string => ORDINALS[place - 1] ?? String(place);

/** The pictures the server reads as a photograph, for the file field's `accept`. */
export const PHOTO_TYPES = "image/jpeg,image/png,image/webp,image/avif,image/tiff";

/** The contracts' DECLARATIONS limits. */
export const DECLARATION_LIMITS = {
  nameMaxLength: 200,
  addressMaxLength: 500,
  countryMaxLength: 60,
  phoneMaxLength: 20,
  emailMaxLength: 254,
  dimensionsMaxLength: 300,
  maxNetQuantity: 1_000_000,
} as const;
