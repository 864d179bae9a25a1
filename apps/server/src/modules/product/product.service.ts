import {
  fail,
  ok,
  type ProductDetail,
  productProblems,
  type Result,
  type StorefrontServices,
  type StyleListResponse,
} from "@odin/contracts";
import type { Database } from "@odin/db";
import type { ChangeFeed } from "../catalog";
import { DependentLru } from "./detail-cache";
import { findSimilarStyleCards, findSizeChart, findStyleCards, findStyleDetail } from "./product.repo";
import { toProductDetail } from "./product-detail";
import { toSizeChart } from "./size-chart";
import { inRequestedOrder, toStyleCard } from "./style-card";

export type ProductService = StorefrontServices["product"] & {
  /** The product detail as the JSON text the API sends. */
  detailJson(styleId: number): Promise<Result<string, "unknownStyle">>;
  /** Product cards in the order asked; unknown ids are skipped. */
  styles(styleIds: readonly number[]): Promise<StyleListResponse>;
};

export interface ProductServiceOptions {
  /** Product details kept serialized in process. */
  cachedDetails?: number;
}

const list = (styleList: StyleListResponse["styles"]["styleList"]): StyleListResponse => ({
  styles: { styleList },
});

/**
 * Product pages: details, several styles as cards, similar styles, size charts. Details are built
 * by one query and kept as JSON text in a bounded LRU; the catalog change feed drops a style's
 * entry, and those of its sibling colourways (whose pages show its stock), before the next answer.
 */
export function createProductService(
  /**
   * `reads` (decision 73) for the cards, similar styles and size charts; the details on `db`, since
   * a detail is kept until the change feed names its style again and must be built from data at
   * least as new as the feed's.
   */
  { db, reads, changes }: { db: Database; reads: Database; changes: ChangeFeed },
  { cachedDetails = 20_000 }: ProductServiceOptions = {},
): ProductService {
  const cache = new DependentLru<string | null>(cachedDetails);
  /** Builds under way, shared by concurrent misses of one style. */
  const building = new Map<number, Promise<string | null>>();
  /** Bumped by every change: a build that overlapped one may hold old data and is not cached. */
  let generation = 0;

  changes.subscribe((change) => {
    generation++;
    building.clear();
    if (change.all) cache.clear();
    else cache.invalidate(change.styleIds);
  });

  async function build(styleId: number): Promise<string | null> {
    const startedAt = generation;
    const row = await findStyleDetail(db, styleId);
    const json = row ? JSON.stringify(toProductDetail(row)) : null;
    if (generation === startedAt) {
      cache.set(styleId, json, row ? row.colours.map((colourway) => colourway.styleId) : []);
    }
    return json;
  }

  /** The detail's JSON text, or null for an unknown style (cached too, until the style changes). */
  async function cachedJson(styleId: number): Promise<string | null> {
    await changes.sync();
    const hit = cache.get(styleId);
    if (hit !== undefined) return hit;
    const running = building.get(styleId);
    if (running) return running;
    const pending = build(styleId).finally(() => {
      if (building.get(styleId) === pending) building.delete(styleId);
    });
    building.set(styleId, pending);
    return pending;
  }

  async function detailJson(styleId: number): Promise<Result<string, "unknownStyle">> {
    const json = await cachedJson(styleId);
    return json === null ? fail(productProblems.unknownStyle()) : ok(json);
  }

  return {
    detailJson,
    async details(styleId) {
      const json = await detailJson(styleId);
      return json.ok ? ok(JSON.parse(json.value) as ProductDetail) : json;
    },
    async styles(styleIds) {
      return list(inRequestedOrder(styleIds, await findStyleCards(reads, styleIds)));
    },
    async similar(styleId, limit) {
      return list((await findSimilarStyleCards(reads, styleId, limit)).map(toStyleCard));
    },
    async sizeChart(id) {
      const row = await findSizeChart(reads, id);
      return row ? ok(toSizeChart(row)) : fail(productProblems.unknownSizeChart());
    },
  };
}
