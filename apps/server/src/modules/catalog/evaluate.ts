import { PRICE_RANGES } from "@odin/contracts";
import type { CatalogIndex, KeptOrder, PricedChange } from "./catalog-index";
import type { ListingFilters } from "./listing-query";

/** Delivery bits of a centre for one pincode, and of a style (the OR over its centres). */
export const SAME_DAY = 1;
export const NEXT_DAY = 2;
export const STANDARD = 4;
export const DELIVERY_BITS = { "same-day": SAME_DAY, "next-day": NEXT_DAY, standard: STANDARD } as const;

/** What the shopper's pincode makes of each centre (from the delivery reach rules). */
export interface DeliveryContext {
  serviceable: boolean;
  city: string;
  /** By centre id: SAME_DAY | NEXT_DAY bits. */
  centreBits: Uint8Array;
  /** Stores within the omni radius, nearest first. */
  nearbyStores: { id: number; code: string; name: string; city: string; distance: number }[];
}

export const GROUPS = ["f-br", "f-co", "f-pr", "f-oc", "f-pro", "r", "p-dl", "p-st"] as const;
export type Group = (typeof GROUPS)[number];

export interface Counts {
  brand: Int32Array;
  colour: Int32Array;
  price: Int32Array;
  occasion: Int32Array;
  promotion: Int32Array;
  /** By the whole part of the average rating, 1..5 (0: unrated). */
  ratingFloor: Int32Array;
  /** same-day, next-day, standard. */
  delivery: Int32Array;
  /** By store id (nearby stores only). */
  store: Map<number, number>;
}

export interface Evaluation {
  /** A bit set for each slot that passes every filter (`isMatched`). */
  matched: Uint32Array;
  total: number;
  /**
   * Facet counts: each value counts the styles that would match if it were chosen, i.e. that pass
   * every filter except the value's own group (spec: counts respect the other selected filters).
   */
  counts: Counts;
  /**
   * The slots the answer can depend on, or null for every slot: those passing the scope's word
   * tests. A slot outside never counts in the answer and cannot come in without a change to its
   * words; the shopper's own filters are left out, as a facet counts styles that fail its group.
   */
  reach: ((slot: number) => boolean) | null;
}

/**
 * The columns a change of prices moves that filters and counts read: the index's own, or as they
 * were before some changes (`reevaluate`).
 */
type PriceColumns = Pick<CatalogIndex["col"], "price" | "priceRange" | "onSale">;

export function isMatched(evaluation: Pick<Evaluation, "matched">, slot: number): boolean {
  return (((evaluation.matched[slot >>> 5] as number) >>> (slot & 31)) & 1) === 1;
}

type Test = (slot: number) => boolean;

function containsId(list: Int32Array | null, id: number): boolean {
  if (!list) return false;
  for (let i = 0; i < list.length; i++) if (list[i] === id) return true;
  return false;
}

/**
 * The scope's tests on what changes only with a style's words (search matches, brand, colour,
 * occasion, gender, article): the search test first, as it rules out most of the catalog at once.
 */
function wordScopeTests(index: CatalogIndex, scope: ListingFilters, only: Uint8Array | undefined): Test[] {
  const c = index.col;
  const tests: Test[] = only ? [(slot) => only[slot] === 1] : [];
  const maskTest = (names: string[], mask: Uint8Array, column: Uint16Array) => {
    if (names.length > 0) tests.push((slot) => mask[column[slot] as number] === 1);
  };
  maskTest(scope.brands, brandMask(index, scope.brands), c.brand);
  maskTest(scope.colours, index.colours.mask(scope.colours), c.colour);
  maskTest(scope.occasions, index.occasions.mask(scope.occasions), c.occasion);
  maskTest(scope.genders, index.genders.mask(scope.genders), c.gender);
  maskTest(scope.articles, index.articles.mask(scope.articles), c.article);
  return tests;
}

