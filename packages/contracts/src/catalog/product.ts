import { z } from "zod";
import { boundedInt, id, idParam } from "../shared/primitives";
import { legalInformation } from "./declarations";
import { brandDetails } from "./listing";
import { imageSet, productCard } from "./product-cards";

/** Product page data (spec 2 §3 "Product detail (style)"). Money is integer paise. */
export const range = z.object({ min: z.number().int(), max: z.number().int() });

export const sku = z.object({
  skuId: z.number().int(),
  size: z.string(),
  /** Alternate size and its label, e.g. "UK 8" / "UK Size". */
  tenantSize: z.string().optional(),
  tenantSizeLabel: z.string().optional(),
  mrp: z.number().int(),
  price: z.number().int(),
  discountInPercentage: z.number().int(),
  inStock: z.boolean(),
  /** Units that can be sold online (warehouses and stores together). */
  tenantsellableQty: z.number().int(),
});
export type Sku = z.infer<typeof sku>;

export const promotion = z.object({ code: z.string(), displayDiscount: z.string(), tnc: z.string() });

export const colourOption = z.object({
  styleId: z.number().int(),
  colour: z.string(),
  colorCode: z.string(),
  url: z.string(),
  selected: z.boolean(),
  inStock: z.boolean(),
});

export const productTag = z.object({ text: z.string(), colour: z.string() });

export const breadcrumb = z.object({ breadcrumbText: z.string(), breadcrumbUrl: z.string() });
export type Breadcrumb = z.infer<typeof breadcrumb>;

export const rating = z.object({
  /** Average of published reviews, one decimal; 0 when there are none. */
  average: z.number(),
  count: z.number().int(),
  /** How many published reviews gave 1, 2, 3, 4 and 5 stars (index 0 is 1 star). */
  distribution: z.array(z.number().int()).length(5),
});

export const productDetail = z.object({
  styleId: z.number().int(),
  code: z.string(),
  name: z.string(),
  brandName: z.string(),
  brandDetails,
  brandClickableUrl: z.string(),
  url: z.string(),
  colour: z.string(),
  colorCode: z.string(),
  /** One image set per view, in display order; a placeholder set when the style has none. */
  images: z.array(imageSet).min(1),
  videos: z.array(z.object({ url: z.string(), poster: z.string() })),
  colors: z.array(colourOption),
  skus: z.array(sku),
  inStock: z.boolean(),
  isNew: z.boolean(),
  mrp: z.number().int(),
  price: z.number().int(),
  discountInPercentage: z.number().int(),
  mrpRange: range,
  sellingPriceRange: range,
  discountRange: range,
  promotions: z.array(promotion),
  story: z.string(),
  sizeChartId: z.number().int().optional(),
  productTags: z.array(productTag),
  returnable: z.boolean(),
  tenantSizeLabel: z.string().optional(),
  sizeMappingEnabled: z.boolean(),
  gender: z.string(),
  /** Article type slug and its name (the PCM article type). */
  pcmArticleType: z.string(),
  articleTypeName: z.string(),
  tenantsellableQty: z.number().int(),
  rating,
  breadcrumbs: z.array(breadcrumb),
  /** The "Legal information" block (declarations.ts). */
  legal: legalInformation,
});
export type ProductDetail = z.infer<typeof productDetail>;

export const productDetailRequest = z.object({ styleId: id });

export const styleIdsRequest = z.object({ styleIds: z.array(id).max(50) });

export const similarStylesRequest = z.object({
  styleId: id,
  limit: boundedInt(1, 20).default(12),
});

/** Several styles as product cards, in the order asked (multipleStyles, similar, recently viewed). */
export const styleListResponse = z.object({ styles: z.object({ styleList: z.array(productCard) }) });
export type StyleListResponse = z.infer<typeof styleListResponse>;

export const sizeChartParams = z.object({ id: idParam });

export const sizeChart = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Column headings and rows, e.g. ["Size", "Chest (in)", "Length (in)"]. */
  headers: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  unit: z.string().optional(),
});
export type SizeChart = z.infer<typeof sizeChart>;
