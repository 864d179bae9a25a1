import {
  type ListingProblem,
  type ListingRequest,
  type ListingResponse,
  type OmniRequest,
  ok,
  type Result,
  type SearchFiltersResponse,
  type StorefrontServices,
} from "@odin/contracts";
import type { Database } from "@odin/db";
import { TtlCache } from "../../platform/ttl-cache";
import type { Place } from "../delivery";
import { createSearchEngine, type SearchEngine } from "../search";
import { loadListingRoutes, type PageRouteRef } from "./catalog.repo";
import { type AppliedChange, CatalogIndex, type PricedChange } from "./catalog-index";
import type { ChangeFeed } from "./change-feed";
import { placeContext } from "./delivery-context";
import type { DeliveryContext } from "./evaluate";
import {
  buildCarousel,
  buildFilterValues,
  buildOmni,
  canTakeInPrices,
  type ListingInputs,
  type ListingParts,
  listingOf,
  listingParts,
  takeInPrices,
  usesPincode,
} from "./listing-builder";
import {
  type CachedAnswer,
  type CachedAnswerOptions,
  cachedAnswer,
  ResponseCache,
  type Served,
} from "./response-cache";

export interface CatalogService extends Readonly<StorefrontServices["catalog"]> {
  /** The search engine over the catalog as it is now, and the catalog's generation (for search). */
  searchNow(): Promise<{ engine: SearchEngine; generation: number }>;
  /** Colour, price, occasion and brand values that some style has, as the listing's filters show them. */
  filterValues(): Promise<SearchFiltersResponse>;
  /** The listing as the JSON text the API sends (cached, so the hot path serialises nothing). */
  listingJson(request: ListingRequest): Promise<Result<string, ListingProblem>>;
  omniJson(request: OmniRequest): Promise<Result<string, ListingProblem>>;
  /** Loads the catalog into memory now instead of on the first request. */
  warm(): Promise<void>;
  /** Whether the catalog is in memory: a server loads it as it starts, the worker only if a job asks. */
  loaded(): boolean;
}

export interface CatalogDeps {
  db: Database;
  /**
   * Where a full load reads: a handle that sees every change committed before it is asked for (the
   * read replica once it has caught up, decision 73), so the change feed, read on `db` from the
   * position it had before the load, misses nothing.
   */
  loads(): Promise<Database>;
  changes: ChangeFeed;
  /** Where a pincode is (the delivery module's directory); a failure outside it. */
  place(pincode: string): Promise<Result<Place & { city: string }>>;
}

/** The catalog in memory and the search over it, replaced together on a full load. */
interface Snapshot {
  index: CatalogIndex;
  search: SearchEngine;
}

const ROUTES_TTL_MS = 60_000;
const PLACES_TTL_MS = 600_000;
const ANSWERS_KEPT = 2_000;
/**
 * Changes the catalog remembers for answers to catch up with: an answer older than the oldest is
 * built again.
 */
const STEPS_KEPT = 1_000;
/** Styles a refresh reads and writes at once: a bulk change lands in steps of this many. */
const REFRESH_SLICE = 125;
/** A change of more styles than this is not tested against each answer's scope when it can be taken in. */
const FEW_STYLES = 20;

/** Changes of prices an answer has yet to take in, newest first (`AppliedChange.priced`). */
interface PriceChanges {
  priced: PricedChange;
  earlier: PriceChanges | null;
}

function oldestFirst(changes: PriceChanges): PricedChange[] {
  const list: PricedChange[] = [];
  for (let at: PriceChanges | null = changes; at; at = at.earlier) list.push(at.priced);
  return list.reverse();
}

/** A full load: the index with its orders and its search, built before it serves anyone. */
async function loadSnapshot(db: Database, generation: number): Promise<Snapshot> {
  const index = await CatalogIndex.load(db, generation);
  index.warm();
  return { index, search: createSearchEngine(index) };
}

/**
 * Listings, facet counts, delivery filters and carousels over the in-memory catalog index
 * (docs/decisions/0009-in-memory-listing-index.md), and the search engine over it. Every answer
 * first syncs with the change feed, so a price or stock change shows in the next answer; answers
 * are cached per index generation, and an answer outlives changes to styles its scope does not reach.
 * The catalog is loaded when it is first asked for (`warm`, as a server starts), never by a change
 * alone: the job worker, which asks for none, keeps it out of memory.
 */
