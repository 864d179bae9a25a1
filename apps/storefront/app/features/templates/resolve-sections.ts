import {
  type CardView,
  type CarouselResponse,
  cardView,
  type MasterTemplate,
  type RequestLog,
  type StorefrontServices,
  type TemplateSection,
} from "@odin/contracts";

type ProductCarouselSection = Extract<TemplateSection, { type: "product_carousel" }>;

/** A template section ready to render: product carousels carry their products. */
export type ResolvedSection =
  | Exclude<TemplateSection, ProductCarouselSection>
  | (ProductCarouselSection & { products: CardView[] });

const EMPTY: CarouselResponse = { styles: { styleList: [] }, totalElements: 0 };

/**
 * Fetches the products of every product carousel in parallel. A carousel whose query fails is left
 * empty (and so not shown) rather than failing the whole page.
 */
export async function resolveSections(
  template: MasterTemplate,
  catalog: Pick<StorefrontServices["catalog"], "carousel">,
  log: Pick<RequestLog, "error">,
): Promise<ResolvedSection[]> {
  return Promise.all(
    template.sections.map(async (section): Promise<ResolvedSection> => {
      if (section.type !== "product_carousel") return section;
      const response = await catalog.carousel(section.query, section.limit).catch((error: unknown) => {
        log.error({ err: error, carousel: section.title }, "product carousel failed");
        return EMPTY;
      });
      return { ...section, products: response.styles.styleList.map(cardView) };
    }),
  );
}
