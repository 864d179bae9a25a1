import { ListingPage } from "../listing/listing-page";
import type { ListingPageData } from "../listing/load-listing";
import type { TemplatePageData } from "./load-template";
import { PreviewNotice } from "./template-page";
import { TemplateSections } from "./template-sections";

/** A listing page; on a brand page, the brand's template sections come above the products. */
export function BrandListingPage({
  listing,
  brandTemplate,
}: {
  listing: ListingPageData;
  brandTemplate: TemplatePageData | null;
}) {
  return (
    <>
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
