import { type ArticleType, articleTypeBySlug, PRODUCT, type SizeSet } from "@odin/contracts";
import { BRAND_DEFS, type BrandDef, type Gender } from "./brands";
import type { CategoryTree } from "./categories";
import { createRandom, type Random } from "./random";
import { PROMOTION_DEFS, sizeChartId } from "./reference";
import { article, slugify } from "./text";
import {
  type ArticleVocabulary,
  COLOURS,
  type NamedColour,
  type Occasion,
  STORY_ENDINGS,
  VOCABULARY,
} from "./vocabulary";

export const STYLE_ID_START = 1_000_001;
/** The fixed "today" of the demo catalog: creation dates are spread over the 180 days before it. */
export const SEED_EPOCH = new Date(Date.UTC(2026, 5, 1));
const DAY_MS = 86_400_000;
const NEW_ARRIVAL_DAYS = 27;
const MAX_STYLES = 999_999;

export interface StyleRow {
  id: number;
  code: string;
  slug: string;
  name: string;
  brandId: number;
  categoryId: number;
  gender: Gender;
  articleType: string;
  colour: string;
  colourCode: string;
  secondaryColour: string | null;
  occasion: Occasion;
  mrp: number;
  price: number;
  discountPercent: number;
  hsnCode: string;
  isNew: boolean;
  onSale: boolean;
  inStock: boolean;
  returnable: boolean;
  story: string;
  tags: string[];
  sizeChartId: number;
  imageViews: string[];
  designCode: string;
  popularity: number;
  createdAt: Date;
  /** Not stored: what the SKU and stock generators need. */
  sizeSet: SizeSet;
}

export interface StylePromotionRow {
  styleId: number;
  promotionId: number;
}

/** What the colourways of one design share. */
interface Design {
  index: number;
  brand: BrandDef;
  brandId: number;
  type: ArticleType;
  vocabulary: ArticleVocabulary;
  gender: Gender;
  pattern: string;
  cut: string;
  fabric: string;
  occasion: Occasion;
  mrpRupees: number;
  colours: NamedColour[];
  createdAt: number;
}

/** MRP in whole rupees ending in 99 within the article's range. */
function mrpIn(rng: Random, [low, high]: readonly [number, number]): number {
  const first = Math.ceil((low - 99) / 100);
  const last = Math.floor((high - 99) / 100);
  return rng.int(first, last) * 100 + 99;
}

function coloursFor(vocabulary: ArticleVocabulary): NamedColour[] {
  const names = vocabulary.colours;
  if (names) return COLOURS.filter((colour) => names.includes(colour.name));
  return COLOURS.filter((colour) => colour.name !== "Silver" && colour.name !== "Gold");
}

function planDesign(index: number): Design {
  const rng = createRandom(`design:${index}`);
  // The first designs visit every brand once, so even a tiny catalog has all of them.
  const brandIndex =
    index < BRAND_DEFS.length ? index : BRAND_DEFS.indexOf(rng.weighted(BRAND_DEFS, (b) => b.catalogWeight));
  const brand = BRAND_DEFS[brandIndex] as BrandDef;
  const [slug] = rng.weighted(Object.entries(brand.articles), ([, weight]) => weight);
  const type = articleTypeBySlug(slug);
  const vocabulary = VOCABULARY[slug];
  if (!type || !vocabulary) throw new Error(`unknown article type ${slug}`);
  const gender = rng.pick(brand.genders.filter((g) => type.genders.includes(g)));
  const sportsBrand = brand.code === "se" && rng.chance(0.6);
  return {
    index,
    brand,
    brandId: brandIndex + 1,
    type,
    vocabulary,
    gender,
    pattern: rng.pick(vocabulary.patterns),
    cut: rng.pick(vocabulary.genderCuts?.[gender] ?? vocabulary.cuts),
    fabric: rng.pick(vocabulary.fabrics),
    occasion: sportsBrand ? "Sports" : rng.pick(vocabulary.occasions),
    mrpRupees: mrpIn(rng, type.mrpRange),
    colours: rng.sample(coloursFor(vocabulary), rng.int(2, 4)),
    createdAt: SEED_EPOCH.getTime() - rng.int(0, 180 * 24 * 60) * 60_000,
  };
}

/** Discount percentages with their relative weights: a quarter of styles sell at MRP. */
const DISCOUNTS: readonly (readonly [number, number])[] = [
  [0, 25],
  [10, 6],
  [15, 6],
  [20, 8],
  [25, 6],
  [30, 8],
  [35, 6],
  [40, 8],
  [45, 4],
  [50, 8],
  [55, 3],
  [60, 4],
  [65, 3],
  [70, 5],
];
const SECONDARY_COLOURS = COLOURS.filter((c) => c.name !== "Silver" && c.name !== "Gold");

/** Eleven characters: two of the brand, three of the article, six digits unique per style. */
export function styleCode(brandCode: string, articleCode: string, index: number): string {
  if (index > MAX_STYLES) throw new Error(`at most ${MAX_STYLES} styles`);
  // 387433 is odd and not a multiple of 5, so i → i·387433 mod 10⁶ is a bijection: unique, unordered digits.
  const digits = String((index * 387_433 + 250_197) % 1_000_000).padStart(6, "0");
  return `${brandCode.toUpperCase()}${articleCode}${digits}`;
}

function styleName(design: Design, colour: NamedColour): string {
  const { vocabulary, pattern, cut } = design;
  const words =
    vocabulary.colourInName === false ? [pattern, cut] : [colour.name, pattern, cut, vocabulary.noun];
  return words.filter((word) => word !== "").join(" ");
}