/** The scope's tests on what can change without a word change: offers, new arrivals, on sale. */
function flagTests(
  index: CatalogIndex,
  scope: ListingFilters,
  user: ListingFilters,
  prices: PriceColumns,
): Test[] {
  const c = index.col;
  const tests: Test[] = [];
  if (scope.promotions.length > 0) {
    const bits = promotionBits(index, scope.promotions);
    tests.push((slot) => ((c.promotions[slot] as number) & bits) !== 0);
  }
  if (scope.newArrivals || user.newArrivals) tests.push((slot) => c.isNew[slot] === 1);
  if (scope.onSale || user.onSale) tests.push((slot) => prices.onSale[slot] === 1);
  return tests;
}

export function brandMask(index: CatalogIndex, codes: readonly string[]): Uint8Array {
  const mask = new Uint8Array(index.brands.length);
  for (const code of codes) {
    const brand = index.brandByCode.get(code.toLowerCase());
    if (brand !== undefined) mask[brand] = 1;
  }
  return mask;
}

function promotionBits(index: CatalogIndex, codes: readonly string[]): number {
  return codes.reduce((bits, code) => {
    const bit = index.promotionByCode.get(code.toUpperCase());
    return bit === undefined ? bits : bits | (1 << bit);
  }, 0);
}

/** The user's facet filters as one test per group (null: nothing chosen in that group). */
function groupTests(
  index: CatalogIndex,
  user: ListingFilters,
  delivery: DeliveryContext | undefined,
  { price, priceRange }: PriceColumns,
) {
  const c = index.col;
  const tests: (Test | null)[] = GROUPS.map(() => null);
  if (user.brands.length > 0) {
    const mask = brandMask(index, user.brands);
    tests[0] = (slot) => mask[c.brand[slot] as number] === 1;
  }
  if (user.colours.length > 0) {
    const mask = index.colours.mask(user.colours);
    tests[1] = (slot) => mask[c.colour[slot] as number] === 1;
  }
  if (user.priceRanges.length > 0 || user.customPrice) {
    const mask = new Uint8Array(PRICE_RANGES.length);
    for (const range of user.priceRanges) mask[range] = 1;
    const low = (user.customPrice?.min ?? 1) * 100;
    const high = (user.customPrice?.max ?? 0) * 100;
    tests[2] = (slot) =>
      mask[priceRange[slot] as number] === 1 ||
      ((price[slot] as number) >= low && (price[slot] as number) <= high);
  }
  if (user.occasions.length > 0) {
    const mask = index.occasions.mask(user.occasions);
    tests[3] = (slot) => mask[c.occasion[slot] as number] === 1;
  }
  if (user.promotions.length > 0) {
    const bits = promotionBits(index, user.promotions);
    tests[4] = (slot) => ((c.promotions[slot] as number) & bits) !== 0;
  }
  if (user.rating !== null) {
    const minimum = user.rating;
    tests[5] = (slot) => (c.rating[slot] as number) >= minimum;
  }
  if (delivery && user.delivery) {
    const bit = DELIVERY_BITS[user.delivery];
    tests[6] = (slot) => (deliveryBitsOf(index, delivery, slot) & bit) !== 0;
  }
  if (delivery && user.store) {
    const store = delivery.nearbyStores.find((candidate) => candidate.code === user.store);
    const id = store?.id ?? -1;
    tests[7] = (slot) => containsId(index.centres[slot] ?? null, id);
  }
  return tests;
}

export function deliveryBitsOf(index: CatalogIndex, delivery: DeliveryContext, slot: number): number {
  const centres = index.centres[slot];
  if (!centres || !delivery.serviceable) return 0;
  let bits = STANDARD;
  for (let i = 0; i < centres.length; i++) bits |= delivery.centreBits[centres[i] as number] ?? 0;
  return bits;
}

function emptyCounts(index: CatalogIndex): Counts {
  return {
    brand: new Int32Array(index.brands.length),
    colour: new Int32Array(index.colours.size),
    price: new Int32Array(PRICE_RANGES.length),
    occasion: new Int32Array(index.occasions.size),
    promotion: new Int32Array(32),
    ratingFloor: new Int32Array(6),
    delivery: new Int32Array(3),
    store: new Map(),
  };
}

