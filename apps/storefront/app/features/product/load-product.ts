import {
  type CardView,
  cardView,
  type FeatureFlags,
  type ProductDetail,
  type ProductReviews,
} from "@odin/contracts";
import type { AppLoadContext } from "react-router";

/** Similar styles shown under a product. // value not given by the spec */
export const SIMILAR_STYLES_LIMIT = 12;

export interface ProductPageData {
  product: ProductDetail;
  similar: CardView[];
  /** A few published reviews and customer photos; null when they could not be read. */
  reviews: ProductReviews | null;
  flags: Pick<FeatureFlags, "priceInfoBlock" | "ratings">;
  /** The signed-in shopper keeps the style as a favourite (always false for a guest: the page is shared). */
  favoured: boolean;
  /** A shopper is signed in (NOTIFY ME asks a guest only for a mobile number or an e-mail address). */
  signedIn: boolean;
}

export interface LoadProductArgs {
  request: Request;
  context: AppLoadContext;
  styleId: number;
}

/**
 * The product page's server data: the style, its similar styles and its reviews block (a failure of
 * either only hides it; the reviews block is kept in process until a review of the style changes).
 * Null when the style does not exist.
 */
export async function loadProduct({ context, styleId }: LoadProductArgs): Promise<ProductPageData | null> {
  const { services, featureFlags } = context;
  const service = services.product;
  const [found, similar, reviews, favoured] = await Promise.all([
    service.details(styleId),
    service.similar(styleId, SIMILAR_STYLES_LIMIT).then(
      (response) => response.styles.styleList.map(cardView),
      (error: unknown) => {
        context.log.error({ err: error, styleId }, "similar styles failed");
        return [];
      },
    ),
    services.reviews.productReviews(styleId).catch((error: unknown) => {
      context.log.error({ err: error, styleId }, "product reviews failed");
      return null;
    }),
    context.shopper ? services.favourites.favouredAmong([styleId]) : Promise.resolve<number[]>([]),
  ]);
  if (!found.ok) return null;
  return {
    product: found.value,
    similar,
    reviews,
    flags: { priceInfoBlock: featureFlags.priceInfoBlock, ratings: featureFlags.ratings },
    favoured: favoured.includes(styleId),
    signedIn: context.shopper !== null,
  };
}
