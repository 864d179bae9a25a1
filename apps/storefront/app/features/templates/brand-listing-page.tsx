import { type BrandFavourite, FavouriteBrandHeart } from "../favourites/favourite-brand-heart";
import { ListingPage } from "../listing/listing-page";
import type { ListingPageData } from "../listing/load-listing";
import type { TemplatePageData } from "./load-template";
import { PreviewNotice } from "./template-page";
import { TemplateSections } from "./template-sections";

/**
 * A listing page; on a brand page, the brand's name with its heart, then the brand's template
 * sections, come above the products.
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
      {brand ? (
        <div className="container brand-favourite">
          <p className="brand-favourite__name">{brand.name}</p>
          <FavouriteBrandHeart brand={brand} />
        </div>
      ) : null}
      {brandTemplate ? (
        <div className="template template--brand">
          <PreviewNotice preview={brandTemplate.preview} />
          <TemplateSections sections={brandTemplate.sections} />
        </div>
      ) : null}
      <ListingPage data={listing} />
    </>
  );
}
