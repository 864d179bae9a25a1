import { type ArticleType, articleTypeBySlug } from "@odin/contracts";
import type { pageRoutes } from "../schema";
import type { BrandDef, Gender } from "./brands";
import { articleGroups, GENDERS } from "./categories";

/** A listing reachable at its own path; `reference` is a listing query (spec 2 §3 keys plus gender, article). */
export interface CollectionDef {
  path: string;
  title: string;
  reference: string;
  type: "Collection" | "ProductListBanner";
}

export type PageRouteRow = typeof pageRoutes.$inferInsert;

/** Listing links of spec 2 §2 that need no page route. */
export const LINKS = {
  newArrivals: "/products?na&sort=newest",
  onSale: "/products?os",
  brands: "/brandslist",
  storeLocator: "/store-locator",
} as const;

/**
 * Master templates reachable by path besides home and the brand pages; the page route's type is
 * the template type, so the catch-all knows what to render without reading the document.
 */
export const EXTRA_TEMPLATES = [
  {
    key: "wedding-edit",
    title: "The Wedding Edit",
    templateType: "CollectionTemplate",
    description: "Sarees, kurtas and party wear for every function of the wedding season.",
  },
  {
    key: "summer-style-guide",
    title: "Summer Style Guide",
    templateType: "BlogTemplate",
    description: "How to dress for the Indian summer: breathable fabrics, light colours and easy cuts.",
  },
  {
    key: "gifting-guide",
    title: "The Gifting Guide",
    templateType: "GenericTemplate",
    description: "Watches, fragrances and bags to gift, from brands they will love.",
  },
  {
    key: "mens-style-guide",
    title: "Men's Style Guide",
    templateType: "CategoryTemplate",
    description: "Shirts, polos, denim, jackets and shoes: the basics of a smart-casual wardrobe for men.",
  },
] as const;

const g = (gender: Gender) => gender.toLowerCase();
const articleWord = (type: ArticleType) => (type.slug === "kids-tshirts" ? "tees" : type.slug);

/** `/women-kurtas`, `/boys-tees`. */
export function genderArticlePath(gender: Gender, type: ArticleType): string {
  return `/${g(gender)}-${articleWord(type)}`;
}

/** `/nw-women-kurtis`. */
export function brandArticlePath(brand: BrandDef, gender: Gender, type: ArticleType): string {
  return `/${brand.code}-${g(gender)}-${articleWord(type)}`;
}

/** `/nw-women`. */
export const brandGenderPath = (brand: BrandDef, gender: Gender) => `/${brand.code}-${g(gender)}`;
export const brandNewArrivalsPath = (brand: BrandDef) => `/${brand.code}-new-arrivals`;
export const brandSalePath = (brand: BrandDef) => `/${brand.code}-sale`;

function articleTitle(gender: Gender, type: ArticleType): string {
  return type.slug === "kids-tshirts" ? `${gender} Tees` : `${gender} ${type.name}`;
}

/** The article types a brand sells to each of its genders, in catalog order. */
export function brandAssortment(brand: BrandDef): Map<Gender, ArticleType[]> {
  const assortment = new Map<Gender, ArticleType[]>();
  for (const gender of brand.genders) {
    const types = [...articleGroups(gender).values()]
      .flat()
      .filter((type) => brand.articles[type.slug] !== undefined);
    if (types.length > 0) assortment.set(gender, types);
  }
  return assortment;
}

