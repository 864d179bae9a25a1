import {
  articleTypeBySlug,
  BAG,
  type Breadcrumb,
  discountPercent,
  IMAGE_VIEWS,
  type ImageView,
  LABELS,
  PRODUCT,
  type ProductDetail,
  placeholderImageUrl,
  type Sku,
  styleImageUrl,
  stylePhotoUrl,
  styleUrl,
} from "@odin/contracts";
import { legalInformation, NO_STYLE_DECLARATIONS } from "../declarations";
import type { SkuStockRow, StyleDetailRow } from "./product.repo";

type ImageSet = ProductDetail["images"][number];

const isView = (view: string): view is ImageView => (IMAGE_VIEWS as readonly string[]).includes(view);

/**
 * One set per stored view in display order, each the view's photograph when one was imported, else
 * its drawing; one placeholder set when the style has neither (spec 2 §3).
 */
function imagesOf(row: StyleDetailRow): ImageSet[] {
  const silhouette = articleTypeBySlug(row.articleType)?.silhouette;
  const sets = row.imageViews.filter(isView).flatMap((view): ImageSet[] => {
    const photo = row.photos?.[view];
    if (photo) {
      return [
        {
          thumbnail: stylePhotoUrl(row.id, view, photo, "thumbnail"),
          medium: stylePhotoUrl(row.id, view, photo, "medium"),
          large: stylePhotoUrl(row.id, view, photo, "large"),
        },
      ];
    }
    if (!silhouette) return [];
    return [
      {
        thumbnail: styleImageUrl(silhouette, row.colourCode, view, "thumbnail"),
        medium: styleImageUrl(silhouette, row.colourCode, view, "medium"),
        large: styleImageUrl(silhouette, row.colourCode, view, "large"),
      },
    ];
  });
  if (sets.length > 0) return sets;
  return [
    {
      thumbnail: placeholderImageUrl("thumbnail"),
      medium: placeholderImageUrl("medium"),
      large: placeholderImageUrl("large"),
    },
  ];
}

function toSku(row: SkuStockRow): Sku {
  return {
    skuId: row.id,
    size: row.size,
    ...(row.tenantSize ? { tenantSize: row.tenantSize } : {}),
    ...(row.tenantSizeLabel ? { tenantSizeLabel: row.tenantSizeLabel } : {}),
    mrp: row.mrp,
    price: row.price,
    discountInPercentage: discountPercent(row.mrp, row.price),
    inStock: row.quantity > 0,
    /** What can be bought, capped at the bag's most per item (spec 3 §5). */
    tenantsellableQty: Math.min(row.quantity, BAG.maxQuantityPerItem),
  };
}

/** Smallest and largest value; `fallback` for a style without SKUs. */
function rangeOf(values: number[], fallback: number): ProductDetail["mrpRange"] {
  return values.length === 0
    ? { min: fallback, max: fallback }
    : { min: Math.min(...values), max: Math.max(...values) };
}

/** "navy blue" → "Navy Blue", "t-shirt" → "T-Shirt". */
const titleCase = (text: string) =>
  text.replace(/(^|[\s-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());

/** The style's tags, title-cased, after a "NEW" tag for new arrivals. */
function tagsOf(row: StyleDetailRow): ProductDetail["productTags"] {
  const texts = [...(row.isNew ? ["NEW"] : []), ...row.tags.map(titleCase)];
  return texts.map((text) => ({ text, colour: PRODUCT.defaultTagColour }));
}

/** Home → gender collection → gender and article collection → the style itself. */
function breadcrumbsOf(row: StyleDetailRow, url: string): Breadcrumb[] {
  const crumbs: Breadcrumb[] = [{ breadcrumbText: LABELS.header.home, breadcrumbUrl: "/" }];
  for (const page of [row.genderPage, row.articlePage]) {
    if (page) crumbs.push({ breadcrumbText: page.title, breadcrumbUrl: page.path });
  }
  crumbs.push({ breadcrumbText: row.name, breadcrumbUrl: url });
  return crumbs;
}

export function toProductDetail(row: StyleDetailRow): ProductDetail {
  const skus = row.skus.map(toSku);
  const url = styleUrl(row.slug, row.code);
  const tenantSizeLabel = skus.find((sku) => sku.tenantSizeLabel)?.tenantSizeLabel;
  return {
    styleId: row.id,
    code: row.code,
    name: row.name,
    brandName: row.brandName,
    brandDetails: {
      id: row.brandCode,
      legalBrandNames: row.legalBrandNames,
      parentBrandName: row.parentBrand,
    },
    brandClickableUrl: `/${row.brandCode}`,
    url,
    colour: row.colour,
    colorCode: row.colourCode,
    images: imagesOf(row),
    videos: [],
    colors: row.colours.map((colourway) => ({
      styleId: colourway.styleId,
      colour: colourway.colour,
      colorCode: colourway.colourCode,
      url: styleUrl(colourway.slug, colourway.code),
      selected: colourway.styleId === row.id,
      inStock: colourway.inStock,
    })),
    skus,
    inStock: skus.some((sku) => sku.inStock),
    isNew: row.isNew,
    mrp: row.mrp,
    price: row.price,
    discountInPercentage: row.discountPercent,
    mrpRange: rangeOf(
      skus.map((sku) => sku.mrp),
      row.mrp,
    ),
    sellingPriceRange: rangeOf(
      skus.map((sku) => sku.price),
      row.price,
    ),
    discountRange: rangeOf(
      skus.map((sku) => sku.discountInPercentage),
      row.discountPercent,
    ),
    promotions: row.promotions,
    story: row.story,
    ...(row.sizeChartId !== null ? { sizeChartId: row.sizeChartId } : {}),
    productTags: tagsOf(row),
    returnable: row.returnable,
    ...(tenantSizeLabel ? { tenantSizeLabel } : {}),
    sizeMappingEnabled: skus.some((sku) => sku.tenantSize !== undefined),
    gender: row.gender,
    pcmArticleType: row.articleType,
    articleTypeName: row.articleTypeName ?? articleTypeBySlug(row.articleType)?.name ?? row.articleType,
    tenantsellableQty: skus.reduce((total, sku) => total + sku.tenantsellableQty, 0),
    rating: {
      average: Number(row.rating.average),
      count: Number(row.rating.count),
      distribution: row.rating.distribution.map(Number),
    },
    breadcrumbs: breadcrumbsOf(row, url),
    legal: legalInformation({
      own: row.ownDeclarations ?? NO_STYLE_DECLARATIONS,
      brand: row.brandDeclarations,
      sizes: row.skus,
      chart: row.chart,
      returnable: row.returnable,
      mrp: row.mrp,
    }),
  };
}
