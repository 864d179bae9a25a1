import { z } from "zod";
import { text } from "../shared/primitives";
import { customPriceProblem } from "./input-rules";
import { productCard } from "./product-cards";

/**
 * Listing call of spec 2 §3 and §7: `POST /api/v2/listing/products` with a `deeplinkurl` (path plus
 * query in the filter keys of `FILTER_KEYS`) and, on the brand journey, `brandDetails`.
 */
export const brandDetails = z.object({
  /** Brand code (nw, us, ...). */
  id: text(40),
  legalBrandNames: z.array(text(120)).max(20).default([]),
  parentBrandName: text(120).optional(),
});
export type BrandDetails = z.infer<typeof brandDetails>;

export const listingRequest = z.object({
  deeplinkurl: text(2000).min(1),
  brandDetails: brandDetails.optional(),
  /** The shopper's pincode; delivery (p-dl) and store (p-st) filters need it. */
  pincode: z
    .string()
    .regex(/^[1-9]\d{5}$/)
    .optional(),
  /** Mobile clients send v=0 (spec 2 §7). */
  v: z.literal(0).optional(),
});
export type ListingRequest = z.infer<typeof listingRequest>;

/** One value of a filter (spec 2 §3 "Filter item"). */
export interface FilterItem {
  displayName: string;
  value: string;
  count: number;
  selected: boolean;
  min?: number | undefined;
  max?: number | undefined;
  colorCode?: string | undefined;
  list?: FilterItem[] | undefined;
}
export const filterItem: z.ZodType<FilterItem> = z.object({
  displayName: z.string(),
  value: z.string(),
  count: z.number().int(),
  selected: z.boolean(),
  /** Price ranges: bounds in rupees. */
  min: z.number().int().optional(),
  max: z.number().int().optional(),
  colorCode: z.string().optional(),
  get list() {
    return z.array(filterItem).optional();
  },
});

export const filterType = z.enum(["f-br", "f-co", "f-pr", "f-oc", "f-pro", "r", "p-dl", "p-st"]);
export type FilterType = z.infer<typeof filterType>;

export const filterGroup = z.object({
  filterType,
  displayName: z.string(),
  /** "multi": values toggle; "single": a new value replaces the old (spec 2 §4). */
  selection: z.enum(["multi", "single"]),
  list: z.array(filterItem),
  selectedCount: z.number().int(),
});
export type FilterGroup = z.infer<typeof filterGroup>;

/** A chip of the applied filters; `key`/`value` undo it with `toggleFilter`. */
export const selectedFilter = z.object({
  key: z.string(),
  value: z.string(),
  displayName: z.string(),
});
export type SelectedFilter = z.infer<typeof selectedFilter>;

export const sortOption = z.object({ value: z.string(), displayName: z.string(), selected: z.boolean() });

export const listingResponse = z.object({
  styles: z.object({ styleList: z.array(productCard) }),
  totalElements: z.number().int(),
  /** Page p of the request: the list holds items 1..p × pageSize (spec 2 §2, pages are cumulative). */
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  pageSize: z.number().int(),
  filters: z.object({ filterBy: z.array(filterGroup) }),
  selectedFilters: z.array(selectedFilter),
  sorts: z.array(sortOption),
  /** Heading of the page: collection title, brand name or "All Products". */
  title: z.string(),
  /** Legal brand names and parent brand of a brand listing (brand journey). */
  brandDetails: brandDetails.optional(),
  /** The pincode the delivery and store filters were computed for. */
  pincode: z.string().optional(),
});
export type ListingResponse = z.infer<typeof listingResponse>;

/** `POST /api/v2/listing/omni`: delivery-time and nearby-store filters for the shopper's pincode. */
export const omniRequest = z.object({
  deeplinkurl: text(2000).min(1),
  brandDetails: brandDetails.optional(),
  pincode: z.string().regex(/^[1-9]\d{5}$/),
});
export type OmniRequest = z.infer<typeof omniRequest>;

export const nearbyStore = z.object({
  code: z.string(),
  name: z.string(),
  city: z.string(),
  /** Kilometres from the pincode, one decimal. */
  distance: z.number(),
});

export const omniResponse = z.object({
  pincode: z.string(),
  city: z.string(),
  serviceable: z.boolean(),
  /** Omni radius in kilometres (spec 2 §9: 20). */
  radius: z.number(),
  /** The p-dl and p-st filter groups with counts for this pincode. */
  filters: z.object({ filterBy: z.array(filterGroup) }),
  nearby_stores: z.array(nearbyStore),
});
export type OmniResponse = z.infer<typeof omniResponse>;

/** The custom price form (spec 2 §5) for servers: the rules of `customPriceProblem`. */
export const customPriceRange = z
  .object({ min: z.string(), max: z.string() })
  .superRefine(({ min, max }, context) => {
    const message = customPriceProblem(min, max);
    if (message) context.addIssue({ code: "custom", message, path: ["max"] });
  })
  .transform(({ min, max }) => ({ min: Number(min.trim()), max: Number(max.trim()) }));
