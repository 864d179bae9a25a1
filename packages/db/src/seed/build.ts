import { BRAND_DEFS, type BrandRow, buildBrands } from "./brands";
import { buildCategories, type CategoryRow } from "./categories";
import { buildFulfilmentCentres, type CentreRow } from "./centres";
import { buildPageRoutes, type PageRouteRow } from "./collections";
import { buildContentDocuments, type ContentDocumentRow } from "./content";
import {
  type BrandDeclarationRow,
  buildBrandDeclarations,
  buildStyleDeclarations,
  type StyleDeclarationRow,
} from "./declarations";
import { loadPincodes, type PincodeRow } from "./pincodes";
import { buildPromotions, buildSizeCharts, type PromotionRow, type SizeChartRow } from "./reference";
import { generateReviews, type ReviewColumns } from "./reviews";
import { generateSkus, type SkuRow } from "./skus";
import { generateStock, type StockColumns } from "./stock";
import { generateStyles, type StylePromotionRow, type StyleRow } from "./styles";

/** Everything the seed writes except the users, computed in memory. */
export interface DemoCatalog {
  brands: BrandRow[];
  brandDeclarations: BrandDeclarationRow[];
  categories: CategoryRow[];
  promotions: PromotionRow[];
  sizeCharts: SizeChartRow[];
  styles: StyleRow[];
  stylePromotions: StylePromotionRow[];
  styleDeclarations: StyleDeclarationRow[];
  skus: SkuRow[];
  pincodes: PincodeRow[];
  centres: CentreRow[];
  stock: StockColumns;
  reviews: ReviewColumns;
  contentDocuments: ContentDocumentRow[];
  pageRoutes: PageRouteRow[];
}

/** A pure function of `styleCount` (and the bundled postal data): same input, same rows. */
export function buildDemoCatalog(styleCount: number): DemoCatalog {
  if (!Number.isInteger(styleCount) || styleCount < 1)
    throw new Error("styles must be a positive whole number");
  const categories = buildCategories();
  const { styles, stylePromotions } = generateStyles(styleCount, categories);
  const skus = generateSkus(styles);
  const directory = loadPincodes();
  const centres = buildFulfilmentCentres(directory, BRAND_DEFS);
  const stock = generateStock(styles, skus, centres);
  return {
    brands: buildBrands(),
    brandDeclarations: buildBrandDeclarations(BRAND_DEFS),
    categories: categories.rows,
    promotions: buildPromotions(),
    sizeCharts: buildSizeCharts(),
    styles,
    stylePromotions,
    styleDeclarations: buildStyleDeclarations(styles),
    skus,
    pincodes: directory.rows,
    centres,
    stock,
    reviews: generateReviews(styles, skus),
    contentDocuments: buildContentDocuments(BRAND_DEFS),
    pageRoutes: buildPageRoutes(BRAND_DEFS),
  };
}
