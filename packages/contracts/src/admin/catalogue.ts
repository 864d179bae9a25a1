import { z } from "zod";
import { brandDeclarations, DECLARATION_FIELD_NAMES, styleDeclarations } from "../catalog/declarations";
import { IMAGE_VIEWS } from "../catalog/images";
import { boundedInt, boundedIntParam, id, idParam, multilineText, text } from "../shared/primitives";
import { auditEntry } from "./audit";
import { formRequestId } from "./form-request";
import { ADMIN_MESSAGES } from "./messages";

/**
 * The back office's Catalogue area (issue "Back office, part 2"): find styles, edit one (its words,
 * category and attributes, its sizes and their prices), its legal declarations and its brand's
 * defaults, publish and unpublish, and its stock per size and centre with the reason of each change.
 * Money is paise; the forms take rupees.
 */

export const CATALOGUE = {
  pageSize: 25,
  maxPageSize: 100,
  nameMaxLength: 120,
  storyMaxLength: 2_000,
  tagMaxLength: 40,
  maxTags: 20,
  sizeMaxLength: 20,
  /** The dearest price a size may have, paise (₹10,00,000). */
  maxPrice: 100_000_000,
  /** The cheapest, paise (₹1). */
  minPrice: 100,
  /** The most units a centre can be told it holds of one size, and the largest single adjustment. */
  maxUnits: 100_000,
  reasonMaxLength: 300,
  /** The newest stock changes a style's stock page lists. */
  stockChangesShown: 50,
  /** The largest photograph a style's page uploads, bytes. */
  maxPhotoBytes: 20 * 1024 * 1024,
} as const;

const { catalogue: messages } = ADMIN_MESSAGES;

export const STYLE_STATUSES = ["published", "unpublished"] as const;
export const STOCK_FILTERS = ["in", "out"] as const;

const rupeesParam = boundedIntParam(0, CATALOGUE.maxPrice / 100);

/**
 * `q`: a style's code (any case) or words of its name. The other filters narrow it; `categoryId` may be
 * a gender, a group or an article type; prices are the selling price in whole rupees.
 */
export const styleSearchQuery = z
  .object({
    q: text(100).trim().optional(),
    brandId: idParam.optional(),
    categoryId: idParam.optional(),
    status: z.enum(STYLE_STATUSES).optional(),
    stock: z.enum(STOCK_FILTERS).optional(),
    priceMin: rupeesParam.optional(),
    priceMax: rupeesParam.optional(),
    /** The `next` of the page before. */
    after: text(40).optional(),
    limit: boundedIntParam(1, CATALOGUE.maxPageSize).default(CATALOGUE.pageSize),
  })
  .refine(
    (query) =>
      query.priceMin === undefined || query.priceMax === undefined || query.priceMin <= query.priceMax,
    {
      error: messages.pricesReversed,
      path: ["priceMax"],
    },
  );
export type StyleSearchQuery = z.input<typeof styleSearchQuery>;

export const styleSummary = z.object({
  styleId: z.number().int(),
  code: z.string(),
  name: z.string(),
  brandName: z.string(),
  gender: z.string(),
  articleTypeName: z.string(),
  colour: z.string(),
  /** The style's lowest selling price and its MRP, paise. */
  mrp: z.number().int(),
  price: z.number().int(),
  published: z.boolean(),
  sizes: z.number().int(),
  /** Units that can be sold now, every size and centre together. */
  units: z.number().int(),
});
export type StyleSummary = z.infer<typeof styleSummary>;

export const styleSearchPage = z.object({
  styles: z.array(styleSummary),
  /** Pass as `after` for the next page; null on the last. */
  next: z.string().nullable(),
});
export type StyleSearchPage = z.infer<typeof styleSearchPage>;

export const styleParams = z.object({ styleId: idParam });
export const brandParams = z.object({ brandId: idParam });

/** What the forms choose from: brands, article types, size charts, occasions, centres. */
export const catalogueOptions = z.object({
  brands: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  /** Every category, genders and groups too, each with its level (3: an article type, which a style takes). */
  categories: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      gender: z.string(),
      level: z.number().int(),
      parentId: z.number().int().nullable(),
    }),
  ),
  sizeCharts: z.array(z.object({ id: z.number().int(), name: z.string() })),
  occasions: z.array(z.string()),
  centres: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      name: z.string(),
      kind: z.enum(["warehouse", "store"]),
    }),
  ),
});
export type CatalogueOptions = z.infer<typeof catalogueOptions>;

