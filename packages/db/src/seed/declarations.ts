import type { brandDeclarations, styleDeclarations } from "../schema";
import type { BrandDef } from "./brands";
import type { StyleRow } from "./styles";

export type BrandDeclarationRow = typeof brandDeclarations.$inferInsert;
export type StyleDeclarationRow = typeof styleDeclarations.$inferInsert;

/** The demo's parent companies: where their goods are made and who answers their customers. */
const COMPANIES: Record<string, { address: string; phone: string }> = {
  "Sutradhar Lifestyle": {
    address: "Plot 14, Sitapura Industrial Area, Jaipur, Rajasthan 302022",
    phone: "1800 419 2241",
  },
  "Bluewater Apparel": {
    address: "No. 42, Peenya Industrial Area Phase II, Bengaluru, Karnataka 560058",
    phone: "1800 425 7788",
  },
  "Stride Sports Group": {
    address: "B-19, Sector 63, Noida, Uttar Pradesh 201301",
    phone: "1800 180 3344",
  },
  "Odin Brands": {
    address: "Unit 7, Kandivali Industrial Estate, Mumbai, Maharashtra 400067",
    phone: "1800 266 9100",
  },
};

const SELLER = {
  name: "Odin Retail Private Limited",
  address: "4th Floor, Prestige Meridian, M.G. Road, Bengaluru, Karnataka 560001",
};

/** Every demo brand's defaults (a brand's id is its place in BRAND_DEFS + 1, as buildBrands gives): its parent company makes and answers for it; the store sells it. */
export function buildBrandDeclarations(brands: readonly BrandDef[]): BrandDeclarationRow[] {
  return brands.map((brand, index) => {
    const company =
      COMPANIES[brand.parentBrand] ?? (COMPANIES["Odin Brands"] as { address: string; phone: string });
    return {
      brandId: index + 1,
      makerRole: brand.brandType === "Beauty" ? "marketer" : "manufacturer",
      makerName: brand.parentBrand,
      makerAddress: company.address,
      countryOfOrigin: "India",
      careEmail: `care.${brand.code}@odin.example`,
      carePhone: company.phone,
      sellerName: SELLER.name,
      sellerAddress: SELLER.address,
    };
  });
}

/** What a free-size style of each article type measures, its size chart giving no centimetres. */
const DIMENSIONS: Record<string, string> = {
  sarees: "Saree 550 cm × 112 cm, with an unstitched blouse piece of 80 cm",
  caps: "Head circumference 56–60 cm (adjustable strap), peak 7 cm",
  handbags: "Width 32 cm × height 26 cm × depth 12 cm, handle drop 22 cm",
  watches: "Case diameter 4.2 cm, strap length 20 cm, strap width 2 cm",
};

/** Fragrances are packaged commodities: 100 ml, made in a month of the last year. */
const PACKAGED: Record<string, { netQuantity: number; measure: "volume" }> = {
  fragrances: { netQuantity: 100, measure: "volume" },
};

/**
 * A style's own declarations where its brand's are not enough: the dimensions of free-size goods,
 * the net quantity and month of manufacture of packaged ones; imported watches name their importer.
 */
export function buildStyleDeclarations(styles: readonly StyleRow[]): StyleDeclarationRow[] {
  const rows: StyleDeclarationRow[] = [];
  for (const style of styles) {
    const packaged = PACKAGED[style.articleType];
    const dimensions = DIMENSIONS[style.articleType];
    if (!packaged && !dimensions) continue;
    const month = 1 + (style.id % 12);
    const imported = style.articleType === "watches" && style.id % 3 === 0;
    rows.push({
      styleId: style.id,
      ...(imported
        ? {
            makerRole: "importer" as const,
            makerName: "Odin Time Imports LLP",
            makerAddress: "Gala 3, Bhiwandi Logistics Park, Thane, Maharashtra 421302",
            countryOfOrigin: "China",
          }
        : {}),
      packaged: Boolean(packaged),
      netQuantity: packaged?.netQuantity ?? null,
      netQuantityMeasure: packaged?.measure ?? null,
      madeOn: packaged ? `2026-${String(month).padStart(2, "0")}` : null,
      dimensions: dimensions ?? null,
    });
  }
  return rows;
}