const THEMES: readonly CollectionDef[] = [
  { path: "/kids", title: "Kids", reference: "gender=Boys--Girls", type: "Collection" },
  {
    path: "/ethnic-wear",
    title: "Ethnic Wear",
    reference: "article=kurtas--kurtis--sarees",
    type: "Collection",
  },
  {
    path: "/western-wear",
    title: "Western Wear",
    reference: "gender=Women&article=dresses--skirts--tops",
    type: "Collection",
  },
  { path: "/footwear", title: "Footwear", reference: "article=sneakers--formal-shoes", type: "Collection" },
  {
    path: "/accessories",
    title: "Accessories",
    reference: "article=caps--handbags--watches",
    type: "Collection",
  },
  { path: "/winterwear", title: "Winterwear", reference: "article=jackets", type: "Collection" },
  { path: "/denim", title: "The Denim Shop", reference: "article=jeans", type: "Collection" },
  {
    path: "/innerwear",
    title: "Innerwear & Lingerie",
    reference: "article=innerwear--lingerie",
    type: "Collection",
  },
  { path: "/beauty", title: "Fragrances", reference: "article=fragrances", type: "Collection" },
  { path: "/festive-edit", title: "The Festive Edit", reference: "f-oc=Festive", type: "ProductListBanner" },
  { path: "/party-wear", title: "Party Wear", reference: "f-oc=Party", type: "Collection" },
  { path: "/workwear", title: "Workwear", reference: "f-oc=Work--Formal", type: "Collection" },
  { path: "/sportswear", title: "Sportswear", reference: "f-oc=Sports", type: "Collection" },
  { path: "/new-arrivals", title: "New Arrivals", reference: "na&sort=newest", type: "ProductListBanner" },
  { path: "/sale", title: "Sale", reference: "os", type: "Collection" },
  {
    path: "/sale-70-off",
    title: "Flat 70% Off",
    reference: "f-pro=FLAT70&os&sort=discount",
    type: "ProductListBanner",
  },
  { path: "/men-sale", title: "Men on Sale", reference: "gender=Men&os", type: "Collection" },
  { path: "/women-sale", title: "Women on Sale", reference: "gender=Women&os", type: "Collection" },
  { path: "/kids-sale", title: "Kids on Sale", reference: "gender=Boys--Girls&os", type: "Collection" },
];

/** Store-wide collections: one per gender, per gender and article type, and themed ones. */
export function storeCollections(): CollectionDef[] {
  const collections: CollectionDef[] = [];
  for (const gender of GENDERS) {
    collections.push({
      path: `/${g(gender)}`,
      title: gender,
      reference: `gender=${gender}`,
      type: "Collection",
    });
    for (const type of [...articleGroups(gender).values()].flat()) {
      collections.push({
        path: genderArticlePath(gender, type),
        title: articleTitle(gender, type),
        reference: `gender=${gender}&article=${type.slug}`,
        type: "Collection",
      });
    }
  }
  return [...collections, ...THEMES];
}

/** A brand's own collections: new arrivals, sale, each gender and each gender × article type it sells. */
export function brandCollections(brand: BrandDef): CollectionDef[] {
  const filter = `f-br=${brand.code}`;
  const collections: CollectionDef[] = [
    {
      path: brandNewArrivalsPath(brand),
      title: `New at ${brand.name}`,
      reference: `${filter}&na&sort=newest`,
      type: "Collection",
    },
    {
      path: brandSalePath(brand),
      title: `${brand.name} Sale`,
      reference: `${filter}&os`,
      type: "Collection",
    },
  ];
  for (const [gender, types] of brandAssortment(brand)) {
    collections.push({
      path: brandGenderPath(brand, gender),
      title: `${brand.name} ${gender}`,
      reference: `${filter}&gender=${gender}`,
      type: "Collection",
    });
    for (const type of types) {
      collections.push({
        path: brandArticlePath(brand, gender, type),
        title: `${brand.name} ${articleTitle(gender, type)}`,
        reference: `${filter}&gender=${gender}&article=${type.slug}`,
        type: "Collection",
      });
    }
  }
  return collections;
}

export function buildPageRoutes(brands: readonly BrandDef[]): PageRouteRow[] {
  const rows: PageRouteRow[] = brands.map((brand) => ({
    path: `/${brand.code}`,
    type: "Brand",
    title: brand.name,
    reference: brand.code,
  }));
  for (const collection of [...storeCollections(), ...brands.flatMap(brandCollections)]) {
    rows.push({
      path: collection.path,
      type: collection.type,
      title: collection.title,
      reference: collection.reference,
    });
  }
  for (const template of EXTRA_TEMPLATES) {
    rows.push({
      path: `/${template.key}`,
      type: template.templateType,
      title: template.title,
      reference: template.key,
    });
  }
  return rows;
}

/** The article type of a slug, for content builders that name article types by slug. */
export function articleType(slug: string): ArticleType {
  const type = articleTypeBySlug(slug);
  if (!type) throw new Error(`unknown article type ${slug}`);
  return type;
}
