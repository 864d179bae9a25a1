import { z } from "zod";
import { text } from "../shared/primitives";
import { brandSearchProblem } from "./input-rules";

/** Brands A-Z (spec 2 §3 "Brand list item"): `GET /api/brandListV2`. */
export const brandListItem = z.object({
  brandId: z.number().int(),
  /** Brand code (nw, us, ...). */
  code: z.string(),
  brandName: z.string(),
  /** The legal brand names joined for display ("Neelam Weaves, Neelam Weaves Girls"). */
  legalBrandName: z.string(),
  legalBrandNames: z.array(z.string()),
  brandType: z.string(),
  parentBrand: z.string(),
  /** The one brand whose navigation shows 8 top-level entries instead of 7. */
  wideNavigation: z.boolean(),
  /** Brand page. */
  url: z.string(),
  /** All styles of the brand. */
  productListingUrl: z.string(),
  images: z.object({ logo: z.string() }),
});
export type BrandListItem = z.infer<typeof brandListItem>;

export const brandListResponse = z.object({ brands: z.array(brandListItem) });
export type BrandListResponse = z.infer<typeof brandListResponse>;

export const brandIdParams = z.object({ brandId: text(40) });

/**
 * The brand directory search box (spec 2 §5): not empty, then letters, digits and spaces only. The
 * storefront validates with it before submitting and the brands list loader again on the server.
 */
export const brandSearchInput = z
  .string()
  .superRefine((value, context) => {
    const message = brandSearchProblem(value);
    if (message) context.addIssue({ code: "custom", message });
  })
  .transform((value) => value.trim());
