import type { Silhouette } from "@odin/contracts";
import type { Database } from "@odin/db";
import type { ChangeFeed } from "../catalog/change-feed";
import { DrawnPairs } from "./drawn-pairs";
import { loadPicturedStyles } from "./media.repo";

/** Answers whether a product picture's silhouette and colour belong to the catalog. */
export interface CatalogGate {
  allows(silhouette: Silhouette, colour: string): Promise<boolean>;
}

/** A gate over a fixed set of pairs (tools and tests that draw without a catalog). */
export function fixedGate(pairs: DrawnPairs): CatalogGate {
  return { allows: async (silhouette, colour) => pairs.has(silhouette, colour) };
}

/**
 * The pairs of the catalog, kept current by the change feed: a full load on the feed's first sync
 * and on bulk changes, the changed styles otherwise. A known pair answers at once. An unknown one
 * may be a style this instance has not heard of yet (added through another instance), so the gate
 * syncs the feed first; concurrent syncs share one round trip, and a refused picture is never drawn.
 */
export function catalogGate(db: Database, changes: ChangeFeed): CatalogGate {
  const pairs = new DrawnPairs();
  changes.subscribe(async (change) => {
    if (change.all) pairs.replace(await loadPicturedStyles(db, null));
    else pairs.update(change.styleIds, await loadPicturedStyles(db, change.styleIds));
  });
  return {
    async allows(silhouette, colour) {
      if (pairs.has(silhouette, colour)) return true;
      await changes.sync();
      return pairs.has(silhouette, colour);
    },
  };
}