export function createCatalogService({ db, loads, changes, place }: CatalogDeps): CatalogService {
  let snapshot: Snapshot | null = null;
  /** The first load while it runs: the callers that come meanwhile wait for it, and so do changes. */
  let loading: Promise<Snapshot> | null = null;
  const answers = new ResponseCache(ANSWERS_KEPT);
  const routes = new TtlCache<Map<string, PageRouteRef>>(ROUTES_TTL_MS, 1);
  const places = new TtlCache<DeliveryContext | null>(PLACES_TTL_MS, 5_000);

  /** The changes the index took, oldest first: `steps[i]` took it from generation `firstStep + i`. */
  let steps: AppliedChange[] = [];
  let firstStep = 0;

  /** Makes a full load the catalog: what was kept for the one before it goes. */
  function replace(loaded: Snapshot): Snapshot {
    snapshot = loaded;
    routes.clear();
    places.clear();
    answers.clear();
    steps = [];
    firstStep = loaded.index.generation;
    return loaded;
  }

  changes.subscribe(async (change) => {
    // The first load may have read the styles before this change committed: it is applied after.
    if (loading) await loading.catch(() => undefined);
    // Nothing in memory to bring up to date: the first load, whenever it comes, reads the change.
    if (!snapshot) return;
    if (change.all) {
      replace(await loadSnapshot(await loads(), snapshot.index.generation + 1));
      return;
    }
    const { index, search } = snapshot;
    // A bulk change lands a slice at a time, and answers are served between slices: no slice holds
    // the listings up for long.
    for (let at = 0; at < change.styleIds.length; at += REFRESH_SLICE) {
      const before = index.generation;
      const applied = await index.refresh(db, change.styleIds.slice(at, at + REFRESH_SLICE));
      search.restyled(applied.reworded);
      if (index.generation === before) continue;
      steps.push(applied);
      if (steps.length > STEPS_KEPT) {
        steps = steps.slice(-STEPS_KEPT);
        firstStep = index.generation - STEPS_KEPT;
      }
    }
  });

  /**
   * An answer right for generation `from`, brought to the index's current generation through the
   * changes since, or undefined when it must be built again. Across a change (a refresh moves the
   * generation by one) an answer stands when the change cannot reach it: its scope (a search, a
   * brand, a collection's rules) reaches none of the changed styles, or the change only moved stock
   * between centres and the answer was built without a pincode (under a stream of stock changes,
   * most changes are one or the other). A listing a change of prices and stock reaches takes it in
   * without a new pass over the catalog when it can (`takeInPrices`: a bulk price edit reaches
   * nearly every listing, decision 72). An answer is brought up to date when it is next asked for,
   * so a change costs the answers nobody asks for nothing.
   */
  function caughtUp(
    from: number,
    answer: CachedAnswer<unknown>,
    to: number,
  ): CachedAnswer<unknown> | undefined {
    // A refresh moves the generation before its change is remembered (a turn of the microtask
    // queue later): an answer asked for in between is built again.
    if (from < firstStep || to > firstStep + steps.length) return undefined;
    let now: CachedAnswer<unknown> | undefined = answer;
    for (let generation = from; now && generation < to; generation++) {
      now = across(steps[generation - firstStep] as AppliedChange, now);
    }
    return now;
  }

  function across(applied: AppliedChange, answer: CachedAnswer<unknown>): CachedAnswer<unknown> | undefined {
    const { reaches, readsCentres } = answer;
    const carried = () =>
      applied.reworded.length === 0 &&
      ((applied.centresOnly && !readsCentres) || (reaches !== undefined && !applied.slots.some(reaches)));
    const { priced } = applied;
    const takenIn = () =>
      priced && !(applied.centresMoved && readsCentres) ? answer.takeInPrices?.(priced) : undefined;
    // Whether a scope reaches a change is a test per changed style: for a bulk change, an answer
    // that can take the change in does so without it.
    if (applied.slots.length <= FEW_STYLES) return carried() ? answer : takenIn();
    return takenIn() ?? (carried() ? answer : undefined);
  }

  async function current(): Promise<Snapshot> {
    await changes.syncUnlessBulk();
    if (snapshot) return snapshot;
    // After the sync: the feed's position is taken before the load reads, so it misses no change.
    loading ??= loads()
      .then((from) => loadSnapshot(from, 0))
      .then(replace)
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  /** The delivery context of a pincode for the delivery and store filters; null outside the directory. */
  async function deliveryContext(index: CatalogIndex, pincode: string): Promise<DeliveryContext | null> {
    const found = await place(pincode);
    return found.ok ? placeContext(found.value, index.fulfilmentCentres) : null;
  }

  /**
   * Answers from the cache, brought up to the index's current generation (`caughtUp`), building
   * when there is none. Everything that waits (page routes, the pincode) is fetched first; from
   * then on the build is synchronous, so the generation read with it is the one it was computed
   * from. An answer is served (`serve()`) before it is handed out, for the same reason.
   */
  async function cached<T>(
    key: string,
    pincode: string | undefined,
    make: (inputs: ListingInputs, traits: () => CachedAnswerOptions<T>) => CachedAnswer<T>,
  ): Promise<Served<T>> {
    const { index: catalog, search } = await current();
    const entry = answers.get(key);
    const hit = entry && caughtUp(entry.generation, entry.answer, catalog.generation);
    if (hit) {
      if (hit !== entry.answer || entry.generation !== catalog.generation) {
        answers.set(key, { generation: catalog.generation, answer: hit });
      }
      return (hit as CachedAnswer<T>).serve();
    }
    const routeMap = await routes.get(
      "listing",
      async () => new Map((await loadListingRoutes(db)).map((route) => [route.path, route])),
    );
    const delivery = pincode ? await places.get(pincode, () => deliveryContext(catalog, pincode)) : null;
    const generation = catalog.generation;
    let reach: ((slot: number) => boolean) | undefined;
    const reaches = (told: ((slot: number) => boolean) | null) => {
      reach = told ?? undefined;
    };
    const answer = make({ catalog, search, routes: routeMap, place: delivery, reaches }, () => ({
      reaches: reach,
      readsCentres: delivery !== null,
    }));
    answers.set(key, { generation, answer });
    return answer.serve();
  }

  /** An answer built whole, which a change it reaches replaces. */
  const whole =
    <T>(build: (inputs: ListingInputs) => Result<T, ListingProblem>) =>
    (inputs: ListingInputs, traits: () => CachedAnswerOptions<T>) => {
      const result = build(inputs);
      return cachedAnswer(() => result, traits());
    };

  /**
   * A listing answer, which takes in changes of prices when it can (`takeInPrices`): it keeps them,
   * newest first, and works them in when it is next asked for, so a change costs the answers
   * nothing until then; an answer asked for takes in the next ones from where it then stands.
   */
  function listingAnswerOf(
    catalog: CatalogIndex,
    parts: ListingParts,
    traits: CachedAnswerOptions<ListingResponse>,
    changes: PriceChanges | null = null,
  ): CachedAnswer<ListingResponse> {
    let settled: ListingParts | undefined;
    const now = () => {
      settled ??= changes ? takeInPrices(catalog, parts, oldestFirst(changes)) : parts;
      return settled;
    };
    return cachedAnswer(() => ok(listingOf(catalog, now())), {
      ...traits,
      ...(canTakeInPrices(parts)
        ? {
            takeInPrices: (priced) =>
              settled
                ? listingAnswerOf(catalog, settled, traits, { priced, earlier: null })
                : listingAnswerOf(catalog, parts, traits, { priced, earlier: changes }),
          }
        : {}),
    });
  }

  /** An answer that is never a failure. */
  async function always<T>(key: string, build: (inputs: ListingInputs) => T): Promise<T> {
    const answer = (
      await cached(
        key,
        undefined,
        whole((inputs) => ok(build(inputs))),
      )
    ).result;
    if (!answer.ok) throw new Error(`the answer ${key} is never a failure`);
    return answer.value;
  }

  const listingAnswer = (request: ListingRequest) => {
    const pincode = usesPincode(request.deeplinkurl) ? request.pincode : undefined;
    const key = `l|${request.deeplinkurl}|${request.brandDetails?.id ?? ""}|${pincode ?? ""}`;
    return cached<ListingResponse>(key, pincode, (inputs, traits) => {
      const parts = listingParts(inputs, request);
      return parts.ok
        ? listingAnswerOf(inputs.catalog, parts.value, traits())
        : cachedAnswer(() => parts, traits());
    });
  };
  const omniAnswer = (request: OmniRequest) => {
    const key = `o|${request.deeplinkurl}|${request.brandDetails?.id ?? ""}|${request.pincode}`;
    return cached(
      key,
      request.pincode,
      whole((inputs) => buildOmni(inputs, request)),
    );
  };

  return {
    listing: async (request) => (await listingAnswer(request)).result,
    listingJson: async (request) => (await listingAnswer(request)).json(),
    omni: async (request) => (await omniAnswer(request)).result,
    omniJson: async (request) => (await omniAnswer(request)).json(),
    carousel: (query, limit) =>
      always(`c|${query}|${limit}`, (inputs) => buildCarousel(inputs, query, limit)),
    filterValues: () => always("f", ({ catalog }) => buildFilterValues(catalog)),
    async searchNow() {
      const { index, search } = await current();
      return { engine: search, generation: index.generation };
    },
    async warm() {
      await current();
    },
    loaded: () => snapshot !== null,
  };
}
