import type { ImageView, PhotoVersions, Silhouette } from "@odin/contracts";
import type { Database } from "@odin/db";
import type { ChangeFeed } from "../catalog";
import { DrawnPairs } from "./drawn-pairs";
import { loadBannerPairs, loadPicturedStyles, type PicturedStyleRow } from "./media.repo";

/** How long the banners in use are trusted before an unknown one makes the gate look again (content's own cache time). */
const BANNERS_FRESH_MS = 30_000;

/** `name/rrggbb`: the part of a banner's address that the content decides. */
export const bannerKey = (name: string, colour: string) => `${name}/${colour.replace("#", "").toLowerCase()}`;

/** Answers whether a picture address belongs to the catalog or its content, so that nothing else is drawn or read. */
export interface CatalogGate {
  /** A style of the catalog is drawn in this silhouette and colour. */
  allows(silhouette: Silhouette, colour: string): Promise<boolean>;
  /** This is the current version of the style's photograph of this view. */
  hasPhoto(styleId: number, view: ImageView, version: string): Promise<boolean>;
  /** A content document or a brand's logo names this banner in this colour. */
  allowsBanner(name: string, colour: string): Promise<boolean>;
}

/** The pairs and photographs of the catalog in memory: one map read per request. */
export class CatalogPictures {
  readonly pairs = new DrawnPairs();
  /** Banners in use, as `bannerKey` spells them. */
  banners = new Set<string>();
  private readonly photos = new Map<number, PhotoVersions>();

  replace(styles: readonly PicturedStyleRow[]): void {
    this.pairs.replace(styles);
    this.photos.clear();
    for (const style of styles) if (style.photos) this.photos.set(style.id, style.photos);
  }

  update(ids: readonly number[], styles: readonly PicturedStyleRow[]): void {
    this.pairs.update(ids, styles);
    for (const id of ids) this.photos.delete(id);
    for (const style of styles) if (style.photos) this.photos.set(style.id, style.photos);
  }

  hasPair(silhouette: Silhouette, colour: string): boolean {
    return this.pairs.has(silhouette, colour);
  }

  hasPhoto(styleId: number, view: ImageView, version: string): boolean {
    return this.photos.get(styleId)?.[view] === version;
  }
}

/** A gate over fixed pictures (tools and tests that draw without a catalog). */
export function fixedGate(pictures: CatalogPictures): CatalogGate {
  return {
    allows: async (silhouette, colour) => pictures.hasPair(silhouette, colour),
    hasPhoto: async (styleId, view, version) => pictures.hasPhoto(styleId, view, version),
    allowsBanner: async (name, colour) => pictures.banners.has(bannerKey(name, colour)),
  };
}

/**
 * The catalog's pictures, kept current by the change feed: a full load on the feed's first sync and
 * on bulk changes, the changed styles otherwise. A known address answers at once. An unknown one may
 * be of a style this instance has not heard of yet (changed through another instance or an operator
 * command), so the gate syncs the feed first; concurrent syncs share one round trip, and a refused
 * address is never drawn nor read from storage.
 */
export function catalogGate(db: Database, changes: ChangeFeed, now: () => number = Date.now): CatalogGate {
  const pictures = new CatalogPictures();
  let bannersAt = Number.NEGATIVE_INFINITY;
  let bannersLoading: Promise<void> | null = null;
  /** Banners come from content, which has no change feed: an unknown one reloads them, at most every 30 s. */
  function reloadBanners(): Promise<void> {
    bannersLoading ??= loadBannerPairs(db)
      .then((pairs) => {
        pictures.banners = new Set(pairs);
        bannersAt = now();
      })
      .finally(() => {
        bannersLoading = null;
      });
    return bannersLoading;
  }
  changes.subscribe(async (change) => {
    if (change.all) pictures.replace(await loadPicturedStyles(db, null));
    else pictures.update(change.styleIds, await loadPicturedStyles(db, change.styleIds));
  });
  async function known(check: () => boolean): Promise<boolean> {
    if (check()) return true;
    await changes.sync();
    return check();
  }
  return {
    allows: (silhouette, colour) => known(() => pictures.hasPair(silhouette, colour)),
    hasPhoto: (styleId, view, version) => known(() => pictures.hasPhoto(styleId, view, version)),
    async allowsBanner(name, colour) {
      const key = bannerKey(name, colour);
      if (pictures.banners.has(key)) return true;
      if (now() - bannersAt < BANNERS_FRESH_MS) return false;
      await reloadBanners();
      return pictures.banners.has(key);
    },
  };
}