export const styleSize = z.object({
  skuId: z.number().int(),
  size: z.string(),
  ean: z.string(),
  mrp: z.number().int(),
  price: z.number().int(),
  /** The GST rate the bag charges at this price (its HSN code and value per piece), percent. */
  gstRate: z.number(),
  units: z.number().int(),
  /** Units held for open orders not yet shipped (already taken from `units`). */
  reserved: z.number().int(),
  /** Shoppers waiting to be told it is back in stock (NOTIFY ME). */
  waiting: z.number().int(),
});
export type StyleSize = z.infer<typeof styleSize>;

export const styleFacts = z.object({
  styleId: z.number().int(),
  code: z.string(),
  name: z.string(),
  story: z.string(),
  brandId: z.number().int(),
  brandName: z.string(),
  categoryId: z.number().int(),
  gender: z.string(),
  articleType: z.string(),
  articleTypeName: z.string(),
  colour: z.string(),
  colourCode: z.string(),
  occasion: z.string(),
  tags: z.array(z.string()),
  hsnCode: z.string(),
  sizeChartId: z.number().int().nullable(),
  returnable: z.boolean(),
  published: z.boolean(),
  /** The product page's address on the storefront. */
  url: z.string(),
});
export type StyleFacts = z.infer<typeof styleFacts>;

/** What publishing needs that the style (or its brand) does not say yet, by field. */
export const missingDeclarations = z.array(z.enum(DECLARATION_FIELD_NAMES));

export const styleDeclarationsView = z.object({
  own: styleDeclarations,
  brand: brandDeclarations.nullable(),
  missing: missingDeclarations,
});
export type StyleDeclarationsView = z.infer<typeof styleDeclarationsView>;

export const stylePage = z.object({
  style: styleFacts,
  sizes: z.array(styleSize),
  declarations: styleDeclarationsView,
  /** The style's entries of the audit log, oldest first. */
  audit: z.array(auditEntry),
});
export type StylePage = z.infer<typeof stylePage>;

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
const HSN = /^[0-9]{4}([0-9]{2}){0,2}$/;

/** A style's words, category and attributes. The category must be an article type (level 3). */
export const styleUpdateBody = z.object({
  name: text(CATALOGUE.nameMaxLength).trim().min(3, { error: messages.nameRequired }),
  story: multilineText(CATALOGUE.storyMaxLength).trim(),
  categoryId: id,
  colour: text(40).trim().min(2),
  colourCode: text(7).regex(HEX_COLOUR, { error: messages.colourCode }),
  occasion: text(40).trim().min(2),
  tags: z.array(text(CATALOGUE.tagMaxLength).trim().min(1)).max(CATALOGUE.maxTags),
  hsnCode: text(8).regex(HSN, { error: messages.hsnCode }),
  sizeChartId: id.nullable(),
});
export type StyleUpdateBody = z.input<typeof styleUpdateBody>;

const price = boundedInt(CATALOGUE.minPrice, CATALOGUE.maxPrice);

/** MRP and selling price of a size, paise: the selling price never above the MRP. */
export const sizePriceBody = z
  .object({ mrp: price, price })
  .refine((body) => body.price <= body.mrp, { error: messages.priceAboveMrp, path: ["price"] });
export type SizePriceBody = z.input<typeof sizePriceBody>;

export const sizeParams = z.object({ styleId: idParam, skuId: idParam });

/** An EAN-13 with its check digit right. */
export const ean13 = text(13)
  .regex(/^[0-9]{13}$/, { error: messages.eanInvalid })
  .refine(
    (code) => {
      const digits = [...code].map(Number);
      const sum = digits.slice(0, 12).reduce((total, digit, index) => total + digit * (index % 2 ? 3 : 1), 0);
      return (10 - (sum % 10)) % 10 === digits[12];
    },
    { error: messages.eanInvalid },
  );

/** A new size of a style, placed after its others. */
export const sizeAddBody = z
  .object({ size: text(CATALOGUE.sizeMaxLength).trim().min(1), ean: ean13, mrp: price, price })
  .refine((body) => body.price <= body.mrp, { error: messages.priceAboveMrp, path: ["price"] });
export type SizeAddBody = z.input<typeof sizeAddBody>;

