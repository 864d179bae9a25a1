import { LABELS } from "@odin/contracts";
import { Breadcrumbs } from "../breadcrumbs/breadcrumbs";
import { FavouriteHeart } from "../favourites/favourite-heart";
import { ProductReviews } from "../reviews/product-reviews";
import { LegalInformation } from "./legal-information";
import type { ProductPageData } from "./load-product";
import { ProductGallery } from "./product-gallery";
import { ProductHeading } from "./product-heading";
import { ProductInfo, ProductTags } from "./product-info";
import { PurchasePanel } from "./purchase-panel";
import { RecentlyViewedStyles } from "./recently-viewed-styles";
import { StyleStrip } from "./style-strip";
import "../../styles/product-card.css";
import "../../styles/product.css";

/**
 * The product page (spec 2 §2 "Product page", §3 "Product detail"). Keyed by style, so moving to
 * another colourway starts with a fresh size selection.
 */
export function ProductPage({ data }: { data: ProductPageData }) {
  const { product, similar, reviews, flags, favoured, signedIn } = data;
  return (
    <div className="product-page" key={product.styleId}>
      <Breadcrumbs entries={product.breadcrumbs} />
      <div className="product-page__main container">
        <ProductGallery product={product} />
        <div className="product-page__details">
          <div className="product-page__heading">
            <ProductHeading product={product} showRating={flags.ratings} />
            <FavouriteHeart
              styleId={product.styleId}
              styleName={product.name}
              favoured={favoured}
              className="favourite-heart--product"
            />
          </div>
          <ProductTags tags={product.productTags} />
          <PurchasePanel product={product} priceInfoBlock={flags.priceInfoBlock} signedIn={signedIn} />
          <ProductInfo product={product} />
          <LegalInformation legal={product.legal} />
        </div>
      </div>
      {flags.ratings && reviews ? <ProductReviews product={product} block={reviews} /> : null}
      <StyleStrip id="similar-styles" title={LABELS.productPage.similarStyles} styles={similar} />
      <RecentlyViewedStyles styleId={product.styleId} />
    </div>
  );
}
