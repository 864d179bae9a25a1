import type { brands } from "../schema";
import { slugify } from "./text";

export type Gender = "Men" | "Women" | "Boys" | "Girls";

/** A demo brand: the row of the brands table plus what it sells and how big it is. */
export interface BrandDef {
  code: string;
  name: string;
  legalBrandNames: string[];
  parentBrand: string;
  brandType: "Apparel" | "Footwear" | "Accessories" | "Innerwear" | "Beauty";
  colour: string;
  description: string;
  genders: Gender[];
  /** Article type slug → relative weight in the brand's catalog. */
  articles: Record<string, number>;
  /** Relative share of the whole catalog. */
  catalogWeight: number;
  /** Relative number of stores. */
  storeWeight: number;
  wideNavigation?: boolean;
}

const SUTRADHAR = "Sutradhar Lifestyle";
const BLUEWATER = "Bluewater Apparel";
const STRIDE = "Stride Sports Group";
const ODIN = "Odin Brands";

/** Original brand names; nw, us, fm and se are the codes the spec refers to. */
export const BRAND_DEFS: readonly BrandDef[] = [
  {
    code: "nw",
    name: "Neelam Weaves",
    legalBrandNames: ["Neelam Weaves", "Neelam Weaves Girls"],
    parentBrand: SUTRADHAR,
    brandType: "Apparel",
    colour: "#8e2c48",
    description:
      "Everyday and festive ethnic wear for women: block-printed kurtis, easy kurtas and woven sarees.",
    genders: ["Women", "Girls"],
    articles: { kurtis: 5, kurtas: 4, sarees: 2, dresses: 1, skirts: 1, tops: 1 },
    catalogWeight: 10,
    storeWeight: 10,
  },
  {
    code: "us",
    name: "Urban Stripe Polo Co.",
    legalBrandNames: ["Urban Stripe Polo Co.", "Urban Stripe Kids"],
    parentBrand: BLUEWATER,
    brandType: "Apparel",
    colour: "#1f3a68",
    description: "Classic polos, crisp shirts and weekend casuals for the whole family since 1998.",
    genders: ["Men", "Women", "Boys", "Girls"],
    articles: {
      polos: 5,
      tshirts: 4,
      shirts: 4,
      jeans: 2,
      trousers: 2,
      shorts: 1,
      jackets: 1,
      caps: 1,
      sneakers: 1,
      "kids-tshirts": 1,
    },
    catalogWeight: 10,
    storeWeight: 10,
    wideNavigation: true,
  },
  {
    code: "fm",
    name: "Flint Mills",
    legalBrandNames: ["Flint Mills", "Flint Mills Denim"],
    parentBrand: BLUEWATER,
    brandType: "Apparel",
    colour: "#2d4f7c",
    description:
      "Denim first: selvedge-inspired jeans, printed tees and rugged jackets cut for Indian summers.",
    genders: ["Men", "Women", "Boys"],
    articles: { jeans: 6, tshirts: 2, shirts: 2, jackets: 2, shorts: 1, skirts: 1, caps: 1 },
    catalogWeight: 8,
    storeWeight: 8,
  },
  {
    code: "se",
    name: "Stride Essentials",
    legalBrandNames: ["Stride Essentials"],
    parentBrand: STRIDE,
    brandType: "Apparel",
    colour: "#0f7b6c",
    description: "Sports and everyday essentials: quick-dry tees, running shorts, trainers and basics.",
    genders: ["Men", "Women", "Boys", "Girls"],
    articles: { tshirts: 3, shorts: 3, sneakers: 3, jackets: 1, caps: 1, innerwear: 1, "kids-tshirts": 1 },
    catalogWeight: 8,
    storeWeight: 8,
  },
  {
    code: "al",
    name: "Aranya Looms",
    legalBrandNames: ["Aranya Looms"],
    parentBrand: SUTRADHAR,
    brandType: "Apparel",
    colour: "#9a5b13",
    description: "Handloom sarees and occasion kurtas woven with weaver clusters across eight states.",
    genders: ["Women"],
    articles: { sarees: 5, kurtas: 2, kurtis: 1 },
    catalogWeight: 4,
    storeWeight: 4,
  },
  {
    code: "kc",
    name: "Kesar & Kin",
    legalBrandNames: ["Kesar & Kin"],
    parentBrand: SUTRADHAR,
    brandType: "Apparel",
    colour: "#c46a1b",
    description: "Menswear for weddings, pujas and long lunches: kurtas, nehru jackets and shirts.",
    genders: ["Men"],
    articles: { kurtas: 5, jackets: 1, shirts: 1, trousers: 1 },
    catalogWeight: 4,
    storeWeight: 4,
  },
  {
    code: "mr",
    name: "Meridian Row",
    legalBrandNames: ["Meridian Row", "Meridian Row Women"],
    parentBrand: ODIN,
    brandType: "Apparel",
    colour: "#34374a",
    description: "Office formals that travel well: non-iron shirts, tailored trousers and leather shoes.",
    genders: ["Men", "Women"],
    articles: { shirts: 5, trousers: 4, "formal-shoes": 1, jackets: 1 },
    catalogWeight: 5,
    storeWeight: 5,
  },
  {
    code: "tt",
    name: "Tinytrail",
    legalBrandNames: ["Tinytrail"],
    parentBrand: ODIN,
    brandType: "Apparel",
    colour: "#e0792b",
    description: "Soft, sturdy clothes for kids aged 2 to 11, in cotton that survives the playground.",
    genders: ["Boys", "Girls"],
    articles: { "kids-tshirts": 5, shorts: 2, dresses: 2, skirts: 1, jeans: 1, tops: 1 },
    catalogWeight: 5,
    storeWeight: 5,
  },
  {
    code: "ss",
    name: "Saffron Steps",
    legalBrandNames: ["Saffron Steps"],
    parentBrand: STRIDE,
    brandType: "Footwear",
    colour: "#d4862c",
    description: "Sneakers and formal shoes with cushioned insoles, sized in UK sizes 6 to 11.",
    genders: ["Men", "Women"],
    articles: { sneakers: 5, "formal-shoes": 3 },
    catalogWeight: 5,
    storeWeight: 6,
  },
  {
    code: "mm",
    name: "Mist & Musk",
    legalBrandNames: ["Mist & Musk"],
    parentBrand: ODIN,
    brandType: "Beauty",
    colour: "#6a3d7a",
    description: "Long-lasting perfumes and body mists blended for warm Indian weather.",
    genders: ["Men", "Women"],
    articles: { fragrances: 1 },
    catalogWeight: 2,
    storeWeight: 2,
  },
  {
    code: "cl",
    name: "Chronoleaf",
    legalBrandNames: ["Chronoleaf"],
    parentBrand: ODIN,
    brandType: "Accessories",
    colour: "#2f4f4f",
    description: "Analogue and chronograph watches with sapphire-coated glass and two-year warranty.",
    genders: ["Men", "Women"],
    articles: { watches: 1 },
    catalogWeight: 2,
    storeWeight: 2,
  },
  {
    code: "ca",
    name: "Carryall Co.",
    legalBrandNames: ["Carryall Co."],
    parentBrand: BLUEWATER,
    brandType: "Accessories",
    colour: "#7b4a2e",
    description: "Totes, slings and caps in vegan leather and canvas, made for the daily commute.",
    genders: ["Women", "Men"],
    articles: { handbags: 4, caps: 2 },
    catalogWeight: 3,
    storeWeight: 3,
  },
  {
    code: "sl",
    name: "Softline",
    legalBrandNames: ["Softline", "Softline Intimates"],
    parentBrand: ODIN,
    brandType: "Innerwear",
    colour: "#b5446e",
    description: "Innerwear and lingerie in breathable cotton and micro-modal, in sizes XS to XXL.",
    genders: ["Men", "Women"],
    articles: { innerwear: 4, lingerie: 4 },
    catalogWeight: 4,
    storeWeight: 3,
  },
  {
    code: "ib",
    name: "Indigo Bay",
    legalBrandNames: ["Indigo Bay"],
    parentBrand: BLUEWATER,
    brandType: "Apparel",
    colour: "#3c4fa0",
    description: "Western wear for women: breezy dresses, tops and denim for work and weekends.",
    genders: ["Women"],
    articles: { tops: 4, dresses: 4, skirts: 2, jeans: 2, trousers: 1, shorts: 1 },
    catalogWeight: 6,
    storeWeight: 6,
  },
  {
    code: "pt",
    name: "Peak Trail",
    legalBrandNames: ["Peak Trail"],
    parentBrand: STRIDE,
    brandType: "Apparel",
    colour: "#4a6b3a",
    description: "Outdoor and winterwear: puffers, windcheaters and trail gear for the hills.",
    genders: ["Men", "Women", "Boys"],
    articles: { jackets: 5, tshirts: 2, shorts: 1, sneakers: 1, caps: 1 },
    catalogWeight: 4,
    storeWeight: 4,
  },
  {
    code: "gt",
    name: "Gully Threads",
    legalBrandNames: ["Gully Threads"],
    parentBrand: BLUEWATER,
    brandType: "Apparel",
    colour: "#d13f32",
    description: "Streetwear from the city's lanes: oversized graphic tees, cargo shorts and sneakers.",
    genders: ["Men", "Women"],
    articles: { tshirts: 4, shirts: 2, jeans: 2, shorts: 1, caps: 1, sneakers: 1 },
    catalogWeight: 5,
    storeWeight: 5,
  },
  {
    code: "vv",
    name: "Vastra Vibe",
    legalBrandNames: ["Vastra Vibe"],
    parentBrand: SUTRADHAR,
    brandType: "Apparel",
    colour: "#b03a6f",
    description: "Indo-western fusion: printed kurtis, kurta sets and tops that go from desk to dinner.",
    genders: ["Women", "Men"],
    articles: { kurtis: 3, kurtas: 3, tops: 2, dresses: 1, skirts: 1 },
    catalogWeight: 5,
    storeWeight: 5,
  },
  {
    code: "ml",
    name: "Monsoon Lane",
    legalBrandNames: ["Monsoon Lane"],
    parentBrand: ODIN,
    brandType: "Apparel",
    colour: "#2f7d8c",
    description: "Relaxed dresses, tops and bags in washed cottons and rain-ready colours.",
    genders: ["Women", "Girls"],
    articles: { dresses: 3, tops: 3, skirts: 1, handbags: 1, shorts: 1 },
    catalogWeight: 5,
    storeWeight: 5,
  },
];

export type BrandRow = typeof brands.$inferInsert & { id: number };

export function buildBrands(): BrandRow[] {
  return BRAND_DEFS.map((brand, index) => ({
    id: index + 1,
    code: brand.code,
    name: brand.name,
    slug: slugify(brand.name),
    subSitePath: `/${brand.code}`,
    legalBrandNames: brand.legalBrandNames,
    parentBrand: brand.parentBrand,
    brandType: brand.brandType,
    description: brand.description,
    colour: brand.colour,
    wideNavigation: brand.wideNavigation === true,
    position: index + 1,
  }));
}
