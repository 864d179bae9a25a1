import { type BrandFavourite, FavouriteBrandHeart } from "../favourites/favourite-brand-heart";
import { ListingPage } from "../listing/listing-page";
import type { ListingPageData } from "../listing/load-listing";
import type { TemplatePageData } from "./load-template";
import { PreviewNotice } from "./template-page";
import { TemplateSections } from "./template-sections";

/**
 * A listing page; on a brand page, the brand's template sections and the brand's heart come above
 * the products.
 */
export function BrandListingPage({
  listing,
  brandTemplate,
  brand = null,
}: {
  listing: ListingPageData;
  brandTemplate: TemplatePageData | null;
  brand?: BrandFavourite | null;
}) {
  return (
    <>
      {brandTemplate ? (
        <div className="template template--brand">
          <PreviewNotice preview={brandTemplate.preview} />
          <TemplateSections sections={brandTemplate.sections} />
        </div>
      ) : null}
      {brand ? (
        <div className="container brand-favourite">
          <FavouriteBrandHeart brand={brand} />
        </div>
      ) : null}
      <ListingPage data={listing} />
    </>
  );
}