/** Increments of the facet counts: every group for a matching style, one group for a near miss. */
interface Tally {
  all(slot: number): void;
  one(group: number, slot: number): void;
}

/**
 * A tally adding 1 per style to `counts` (`step` -1 takes styles out), reading price ranges from
 * `prices`.
 */
function createTally(
  index: CatalogIndex,
  counts: Counts,
  delivery: DeliveryContext | undefined,
  { priceRange }: PriceColumns,
  step = 1,
): Tally {
  const { brand, colour, occasion, promotions, rating } = index.col;
  const bump = (into: Int32Array, at: number) => {
    into[at] = (into[at] as number) + step;
  };
  const promotionBits = (slot: number) => {
    let bits = promotions[slot] as number;
    for (let bit = 0; bits !== 0; bit++, bits >>>= 1) if (bits & 1) bump(counts.promotion, bit);
  };
  const deliveryModes = (slot: number) => {
    if (!delivery) return;
    const bits = deliveryBitsOf(index, delivery, slot);
    if (bits & SAME_DAY) bump(counts.delivery, 0);
    if (bits & NEXT_DAY) bump(counts.delivery, 1);
    if (bits & STANDARD) bump(counts.delivery, 2);
  };
  const stores = (slot: number) => {
    const centres = index.centres[slot];
    if (!delivery || !centres) return;
    for (const store of delivery.nearbyStores) {
      if (containsId(centres, store.id)) counts.store.set(store.id, (counts.store.get(store.id) ?? 0) + step);
    }
  };
  const byGroup: ((slot: number) => void)[] = [
    (slot) => bump(counts.brand, brand[slot] as number),
    (slot) => bump(counts.colour, colour[slot] as number),
    (slot) => bump(counts.price, priceRange[slot] as number),
    (slot) => bump(counts.occasion, occasion[slot] as number),
    promotionBits,
    (slot) => bump(counts.ratingFloor, Math.floor(rating[slot] as number)),
    deliveryModes,
    stores,
  ];
  return {
    all(slot) {
      bump(counts.brand, brand[slot] as number);
      bump(counts.colour, colour[slot] as number);
      bump(counts.price, priceRange[slot] as number);
      bump(counts.occasion, occasion[slot] as number);
      if (promotions[slot] !== 0) promotionBits(slot);
      bump(counts.ratingFloor, Math.floor(rating[slot] as number));
      if (delivery) {
        deliveryModes(slot);
        stores(slot);
      }
    },
    one: (group, slot) => byGroup[group]?.(slot),
  };
}

export interface EvaluateOptions {
  delivery?: DeliveryContext | undefined;
  facets?: boolean;
  /** Only these slots (1) may match: the styles a search found. */
  only?: Uint8Array | undefined;
}

/** The tests of a pass: the scope's (every one must hold), and the shopper's groups' (`active`). */
interface PassTests {
  words: Test[];
  base: Test[];
  tests: Test[];
  active: number[];
}

function passTests(
  index: CatalogIndex,
  scope: ListingFilters,
  user: ListingFilters,
  { delivery, only }: EvaluateOptions,
  prices: PriceColumns,
): PassTests {
  const words = wordScopeTests(index, scope, only);
  const groupsOfUser = groupTests(index, user, delivery, prices);
  const active = GROUPS.map((_, group) => group).filter((group) => groupsOfUser[group] !== null);
  return {
    words,
    base: [...words, ...flagTests(index, scope, user, prices)],
    tests: active.map((group) => groupsOfUser[group] as Test),
    active,
  };
}

/**
 * One pass over the catalog: which styles match, and facet counts for every group, each counted
 * against all the other groups' selections (a style failing exactly one group still counts for
 * that group's values).
 */
