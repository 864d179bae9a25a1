/**
 * The article types the store sells. `silhouette` names the garment drawing used for generated
 * product images; `sizeSet` the sizes a style of this type comes in.
 */
export const SIZE_SETS = {
  apparel: ["XS", "S", "M", "L", "XL", "XXL"],
  waist: ["28", "30", "32", "34", "36", "38"],
  shoes: ["6", "7", "8", "9", "10", "11"],
  kids: ["2-3Y", "4-5Y", "6-7Y", "8-9Y", "10-11Y"],
  free: ["Free Size"],
} as const;
export type SizeSet = keyof typeof SIZE_SETS;

export const SILHOUETTES = [
  "tshirt",
  "shirt",
  "polo",
  "kurta",
  "dress",
  "top",
  "jeans",
  "trousers",
  "shorts",
  "skirt",
  "jacket",
  "saree",
  "sneakers",
  "shoes",
  "cap",
  "bag",
  "innerwear",
  "fragrance",
  "watch",
] as const;
export type Silhouette = (typeof SILHOUETTES)[number];

export interface ArticleType {
  slug: string;
  name: string;
  /** Category group under a gender (Topwear, Bottomwear, Ethnic Wear, Footwear, Accessories, ...). */
  group: string;
  genders: readonly ("Men" | "Women" | "Boys" | "Girls" | "Unisex")[];
  silhouette: Silhouette;
  sizeSet: SizeSet;
  /** Harmonised System of Nomenclature code used on invoices (GST). */
  hsnCode: string;
  returnable: boolean;
  /** Typical MRP range in rupees. */
  mrpRange: readonly [number, number];
}