export const styleDeclarationsBody = styleDeclarations;
export type StyleDeclarationsBody = z.input<typeof styleDeclarationsBody>;

/** A style after publishing or unpublishing. */
export const stylePublication = z.object({ styleId: z.number().int(), published: z.boolean() });
export type StylePublication = z.infer<typeof stylePublication>;

export const brandDeclarationsEntry = z.object({
  brandId: z.number().int(),
  code: z.string(),
  name: z.string(),
  declarations: brandDeclarations.nullable(),
});
export type BrandDeclarationsEntry = z.infer<typeof brandDeclarationsEntry>;

export const brandDeclarationsList = z.object({ brands: z.array(brandDeclarationsEntry) });
export type BrandDeclarationsList = z.infer<typeof brandDeclarationsList>;

export const brandDeclarationsBody = brandDeclarations;
export type BrandDeclarationsBody = z.input<typeof brandDeclarationsBody>;

/* Stock */

export const stockCentre = z.object({
  fcId: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(["warehouse", "store"]),
  /** Units that can be sold. */
  units: z.number().int(),
  /** Units taken by open orders not yet shipped from here. */
  reserved: z.number().int(),
});

export const stockChange = z.object({
  id: z.number().int(),
  skuId: z.number().int(),
  size: z.string(),
  fcId: z.number().int(),
  centreCode: z.string(),
  /** Signed: what the change added or took away. */
  delta: z.number().int(),
  unitsAfter: z.number().int(),
  reason: z.string(),
  staffName: z.string(),
  at: z.string(),
});
export type StockChange = z.infer<typeof stockChange>;

export const styleStock = z.object({
  styleId: z.number().int(),
  sizes: z.array(z.object({ skuId: z.number().int(), size: z.string(), centres: z.array(stockCentre) })),
  /** The newest changes staff made, newest first. */
  changes: z.array(stockChange),
});
export type StyleStock = z.infer<typeof styleStock>;

const reason = text(CATALOGUE.reasonMaxLength).trim().min(3, { error: messages.reasonRequired });

/**
 * A change of one size's units at one centre, with its reason. `set` says how many there are now and
 * `seen` how many the form showed: when they changed meanwhile (an order, another member) the set is
 * refused rather than overwriting them. `adjust` adds or takes away (a delivery, damage found).
 */
export const stockChangeBody = z.discriminatedUnion("mode", [
  z.object({
    mode: z.literal("set"),
    skuId: id,
    fcId: id,
    units: boundedInt(0, CATALOGUE.maxUnits),
    seen: boundedInt(0, CATALOGUE.maxUnits),
    reason,
    requestId: formRequestId,
  }),
  z.object({
    mode: z.literal("adjust"),
    skuId: id,
    fcId: id,
    units: boundedInt(-CATALOGUE.maxUnits, CATALOGUE.maxUnits).refine((units) => units !== 0, {
      error: messages.adjustNotZero,
    }),
    reason,
    requestId: formRequestId,
  }),
]);
export type StockChangeBody = z.input<typeof stockChangeBody>;

export const stockChangeAnswer = z.object({
  skuId: z.number().int(),
  fcId: z.number().int(),
  units: z.number().int(),
  /** False when the request id had made this change already (a double submit). */
  created: z.boolean(),
});
export type StockChangeAnswer = z.infer<typeof stockChangeAnswer>;

/* Photographs */

export const stylePhotoParams = z.object({ styleId: idParam, view: z.enum(IMAGE_VIEWS) });

/**
 * A style's views: those its product page shows, in order, then the others. Each shows its
 * photograph when one was uploaded, else its drawing (null: the article type has no drawing).
 */
export const stylePhotos = z.object({
  styleId: z.number().int(),
  views: z.array(
    z.object({
      view: z.enum(IMAGE_VIEWS),
      shown: z.boolean(),
      /** The photograph's thumbnail address. */
      photo: z.string().nullable(),
      drawing: z.string().nullable(),
    }),
  ),
});
export type StylePhotos = z.infer<typeof stylePhotos>;

/** The views the product page shows, in order; a view left out is not shown. */
export const stylePhotoOrderBody = z.object({
  views: z
    .array(z.enum(IMAGE_VIEWS))
    .min(1)
    .max(IMAGE_VIEWS.length)
    .refine((views) => new Set(views).size === views.length, { error: messages.viewsRepeated }),
});
export type StylePhotoOrderBody = z.input<typeof stylePhotoOrderBody>;