export function evaluate(
  index: CatalogIndex,
  scope: ListingFilters,
  user: ListingFilters,
  options: EvaluateOptions = {},
): Evaluation {
  const { delivery, facets = true } = options;
  const alive = index.col.alive;
  const counts = emptyCounts(index);
  const matched = new Uint32Array((index.size + 31) >>> 5);
  const { words, base, tests, active } = passTests(index, scope, user, options, index.col);
  const tally = facets ? createTally(index, counts, delivery, index.col) : null;
  let total = 0;
  // The loop holds what `standingOf` says of each slot, written out: a call per slot costs a pass
  // over 100,000 styles a fifth more.
  slots: for (let slot = 0; slot < index.size; slot++) {
    if (alive[slot] !== 1) continue;
    for (let k = 0; k < base.length; k++) if (!(base[k] as Test)(slot)) continue slots;
    let failed = -1;
    for (let k = 0; k < tests.length; k++) {
      if (!(tests[k] as Test)(slot)) {
        if (failed !== -1) continue slots;
        failed = active[k] as number;
      }
    }
    if (failed === -1) {
      matched[slot >>> 5] = (matched[slot >>> 5] as number) | (1 << (slot & 31));
      total++;
      tally?.all(slot);
    } else {
      tally?.one(failed, slot);
    }
  }
  const reach = words.length === 0 ? null : (slot: number) => words.every((test) => test(slot));
  return { matched, total, counts, reach };
}

const OUT = -2;
const MATCHED = -1;

/** Where a slot stands in a pass: OUT, MATCHED, or the one group it fails (it counts there). */
function standingOf(index: CatalogIndex, { base, tests, active }: PassTests): (slot: number) => number {
  const alive = index.col.alive;
  return (slot) => {
    if (alive[slot] !== 1 || !base.every((test) => test(slot))) return OUT;
    let failed = MATCHED;
    for (let k = 0; k < tests.length; k++) {
      if ((tests[k] as Test)(slot)) continue;
      if (failed !== MATCHED) return OUT;
      failed = active[k] as number;
    }
    return failed;
  };
}

/** Price columns as they were before some changes (`firstValues`), and which slots it wrote. */
const before = {
  stamp: new Uint32Array(0),
  round: 0,
  price: new Int32Array(0),
  priceRange: new Uint8Array(0),
  onSale: new Uint8Array(0),
};

/**
 * The changed slots of `changes` (oldest first), each once, with its values before the first of
 * them written in `before` (good until the next call): every slot whose price changed when
 * `prices`, else those whose price range or on-sale flag did.
 */
function firstValues(size: number, changes: readonly PricedChange[], prices: boolean): number[] {
  if (before.stamp.length < size) {
    before.stamp = new Uint32Array(size);
    before.price = new Int32Array(size);
    before.priceRange = new Uint8Array(size);
    before.onSale = new Uint8Array(size);
    before.round = 0;
  }
  before.round = (before.round + 1) >>> 0;
  if (before.round === 0) {
    before.stamp.fill(0);
    before.round = 1;
  }
  const { stamp, round } = before;
  const slots: number[] = [];
  for (const change of changes) {
    const count = prices ? change.slots.length : change.regrouped.length;
    for (let at = 0; at < count; at++) {
      const i = prices ? at : (change.regrouped[at] as number);
      const slot = change.slots[i] as number;
      if (stamp[slot] === round) continue;
      stamp[slot] = round;
      before.price[slot] = change.price[i] as number;
      before.priceRange[slot] = change.priceRange[i] as number;
      before.onSale[slot] = change.onSale[i] as number;
      slots.push(slot);
    }
  }
  return slots;
}

function copyCounts(counts: Counts): Counts {
  return {
    brand: counts.brand.slice(),
    colour: counts.colour.slice(),
    price: counts.price.slice(),
    occasion: counts.occasion.slice(),
    promotion: counts.promotion.slice(),
    ratingFloor: counts.ratingFloor.slice(),
    delivery: counts.delivery.slice(),
    store: new Map(counts.store),
  };
}

/**
 * The evaluation after changes of prices (`PricedChange`, oldest first) that `index` has taken
 * since `evaluation` was made with the same filters, without a new pass: each changed style is
 * counted out where it stood before the first of them and in where it stands now. A bulk price
 * edit reaches nearly every listing; this costs a listing the changed styles whose price range or
 * on-sale flag moved (or price, under a custom price), not the catalog.
 */
