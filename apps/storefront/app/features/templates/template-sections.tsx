import { BannerCarousel } from "../home/banner-carousel";
import { ProductCarousel } from "../home/product-carousel";
import { RichText } from "../home/rich-text";
import { TileGrid } from "../home/tile-grid";
import type { ResolvedSection } from "./resolve-sections";

/** The sections of a master template, in order: home, brand pages and every other template type. */
export function TemplateSections({ sections }: { sections: ResolvedSection[] }) {
  let bannerSeen = false;
  return (
    <>
      {sections.map((section, index) => {
        const key = `${section.type}-${index}`;
        switch (section.type) {
          case "banner_carousel": {
            const first = !bannerSeen;
            bannerSeen = true;
            return <BannerCarousel key={key} slides={section.slides} priority={first && index === 0} />;
          }
          case "product_carousel":
            return section.products.length > 0 ? (
              <ProductCarousel
                key={key}
                id={`carousel-${index}`}
                title={section.title}
                viewAllUrl={section.viewAllUrl}
                products={section.products}
              />
            ) : null;
          case "tile_grid":
            return <TileGrid key={key} id={`tiles-${index}`} title={section.title} tiles={section.tiles} />;
          case "rich_text":
            return <RichText key={key} id={`text-${index}`} title={section.title} html={section.html} />;
          default:
            return null;
        }
      })}
    </>
  );
}
