import { z } from "zod";
import { boundedInt, text } from "../shared/primitives";

export const imageSize = z.enum(["thumbnail", "medium", "large"]);
export type ImageSize = z.infer<typeof imageSize>;

export const imageSet = z.object({ thumbnail: z.string(), medium: z.string(), large: z.string() });

/** A style as shown on a product card (listings, carousels). Money is integer paise. */
export const productCard = z.object({
  styleId: z.number().int(),
  styleName: z.string(),
  brand: z.string(),
  url: z.string(),
  images: imageSet,
  colour: z.string(),
  colorCode: z.string(),
  mrp: z.number().int(),
  price: z.number().int(),
  discountInPercentage: z.number().int(),
  isNew: z.boolean(),
  inStock: z.boolean(),
});
export type ProductCard = z.infer<typeof productCard>;

/** What a product card draws. Pages ship only this to the browser, which hydrates them from it. */
export type CardView = Pick<
  ProductCard,
  "styleId" | "styleName" | "brand" | "url" | "mrp" | "price" | "discountInPercentage"
> & { images: Pick<ProductCard["images"], "medium"> };

export function cardView(card: ProductCard): CardView {
  const { styleId, styleName, brand, url, mrp, price, discountInPercentage } = card;
  return {
    styleId,
    styleName,
    brand,
    url,
    images: { medium: card.images.medium },
    mrp,
    price,
    discountInPercentage,
  };
}

export const carouselRequest = z.object({
  query: text(500),
  limit: boundedInt(1, 20).default(20),
});

export const carouselResponse = z.object({
  styles: z.object({ styleList: z.array(productCard) }),
  totalElements: z.number().int(),
});
export type CarouselResponse = z.infer<typeof carouselResponse>;