export function reevaluate(
  index: CatalogIndex,
  scope: ListingFilters,
  user: ListingFilters,
  options: EvaluateOptions,
  evaluation: Evaluation,
  changes: readonly PricedChange[],
): Evaluation {
  const readsPrice = user.customPrice !== null;
  const slots = firstValues(index.size, changes, readsPrice);
  const was = standingOf(index, passTests(index, scope, user, options, before));
  const is = standingOf(index, passTests(index, scope, user, options, index.col));
  // The bit set and the counts are shared with the evaluation until a slot changes them: most
  // changes of prices move no style in or out of most listings.
  let { matched, counts, total } = evaluation;
  let tallies: { out: Tally; into: Tally } | null = null;
  const { price, priceRange, onSale } = index.col;
  for (const slot of slots) {
    const same =
      before.priceRange[slot] === priceRange[slot] &&
      before.onSale[slot] === onSale[slot] &&
      (!readsPrice || before.price[slot] === price[slot]);
    if (same) continue;
    const [then, now] = [was(slot), is(slot)];
    if (then === OUT && now === OUT) continue;
    if (!tallies) {
      counts = copyCounts(counts);
      tallies = {
        out: createTally(index, counts, options.delivery, before, -1),
        into: createTally(index, counts, options.delivery, index.col),
      };
    }
    if ((then === MATCHED) !== (now === MATCHED)) {
      if (matched === evaluation.matched) matched = matched.slice();
      const [word, bit] = [slot >>> 5, 1 << (slot & 31)];
      matched[word] = now === MATCHED ? (matched[word] as number) | bit : (matched[word] as number) & ~bit;
      total += now === MATCHED ? 1 : -1;
    }
    if (then === MATCHED) tallies.out.all(slot);
    else if (then !== OUT) tallies.out.one(then, slot);
    if (now === MATCHED) tallies.into.all(slot);
    else if (now !== OUT) tallies.into.one(now, slot);
  }
  return { ...evaluation, matched, total, counts };
}

/** Below this many matches per style on the page, walking the order would read most of it. */
const SPARSE = 8;

/**
 * An order of the catalog's slots, and the value each slot in it was placed by when it has one: a
 * sort's (`CatalogIndex.keptOrder`, ties by style id), not a search's relevance.
 */
export type SlotOrder = Pick<KeptOrder, "slots"> & Partial<Pick<KeptOrder, "keyOf">>;

/**
 * The first `limit` matching slots in `order`: styles in stock first, then sold-out ones, each in
 * the order's sequence. Few matches in an order with keys are taken from the bit set and sorted by
 * their keys; else the order is walked until the page is full.
 */
export function takePage(
  index: CatalogIndex,
  evaluation: Evaluation,
  order: SlotOrder,
  limit: number,
): number[] {
  const { inStock, ids } = index.col;
  const { keyOf } = order;
  if (keyOf && evaluation.total < limit * SPARSE) {
    const found: number[] = [];
    const { matched } = evaluation;
    for (let word = 0; word < matched.length; word++) {
      let bits = matched[word] as number;
      while (bits !== 0) {
        const low = bits & -bits;
        found.push((word << 5) + 31 - Math.clz32(low));
        bits ^= low;
      }
    }
    found.sort(
      (a, b) =>
        (inStock[b] as number) - (inStock[a] as number) ||
        (keyOf[a] as number) - (keyOf[b] as number) ||
        (ids[a] as number) - (ids[b] as number),
    );
    return found.slice(0, limit);
  }
  const slots = order.slots;
  const page: number[] = [];
  const soldOut: number[] = [];
  for (let i = 0; i < slots.length && page.length < limit; i++) {
    const slot = slots[i] as number;
    if (!isMatched(evaluation, slot)) continue;
    if (inStock[slot] === 1) page.push(slot);
    else if (soldOut.length < limit) soldOut.push(slot);
  }
  return [...page, ...soldOut].slice(0, limit);
}