export const ARTICLE_TYPES: readonly ArticleType[] = [
  {
    slug: "tshirts",
    name: "T-Shirts",
    group: "Topwear",
    genders: ["Men", "Women", "Boys", "Girls"],
    silhouette: "tshirt",
    sizeSet: "apparel",
    hsnCode: "6109",
    returnable: true,
    mrpRange: [499, 1999],
  },
  {
    slug: "shirts",
    name: "Shirts",
    group: "Topwear",
    genders: ["Men", "Women", "Boys"],
    silhouette: "shirt",
    sizeSet: "apparel",
    hsnCode: "6205",
    returnable: true,
    mrpRange: [999, 3499],
  },
  {
    slug: "polos",
    name: "Polos",
    group: "Topwear",
    genders: ["Men", "Boys"],
    silhouette: "polo",
    sizeSet: "apparel",
    hsnCode: "6105",
    returnable: true,
    mrpRange: [899, 2999],
  },
  {
    slug: "tops",
    name: "Tops",
    group: "Topwear",
    genders: ["Women", "Girls"],
    silhouette: "top",
    sizeSet: "apparel",
    hsnCode: "6206",
    returnable: true,
    mrpRange: [599, 2499],
  },
  {
    slug: "kurtas",
    name: "Kurtas",
    group: "Ethnic Wear",
    genders: ["Men", "Women"],
    silhouette: "kurta",
    sizeSet: "apparel",
    hsnCode: "6211",
    returnable: true,
    mrpRange: [799, 4999],
  },
  {
    slug: "kurtis",
    name: "Kurtis",
    group: "Ethnic Wear",
    genders: ["Women"],
    silhouette: "kurta",
    sizeSet: "apparel",
    hsnCode: "6211",
    returnable: true,
    mrpRange: [599, 2999],
  },
  {
    slug: "sarees",
    name: "Sarees",
    group: "Ethnic Wear",
    genders: ["Women"],
    silhouette: "saree",
    sizeSet: "free",
    hsnCode: "5407",
    returnable: true,
    mrpRange: [1499, 9999],
  },
  {
    slug: "dresses",
    name: "Dresses",
    group: "Western Wear",
    genders: ["Women", "Girls"],
    silhouette: "dress",
    sizeSet: "apparel",
    hsnCode: "6204",
    returnable: true,
    mrpRange: [999, 4999],
  },
  {
    slug: "skirts",
    name: "Skirts",
    group: "Western Wear",
    genders: ["Women", "Girls"],
    silhouette: "skirt",
    sizeSet: "apparel",
    hsnCode: "6204",
    returnable: true,
    mrpRange: [699, 2999],
  },
  {
    slug: "jeans",
    name: "Jeans",
    group: "Bottomwear",
    genders: ["Men", "Women", "Boys"],
    silhouette: "jeans",
    sizeSet: "waist",
    hsnCode: "6203",
    returnable: true,
    mrpRange: [1299, 4499],
  },
  {
    slug: "trousers",
    name: "Trousers",
    group: "Bottomwear",
    genders: ["Men", "Women"],
    silhouette: "trousers",
    sizeSet: "waist",
    hsnCode: "6203",
    returnable: true,
    mrpRange: [999, 3999],
  },
  {
    slug: "shorts",
    name: "Shorts",
    group: "Bottomwear",
    genders: ["Men", "Women", "Boys", "Girls"],
    silhouette: "shorts",
    sizeSet: "apparel",
    hsnCode: "6203",
    returnable: true,
    mrpRange: [499, 1999],
  },
  {
    slug: "jackets",
    name: "Jackets",
    group: "Winterwear",
    genders: ["Men", "Women", "Boys"],
    silhouette: "jacket",
    sizeSet: "apparel",
    hsnCode: "6201",
    returnable: true,
    mrpRange: [1999, 7999],
  },
  {
    slug: "kids-tshirts",
    name: "Kids T-Shirts",
    group: "Kids Wear",
    genders: ["Boys", "Girls"],
    silhouette: "tshirt",
    sizeSet: "kids",
    hsnCode: "6109",
    returnable: true,
    mrpRange: [299, 999],
  },
  {
    slug: "sneakers",
    name: "Sneakers",
    group: "Footwear",
    genders: ["Men", "Women"],
    silhouette: "sneakers",
    sizeSet: "shoes",
    hsnCode: "6404",
    returnable: true,
    mrpRange: [1999, 8999],
  },
  {
    slug: "formal-shoes",
    name: "Formal Shoes",
    group: "Footwear",
    genders: ["Men"],
    silhouette: "shoes",
    sizeSet: "shoes",
    hsnCode: "6403",
    returnable: true,
    mrpRange: [2499, 7999],
  },
  {
    slug: "caps",
    name: "Caps",
    group: "Accessories",
    genders: ["Men", "Women", "Unisex"],
    silhouette: "cap",
    sizeSet: "free",
    hsnCode: "6505",
    returnable: true,
    mrpRange: [399, 1499],
  },
  {
    slug: "handbags",
    name: "Handbags",
    group: "Accessories",
    genders: ["Women"],
    silhouette: "bag",
    sizeSet: "free",
    hsnCode: "4202",
    returnable: true,
    mrpRange: [1499, 6999],
  },
  {
    slug: "watches",
    name: "Watches",
    group: "Accessories",
    genders: ["Men", "Women"],
    silhouette: "watch",
    sizeSet: "free",
    hsnCode: "9102",
    returnable: true,
    mrpRange: [1999, 14999],
  },
  {
    slug: "innerwear",
    name: "Innerwear",
    group: "Innerwear",
    genders: ["Men", "Women"],
    silhouette: "innerwear",
    sizeSet: "apparel",
    hsnCode: "6107",
    returnable: false,
    mrpRange: [299, 1499],
  },
  {
    slug: "lingerie",
    name: "Lingerie",
    group: "Innerwear",
    genders: ["Women"],
    silhouette: "innerwear",
    sizeSet: "apparel",
    hsnCode: "6212",
    returnable: false,
    mrpRange: [499, 2499],
  },
  {
    slug: "fragrances",
    name: "Fragrances",
    group: "Beauty",
    genders: ["Men", "Women", "Unisex"],
    silhouette: "fragrance",
    sizeSet: "free",
    hsnCode: "3303",
    returnable: false,
    mrpRange: [799, 5999],
  },
];

export function articleTypeBySlug(slug: string): ArticleType | undefined {
  return ARTICLE_TYPES.find((type) => type.slug === slug);
}

/** Product page address: hyphenated slug ending in the style code (spec 2 §2). */
export function styleUrl(slug: string, code: string): string {
  return `/${slug}-${code}`;
}

/** A path whose last hyphenated word is a 10-11 character uppercase/digit code is a style address. */
export const STYLE_PATH_PATTERN = /^\/(?:[a-z0-9]+-)+([A-Z0-9]{10,11})$/;
