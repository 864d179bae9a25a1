import type { ListingRequest, OmniRequest, Outcome, StorefrontServices } from "@odin/contracts";
import type { Database } from "@odin/db";
import { TtlCache } from "../../platform/ttl-cache";
import { searchIndexOf } from "../search/search-index";
import { loadListingRoutes, type PageRouteRef } from "./catalog.repo";
import { type AppliedChange, CatalogIndex } from "./catalog-index";
import type { ChangeFeed } from "./change-feed";
import { deliveryContext } from "./delivery-context";
import type { DeliveryContext } from "./evaluate";
import { buildCarousel, buildListing, buildOmni, type ListingInputs, usesPincode } from "./listing-builder";
import { type CachedAnswer, cachedAnswer, ResponseCache } from "./response-cache";

export interface CatalogService extends Readonly<StorefrontServices["catalog"]> {
  /** The listing as the JSON text the API sends (cached, so the hot path serialises nothing). */
  listingJson(request: ListingRequest): Promise<Outcome<string>>;
  omniJson(request: OmniRequest): Promise<Outcome<string>>;
  /** Loads the catalog into memory now instead of on the first request. */
  warm(): Promise<void>;
  /** The catalog index, synced with the change feed (for search). */
  index(): Promise<CatalogIndex>;
}

const ROUTES_TTL_MS = 60_000;
const PLACES_TTL_MS = 600_000;
const ANSWERS_KEPT = 2_000;

/**
 * Listings, facet counts, delivery filters and carousels over the in-memory catalog index
 * (docs/decisions/0009-in-memory-listing-index.md). Every answer first syncs with the change feed,
 * so a price or stock change shows in the next answer; answers are cached per index generation,
 * and an answer outlives changes to styles its scope does not reach.
 */
export function createCatalogService(db: Database, changes: ChangeFeed): CatalogService {
  let index: CatalogIndex | null = null;
  const answers = new ResponseCache(ANSWERS_KEPT);
  const routes = new TtlCache<Map<string, PageRouteRef>>(ROUTES_TTL_MS, 1);
  const places = new TtlCache<DeliveryContext | null>(PLACES_TTL_MS, 5_000);

  changes.subscribe(async (change) => {
    if (change.all || !index) {
      const fresh = await CatalogIndex.load(db, (index?.generation ?? 0) + 1);
      fresh.warm();
      // The search index too is built before the index serves anyone.
      searchIndexOf(fresh);
      index = fresh;
      routes.clear();
      places.clear();
      answers.clear();
    } else {
      const before = index.generation;
      const applied = await index.refresh(db, change.styleIds);
      if (index.generation !== before) carryOver(before, applied);
    }
  });

  /**
   * After a refresh took the index from generation `from` to the next one (the feed hands changes
   * over one at a time, and a refresh moves the generation by one), an answer is still right, and is
   * kept under the new generation, when the change cannot reach it: its scope (a search, a brand, a
   * collection's rules) reaches none of the changed styles, or the change only moved stock between
   * centres and the answer was built without a pincode (under a stream of stock changes, most
   * changes are one or the other). An answer already built from the new generation (by a request
   * that was past the sync) stays. Every other answer of an older generation is never asked for
   * again: it is freed.
   */
  function carryOver(from: number, applied: AppliedChange): void {
    const [older, newer] = [`${from}|`, `${from + 1}|`];
    const carried = ({ reaches, readsCentres }: CachedAnswer<unknown>) =>
      !applied.reworded &&
      ((applied.centresOnly && !readsCentres) || (reaches !== undefined && !applied.slots.some(reaches)));
    answers.rekey((key, answer) => {
      if (key.startsWith(newer)) return key;
      if (key.startsWith(older) && carried(answer)) return newer + key.slice(older.length);
      return undefined;
    });
  }

  async function current(): Promise<CatalogIndex> {
    await changes.sync();
    index ??= await CatalogIndex.load(db);
    return index;
  }

  /**
   * Answers from the cache of the index's current generation, building on a miss. Everything that
   * waits (page routes, the pincode) is fetched first; from then on the build is synchronous, so
   * the generation read with it is the one it was computed from.
   */
  async function cached<T>(
    key: string,
    pincode: string | undefined,
    build: (inputs: ListingInputs) => Outcome<T>,
  ): Promise<CachedAnswer<T>> {
    const catalog = await current();
    const hit = answers.get<T>(`${catalog.generation}|${key}`);
    if (hit) return hit;
    const routeMap = await routes.get(
      "listing",
      async () => new Map((await loadListingRoutes(db)).map((route) => [route.path, route])),
    );
    const place = pincode ? await places.get(pincode, () => deliveryContext(db, catalog, pincode)) : null;
    const generation = catalog.generation;
    let reach: ((slot: number) => boolean) | undefined;
    const reaches = (told: ((slot: number) => boolean) | null) => {
      reach = told ?? undefined;
    };
    const outcome = build({ catalog, routes: routeMap, place, reaches });
    const answer = cachedAnswer(outcome, { reaches: reach, readsCentres: place !== null });
    answers.set(`${generation}|${key}`, answer);
    return answer;
  }

  const listingAnswer = (request: ListingRequest) => {
    const pincode = usesPincode(request.deeplinkurl) ? request.pincode : undefined;
    const key = `l|${request.deeplinkurl}|${request.brandDetails?.id ?? ""}|${pincode ?? ""}`;
    return cached(key, pincode, (inputs) => buildListing(inputs, request));
  };
  const omniAnswer = (request: OmniRequest) => {
    const key = `o|${request.deeplinkurl}|${request.brandDetails?.id ?? ""}|${request.pincode}`;
    return cached(key, request.pincode, (inputs) => buildOmni(inputs, request));
  };

  return {
    listing: async (request) => (await listingAnswer(request)).outcome,
    listingJson: async (request) => (await listingAnswer(request)).json(),
    omni: async (request) => (await omniAnswer(request)).outcome,
    omniJson: async (request) => (await omniAnswer(request)).json(),
    async carousel(query, limit) {
      const answer = await cached(`c|${query}|${limit}`, undefined, ({ catalog }) => ({
        ok: true,
        value: buildCarousel(catalog, query, limit),
      }));
      if (!answer.outcome.ok) throw new Error("a carousel answer is never a failure");
      return answer.outcome.value;
    },
    async warm() {
      await current();
    },
    index: current,
  };
}
