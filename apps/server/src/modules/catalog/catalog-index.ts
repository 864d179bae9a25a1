import { LISTING_SORTS, type ListingSort, PRICE_RANGES, type ProductCard } from "@odin/contracts";
import type { Database } from "@odin/db";
import type { SearchCorpus, StyleWords } from "../search";
import {
  type BrandRef,
  type CentreRef,
  loadBrands,
  loadCentres,
  loadPromotions,
  loadStyleExtras,
  loadStyles,
  type PromotionRef,
  type StyleExtras,
  type StyleRow,
} from "./catalog.repo";
import { toProductCard } from "./style-card";
import { Vocabulary } from "./vocabulary";

/** Rupees → index into PRICE_RANGES. */
export function priceRangeOf(pricePaise: number): number {
  const rupees = Math.floor(pricePaise / 100);
  const index = PRICE_RANGES.findIndex((range) => rupees >= range.min && rupees <= range.max);
  return index === -1 ? PRICE_RANGES.length - 1 : index;
}

function sameIds(a: Int32Array | null, b: Int32Array | null): boolean {
  if (a === null || b === null) return a === b;
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

function sameWords(a: readonly string[] | undefined, b: readonly string[]): boolean {
  return a !== undefined && a.length === b.length && a.every((word, i) => word === b[i]);
}

/** Growable typed columns: one slot per style, filters read them without touching objects. */
class Columns {
  capacity = 0;
  ids = new Int32Array(0);
  alive = new Uint8Array(0);
  brand = new Uint16Array(0);
  colour = new Uint16Array(0);
  occasion = new Uint16Array(0);
  gender = new Uint16Array(0);
  article = new Uint16Array(0);
  price = new Int32Array(0);
  priceRange = new Uint8Array(0);
  discount = new Uint8Array(0);
  popularity = new Int32Array(0);
  createdAt = new Float64Array(0);
  isNew = new Uint8Array(0);
  onSale = new Uint8Array(0);
  inStock = new Uint8Array(0);
  /** Bit p set when the style takes part in promotion p (position in the promotion list). */
  promotions = new Uint32Array(0);
  rating = new Float32Array(0);

  grow(min: number): void {
    if (min <= this.capacity) return;
    const capacity = Math.max(min, Math.ceil(this.capacity * 1.25) + 64);
    for (const key of Object.keys(this) as (keyof Columns)[]) {
      const column = this[key];
      if (ArrayBuffer.isView(column)) {
        const Type = column.constructor as new (n: number) => typeof column;
        const next = new Type(capacity);
        (next as Uint8Array).set(column as Uint8Array);
        (this as Record<string, unknown>)[key] = next;
      }
    }
    this.capacity = capacity;
  }
}

/**
 * A change of prices (`AppliedChange.priced`): the slots it moved, and each one's price, price
 * range and on-sale flag before it, by position; and the positions of the slots whose price range
 * or on-sale flag it moved (a listing without a custom price reads nothing else of a price).
 */
export interface PricedChange {
  slots: Int32Array;
  price: Int32Array;
  priceRange: Uint8Array;
  onSale: Uint8Array;
  regrouped: Int32Array;
}

/**
 * What a refresh changed: the slots whose values it changed (none: nobody can see the change), the
 * slots that are new, left the catalog, came back or have other words (name, brand, article, colour,
 * occasion, gender, tags), which can change which styles any search finds, and whether every changed
 * slot changed only in which centres hold its stock, which only an answer for a pincode reads.
 */
export interface AppliedChange {
  slots: number[];
  reworded: number[];
  centresOnly: boolean;
  /**
   * When every changed slot changed only in its prices (and whether that puts it on sale), in
   * whether it is in stock and in which centres hold its stock: the slots with their values before
   * (an answer takes that in without a new pass, listing-builder.ts `takeInPrices`). Null for any
   * other change.
   */
  priced: PricedChange | null;
  /** Whether a changed slot's stock moved between centres (a pincode's answers read that). */
  centresMoved: boolean;
}

/**
 * What writing a style into its slot did: "same" when the slot already held exactly this, "centres"
 * when only the centres holding its stock differ, "moved" when its place in some order may have
 * changed, else "changed"; whether it is new, came back or has other words; whether it changed
 * only in `PRICED_COLUMNS`, its card and its centres; and whether its centres changed.
 */
interface PutOutcome {
  kind: "same" | "centres" | "changed" | "moved";
  reworded: boolean;
  priced: boolean;
  centresMoved: boolean;
}

/** The columns a change may move and still be `priced` (AppliedChange). */
const PRICED_COLUMNS = new Set<keyof Columns>(["price", "priceRange", "discount", "onSale", "inStock"]);

/** A built order, and the value each slot was placed by (by slot). */
export interface KeptOrder {
  slots: Int32Array;
  keyOf: Float64Array;
}

/**
 * The whole catalog held in memory for listings: a slot per style with typed columns for every
 * filter, a ready product card, stock locations, promotions and rating. Rebuilt in full on start
 * and on bulk changes, refreshed style by style otherwise (docs/decisions/0009-in-memory-listing-index.md).
 * It is the corpus search reads (modules/search/search-corpus.ts); other modules never see it.
 */
export class CatalogIndex implements SearchCorpus {
  readonly col = new Columns();
  private count = 0;
  readonly slotOf = new Map<number, number>();
  readonly cards: ProductCard[] = [];
  /** Search tags of each style; the other words a search matches are in the columns and cards. */
  private readonly tags: (readonly string[])[] = [];
  /** Centres holding stock, per slot (null: none). */
  readonly centres: (Int32Array | null)[] = [];
  readonly colours = new Vocabulary();
  readonly occasions = new Vocabulary();
  readonly genders = new Vocabulary();
  readonly articles = new Vocabulary();
  readonly brandIndex = new Map<number, number>();
  readonly brandByCode = new Map<string, number>();
  readonly promotionBit = new Map<number, number>();
  readonly promotionByCode = new Map<string, number>();
  private orders: Partial<Record<ListingSort, KeptOrder>> = {};
  private changes: number;

  private constructor(
    generation: number,
    readonly brands: readonly BrandRef[],
    readonly promotions: readonly PromotionRef[],
    readonly fulfilmentCentres: readonly CentreRef[],
  ) {
    this.changes = generation;
    brands.forEach((brand, index) => {
      this.brandIndex.set(brand.id, index);
      this.brandByCode.set(brand.code.toLowerCase(), index);
    });
    promotions.slice(0, 32).forEach((promotion, bit) => {
      this.promotionBit.set(promotion.id, bit);
      this.promotionByCode.set(promotion.code.toUpperCase(), bit);
    });
  }

  /** A full load; `generation` continues the count of the index it replaces. */
  static async load(db: Database, generation = 0): Promise<CatalogIndex> {
    const [brands, promotions, centres, styles, extras] = await Promise.all([
      loadBrands(db),
      loadPromotions(db),
      loadCentres(db),
      loadStyles(db, null),
      loadStyleExtras(db, null),
    ]);
    return CatalogIndex.fromRows({ brands, promotions, centres, styles, extras }, generation);
  }

  /** An index of the given rows (a full load, or a hand-built fixture in tests). */
  static fromRows(
    rows: {
      brands: BrandRef[];
      promotions: PromotionRef[];
      centres: CentreRef[];
      styles: StyleRow[];
      extras: StyleExtras[];
    },
    generation = 0,
  ): CatalogIndex {
    const index = new CatalogIndex(generation, rows.brands, rows.promotions, rows.centres);
    index.apply(rows.styles, rows.extras, null);
    return index;
  }

  /** Reads the given styles again; styles no longer in the database leave the listings. */
  async refresh(db: Database, ids: readonly number[]): Promise<AppliedChange> {
    const [styles, extras] = await Promise.all([loadStyles(db, ids), loadStyleExtras(db, ids)]);
    return this.apply(styles, extras, ids);
  }

  /**
   * Writes rows read from the database into the index: `asked` names the styles a refresh read
   * (those of them without a row leave the listings); null for a full load.
   */
  apply(styles: StyleRow[], extras: StyleExtras[], asked: readonly number[] | null): AppliedChange {
    const extrasById = new Map(extras.map((row) => [row.styleId, row]));
    this.col.grow(this.count + styles.length);
    const slots: number[] = [];
    const reworded: number[] = [];
    const moved: number[] = [];
    let centresOnly = true;
    let centresMoved = false;
    let priced = true;
    const was: Record<keyof PricedChange, number[]> = {
      slots: [],
      price: [],
      priceRange: [],
      onSale: [],
      regrouped: [],
    };
    for (const style of styles) {
      const before = this.slotOf.get(style.id);
      const price = before === undefined ? 0 : (this.col.price[before] as number);
      const priceRange = before === undefined ? 0 : (this.col.priceRange[before] as number);
      const onSale = before === undefined ? 0 : (this.col.onSale[before] as number);
      const outcome = this.put(style, extrasById.get(style.id));
      const slot = this.slotOf.get(style.id) as number;
      if (outcome.kind !== "same") slots.push(slot);
      if (outcome.reworded) reworded.push(slot);
      if (outcome.kind === "moved") moved.push(slot);
      centresOnly &&= outcome.kind === "same" || outcome.kind === "centres";
      centresMoved ||= outcome.centresMoved;
      if (outcome.kind === "same") continue;
      priced &&= before !== undefined && outcome.priced;
      if (!priced) continue;
      if (this.col.priceRange[slot] !== priceRange || this.col.onSale[slot] !== onSale) {
        was.regrouped.push(was.slots.length);
      }
      was.slots.push(slot);
      was.price.push(price);
      was.priceRange.push(priceRange);
      was.onSale.push(onSale);
    }
    if (asked) {
      const present = new Set(styles.map((style) => style.id));
      for (const id of asked) {
        const slot = this.slotOf.get(id);
        if (slot !== undefined && !present.has(id) && this.col.alive[slot] === 1) {
          this.col.alive[slot] = 0;
          reworded.push(slot);
          slots.push(slot);
          centresOnly = false;
          priced = false;
        }
      }
    }
    if (moved.length > 0) this.reorder(moved);
    // A change nobody can see (one more unit of a size that was in stock anyway) keeps the answers.
    if (slots.length > 0) this.changes++;
    return {
      slots,
      reworded,
      centresOnly,
      priced: priced
        ? {
            slots: Int32Array.from(was.slots),
            price: Int32Array.from(was.price),
            priceRange: Uint8Array.from(was.priceRange),
            onSale: Uint8Array.from(was.onSale),
            regrouped: Int32Array.from(was.regrouped),
          }
        : null,
      centresMoved,
    };
  }

  /** How many slots there are (styles that left the catalog keep theirs). */
  get size(): number {
    return this.count;
  }

  /** Grows with every change applied; answers are cached per generation. */
  get generation(): number {
    return this.changes;
  }

  get listed(): ArrayLike<number> {
    return this.col.alive;
  }

  get brandOf(): ArrayLike<number> {
    return this.col.brand;
  }

  get inStock(): ArrayLike<number> {
    return this.col.inStock;
  }

  wordsOf(slot: number): StyleWords {
    const c = this.col;
    return {
      name: this.cards[slot]?.styleName ?? "",
      brand: c.brand[slot] as number,
      article: this.articles.names[c.article[slot] as number] ?? "",
      colour: this.colours.names[c.colour[slot] as number] ?? "",
      occasion: this.occasions.names[c.occasion[slot] as number] ?? "",
      gender: this.genders.names[c.gender[slot] as number] ?? "",
      tags: this.tags[slot] ?? [],
    };
  }

  popularityOrder(): Int32Array {
    return this.keptOrder("popularity").slots;
  }

  cardOf(slot: number): ProductCard {
    return this.cards[slot] as ProductCard;
  }

  /** What a slot holds for a style; `put` compares it with the slot before writing. */
  private valuesOf(style: StyleRow, extras: StyleExtras | undefined, brand: number) {
    const centres = extras?.centres?.length ? Int32Array.from(extras.centres) : null;
    const brandRef = this.brands[brand] as BrandRef;
    return {
      columns: {
        ids: style.id,
        alive: 1,
        brand,
        colour: this.colours.intern(style.colour, style.colourCode),
        occasion: this.occasions.intern(style.occasion),
        gender: this.genders.intern(style.gender),
        article: this.articles.intern(style.articleType),
        price: style.price,
        priceRange: priceRangeOf(style.price),
        discount: style.discountPercent,
        popularity: style.popularity,
        createdAt: style.createdAt,
        isNew: style.isNew ? 1 : 0,
        onSale: style.onSale ? 1 : 0,
        inStock: centres ? 1 : 0,
        promotions: (extras?.promotionIds ?? []).reduce(
          (bits, id) => bits | (1 << (this.promotionBit.get(id) ?? 31)),
          0,
        ),
        rating: Math.fround(extras?.ratingAverage ?? 0),
      } satisfies Partial<Record<keyof Columns, number>>,
      centres,
      card: toProductCard(style, brandRef.name, centres !== null),
    };
  }

  /** Writes a style into its slot, and says what that did. */
  private put(style: StyleRow, extras: StyleExtras | undefined): PutOutcome {
    const brand = this.brandIndex.get(style.brandId);
    if (brand === undefined) return { kind: "same", reworded: false, priced: true, centresMoved: false };
    const c = this.col;
    const next = this.valuesOf(style, extras, brand);
    const entries = Object.entries(next.columns) as [keyof typeof next.columns, number][];
    let slot = this.slotOf.get(style.id);
    let priced = false;
    let centresMoved = true;
    if (slot !== undefined) {
      const at = slot;
      const differ = entries.filter(([key, value]) => c[key][at] !== value).map(([key]) => key);
      centresMoved = !sameIds(this.centres[at] ?? null, next.centres);
      const sameButCentres =
        differ.length === 0 &&
        sameWords(this.tags[at], style.tags) &&
        JSON.stringify(this.cards[at]) === JSON.stringify(next.card);
      if (sameButCentres) {
        if (!centresMoved) return { kind: "same", reworded: false, priced: true, centresMoved };
        this.centres[at] = next.centres;
        return { kind: "centres", reworded: false, priced: true, centresMoved };
      }
      priced = differ.every((key) => PRICED_COLUMNS.has(key));
    }
    const moved =
      slot === undefined ||
      c.price[slot] !== style.price ||
      c.discount[slot] !== style.discountPercent ||
      c.popularity[slot] !== style.popularity ||
      c.createdAt[slot] !== style.createdAt;
    const reworded =
      slot === undefined ||
      c.alive[slot] !== 1 ||
      this.cards[slot]?.styleName !== style.name ||
      !sameWords(this.tags[slot], style.tags) ||
      (["brand", "colour", "occasion", "gender", "article"] as const).some(
        (key) => c[key][slot as number] !== next.columns[key],
      );
    if (slot === undefined) {
      slot = this.count++;
      this.slotOf.set(style.id, slot);
    }
    for (const [key, value] of entries) c[key][slot] = value;
    this.centres[slot] = next.centres;
    this.cards[slot] = next.card;
    this.tags[slot] = style.tags;
    return { kind: moved ? "moved" : "changed", reworded, priced: priced && !reworded, centresMoved };
  }

  /** The value a slot is ordered by in `sort` (ascending; ties by style id). */
  private sortKey(sort: ListingSort): (slot: number) => number {
    const c = this.col;
    switch (sort) {
      case "popularity":
        return (slot) => -(c.popularity[slot] as number);
      case "newest":
        return (slot) => -(c.createdAt[slot] as number);
      case "price_asc":
        return (slot) => c.price[slot] as number;
      case "price_desc":
        return (slot) => -(c.price[slot] as number);
      case "discount":
        return (slot) => -(c.discount[slot] as number);
    }
  }

  /**
   * Every slot in the order of `sort`, ties by style id (stock is applied when a page is taken), with
   * the value each slot was placed by; built on first use.
   */
  keptOrder(sort: ListingSort): KeptOrder {
    const cached = this.orders[sort];
    if (cached) return cached;
    const value = this.sortKey(sort);
    const keyOf = new Float64Array(this.size);
    for (let slot = 0; slot < this.size; slot++) keyOf[slot] = value(slot);
    const slots = new Int32Array(this.size);
    for (let slot = 0; slot < this.size; slot++) slots[slot] = slot;
    const ids = this.col.ids;
    slots.sort(
      (a, b) => (keyOf[a] as number) - (keyOf[b] as number) || (ids[a] as number) - (ids[b] as number),
    );
    const built = { slots, keyOf };
    this.orders[sort] = built;
    return built;
  }

  /**
   * Keeps the built orders right after the `moved` slots changed a value some order reads (or are
   * new): each moved slot is found where it stood and where it now goes by binary search on the
   * keys kept with the order, and the runs of the order between those places are copied whole, so
   * a change costs its own styles and a copy, not a comparison per style of the catalog (a
   * 10,000-style bulk edit lands a few hundred styles at a time, each while listings wait). A
   * change of most of the catalog sorts anew.
   */
  private reorder(moved: readonly number[]): void {
    if (moved.length * 8 > this.size) {
      this.orders = {};
      return;
    }
    const ids = this.col.ids;
    for (const sort of Object.keys(this.orders) as ListingSort[]) {
      const { slots: old, keyOf: kept } = this.orders[sort] as KeptOrder;
      const value = this.sortKey(sort);
      // A change of prices leaves the orders by popularity and by date as they are.
      if (moved.every((slot) => slot < old.length && kept[slot] === value(slot))) continue;
      /** The first position of the old order whose slot does not precede (key, id). */
      const placeOf = (key: number, id: number) => {
        let [low, high] = [0, old.length];
        while (low < high) {
          const middle = (low + high) >>> 1;
          const slot = old[middle] as number;
          const there = kept[slot] as number;
          if (there < key || (there === key && (ids[slot] as number) < id)) low = middle + 1;
          else high = middle;
        }
        return low;
      };
      const leaving = Int32Array.from(
        moved.filter((slot) => slot < old.length),
        (slot) => placeOf(kept[slot] as number, ids[slot] as number),
      ).sort();
      const entering = Int32Array.from(moved).sort(
        (a, b) => value(a) - value(b) || (ids[a] as number) - (ids[b] as number),
      );
      const places = Int32Array.from(entering, (slot) => placeOf(value(slot), ids[slot] as number));
      const slots = new Int32Array(this.size);
      let [out, from, left, entered] = [0, 0, 0, 0];
      for (;;) {
        const place = entered < places.length ? (places[entered] as number) : Infinity;
        const leave = left < leaving.length ? (leaving[left] as number) : Infinity;
        const stop = Math.min(place, leave, old.length);
        slots.set(old.subarray(from, stop), out);
        out += stop - from;
        from = stop;
        if (place === from) slots[out++] = entering[entered++] as number;
        else if (leave === from) [from, left] = [from + 1, left + 1];
        else break;
      }
      const keyOf = kept.length >= this.size ? kept : new Float64Array(this.col.capacity);
      if (keyOf !== kept) keyOf.set(kept);
      for (const slot of entering) keyOf[slot] = value(slot);
      this.orders[sort] = { slots, keyOf };
    }
  }

  /** Builds every order now (after a load), so no shopper waits for it. */
  warm(): void {
    for (const sort of LISTING_SORTS) this.keptOrder(sort);
  }
}