/** "Jeans", "Trunks" and "Formal Shoes" are plural; "Dress" is not. */
const isPlural = (word: string) => /[^s]s$/i.test(word);

function story(design: Design, rng: Random): string {
  const { vocabulary, cut, fabric, pattern, brand, type } = design;
  const item = `${cut} ${vocabulary.noun}`.trim().toLowerCase();
  const finish = `with ${article(pattern)} ${pattern.toLowerCase()} finish`;
  let first: string;
  if (type.group === "Beauty")
    first = `${pattern} notes in ${article(cut)} ${cut.toLowerCase()} from ${brand.name}, built on ${fabric}.`;
  else if (isPlural(item))
    first = `${item.charAt(0).toUpperCase()}${item.slice(1)} from ${brand.name} in ${fabric} ${finish}.`;
  else first = `${article(item) === "an" ? "An" : "A"} ${item} from ${brand.name} in ${fabric} ${finish}.`;
  return `${first} ${rng.pick(STORY_ENDINGS[type.group] ?? ["Made to last."])}`;
}

function tags(design: Design, colour: NamedColour, rng: Random): string[] {
  const words = [
    colour.name,
    design.pattern,
    design.vocabulary.noun || design.cut,
    design.occasion,
    design.fabric.replace(/^an? /, ""),
    design.gender,
  ].map((word) => word.toLowerCase());
  return [...new Set(words)].slice(0, 3 + rng.int(0, 2));
}

function imageViews(rng: Random): string[] {
  const roll = rng.next();
  if (roll < 0.02) return [];
  if (roll < 0.1) return ["front", "back"];
  return ["front", "back", "detail"];
}

function makeStyle(
  design: Design,
  colour: NamedColour,
  position: number,
  index: number,
  categories: CategoryTree,
): StyleRow {
  const rng = createRandom(`style:${index}`);
  const { brand, type, vocabulary, gender } = design;
  const [discount] = rng.weighted(DISCOUNTS, ([, weight]) => weight);
  const price = Math.round((design.mrpRupees * (100 - discount)) / 100);
  const createdAt = Math.min(SEED_EPOCH.getTime(), design.createdAt + position * rng.int(1, 36) * 3_600_000);
  const name = styleName(design, colour);
  const others = SECONDARY_COLOURS.filter((c) => c.name !== colour.name);
  return {
    id: STYLE_ID_START + index,
    code: styleCode(brand.code, vocabulary.code, index),
    slug: `${brand.code}-${slugify(vocabulary.colourInName === false ? `${colour.name} ${name}` : name)}`,
    name,
    brandId: design.brandId,
    categoryId: categories.leafId(gender, type.slug),
    gender,
    articleType: type.slug,
    colour: colour.name,
    colourCode: colour.hex,
    secondaryColour: design.pattern !== "Solid" && rng.chance(0.25) ? rng.pick(others).name : null,
    occasion: design.occasion,
    mrp: design.mrpRupees * 100,
    price: price * 100,
    discountPercent: discount,
    hsnCode: type.hsnCode,
    isNew: SEED_EPOCH.getTime() - createdAt < NEW_ARRIVAL_DAYS * DAY_MS,
    onSale: discount >= PRODUCT.onSaleFromDiscount,
    inStock: true,
    returnable: type.returnable,
    story: story(design, rng),
    tags: tags(design, colour, rng),
    sizeChartId: sizeChartId(type.sizeSet),
    imageViews: imageViews(rng),
    designCode: `${brand.code.toUpperCase()}-${vocabulary.code}-D${String(design.index + 1).padStart(6, "0")}`,
    popularity: Math.floor(10_000 * rng.next() ** 2),
    createdAt: new Date(createdAt),
    sizeSet: type.sizeSet,
  };
}

/** 0-2 promotions a style takes part in; a clearance style always carries FLAT70. */
function promotionsFor(style: StyleRow, design: Design): StylePromotionRow[] {
  const rng = createRandom(`promotions:${style.id}`);
  const candidate = {
    discountPercent: style.discountPercent,
    occasion: style.occasion,
    mrpRupees: design.mrpRupees,
    group: design.type.group,
  };
  const eligible = PROMOTION_DEFS.map((promotion, i) => ({ promotion, id: i + 1 })).filter(({ promotion }) =>
    promotion.appliesTo(candidate),
  );
  const forced = eligible.filter(({ promotion }) => promotion.code === "FLAT70");
  const count = Math.max(
    forced.length,
    rng.weighted([0, 1, 2], (n) => [50, 35, 15][n] ?? 0),
  );
  const rest = rng.sample(
    eligible.filter((entry) => !forced.includes(entry)),
    count - forced.length,
  );
  return [...forced, ...rest]
    .map(({ id }) => ({ styleId: style.id, promotionId: id }))
    .sort((a, b) => a.promotionId - b.promotionId);
}

export interface GeneratedStyles {
  styles: StyleRow[];
  stylePromotions: StylePromotionRow[];
}

/**
 * `count` styles in designs of 2-4 colourways. Each design and style draws from its own random
 * stream, so the first N styles are the same whatever the total.
 */
export function generateStyles(count: number, categories: CategoryTree): GeneratedStyles {
  const styles: StyleRow[] = [];
  const stylePromotions: StylePromotionRow[] = [];
  for (let index = 0; styles.length < count; index++) {
    const design = planDesign(index);
    for (const [position, colour] of design.colours.entries()) {
      if (styles.length >= count) break;
      const style = makeStyle(design, colour, position, styles.length, categories);
      styles.push(style);
      stylePromotions.push(...promotionsFor(style, design));
    }
  }
  return { styles, stylePromotions };
}
