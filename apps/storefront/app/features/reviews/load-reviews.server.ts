import type { AppLoadContext } from "react-router";
import { data } from "react-router";
import type { ReviewedStyle } from "./write-review-page";

/** A style id of a review page's address, or a 404. */
export function styleIdOf(param: string | undefined): number {
  const styleId = Number(param);
  if (!param || !/^\d{1,9}$/.test(param) || styleId < 1) throw data(null, { status: 404 });
  return styleId;
}

/** What the review pages show of the style, or a 404 for an unknown one. */
export async function reviewedStyle(context: AppLoadContext, styleId: number): Promise<ReviewedStyle> {
  const found = await context.services.product.details(styleId);
  if (!found.ok) throw data(null, { status: 404 });
  const product = found.value;
  return {
    styleId,
    name: product.name,
    brandName: product.brandName,
    url: product.url,
    colour: product.colour,
    sizes: product.skus.map((sku) => sku.size),
  };
}
