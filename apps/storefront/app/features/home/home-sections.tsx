import { BannerCarousel } from "./banner-carousel";
import type { HomeSection } from "./load-home";
import { ProductCarousel } from "./product-carousel";
import { RichText } from "./rich-text";
import { TileGrid } from "./tile-grid";

/** The sections of a master template, in order. */
export function HomeSections({ sections }: { sections: HomeSection[] }) {
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
