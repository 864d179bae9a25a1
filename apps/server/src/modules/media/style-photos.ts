import {
  adminProblems,
  articleTypeBySlug,
  fail,
  IMAGE_SIZES,
  IMAGE_VIEWS,
  type ImageSize,
  type ImageView,
  type MediaProblem,
  ok,
  type Result,
  type StylePhotos,
  styleImageUrl,
  stylePhotoUrl,
} from "@odin/contracts";
import type { Database, Executor } from "@odin/db";
import { recordAudit } from "../../platform/audit";
import type { ObjectStorage } from "../../platform/storage";
import { type CatalogueStaff, STYLE_RESOURCE } from "../declarations";
import { findStylePictures, removePhoto, type StylePictures, setImageViews } from "./media.repo";
import { photoKey } from "./photo-encode";
import { importPhoto } from "./photo-import";

type Refusal = "notFound" | "outOfScope";

export interface StylePhotosService {
  of(styleId: number, brandIds: readonly number[] | null): Promise<Result<StylePhotos, Refusal>>;
  upload(
    styleId: number,
    view: ImageView,
    bytes: Buffer,
    staff: CatalogueStaff,
  ): Promise<Result<StylePhotos, Refusal | MediaProblem>>;
  remove(styleId: number, view: ImageView, staff: CatalogueStaff): Promise<Result<StylePhotos, Refusal>>;
  order(
    styleId: number,
    views: readonly ImageView[],
    staff: CatalogueStaff,
  ): Promise<Result<StylePhotos, Refusal>>;
}

const SIZES = Object.keys(IMAGE_SIZES) as ImageSize[];
const isView = (view: string): view is ImageView => (IMAGE_VIEWS as readonly string[]).includes(view);

/**
 * The shown views in order, then the others; each with its photograph's thumbnail or its drawing. A
 * style with no views shown (new, imported) is drawn nowhere (drawn-pairs.ts): it has no drawings.
 */
export function photosOf(styleId: number, pictures: StylePictures): StylePhotos {
  const shown = pictures.imageViews.filter(isView);
  const silhouette = shown.length > 0 ? articleTypeBySlug(pictures.articleType)?.silhouette : undefined;
  const views = [...shown, ...IMAGE_VIEWS.filter((view) => !shown.includes(view))];
  return {
    styleId,
    views: views.map((view) => {
      const version = pictures.photos?.[view];
      return {
        view,
        shown: shown.includes(view),
        photo: version ? stylePhotoUrl(styleId, view, version, "thumbnail") : null,
        drawing: silhouette ? styleImageUrl(silhouette, pictures.colourCode, view, "thumbnail") : null,
      };
    }),
  };
}

/**
 * A style's photographs from the back office (decision 66): upload through the operators' import
 * path (cropped, re-encoded without metadata, stored before the address is handed out), remove one
 * (its drawing shows again), and choose the views the product page shows, in order. Each change is
 * audited in its transaction; shoppers see it through the change feed.
 */
export function createStylePhotos(deps: {
  db: Database;
  storage: ObjectStorage;
  maxPixels: number;
}): StylePhotosService {
  const { db, storage } = deps;

  async function reachable(executor: Executor, styleId: number, brandIds: readonly number[] | null) {
    const pictures = await findStylePictures(executor, styleId);
    if (!pictures) return fail(adminProblems.notFound());
    if (brandIds !== null && !brandIds.includes(pictures.brandId)) return fail(adminProblems.outOfScope());
    return ok(pictures);
  }

  async function current(styleId: number): Promise<StylePhotos> {
    const pictures = await findStylePictures(db, styleId);
    if (!pictures) throw new Error(`style ${styleId} disappeared`);
    return photosOf(styleId, pictures);
  }

  return {
    async of(styleId, brandIds) {
      const pictures = await reachable(db, styleId, brandIds);
      return pictures.ok ? ok(photosOf(styleId, pictures.value)) : pictures;
    },

    async upload(styleId, view, bytes, staff) {
      const pictures = await reachable(db, styleId, staff.brandIds);
      if (!pictures.ok) return pictures;
      const imported = await importPhoto(deps, { styleId, view, bytes }, (tx, { version, replaced }) =>
        recordAudit(tx, staff.actor, {
          resource: STYLE_RESOURCE,
          resourceId: styleId,
          action: "photo-upload",
          before: { view, version: replaced },
          after: { view, version },
        }),
      );
      return imported.ok ? ok(await current(styleId)) : imported;
    },

    async remove(styleId, view, staff) {
      const removed = await db.transaction(async (tx) => {
        const pictures = await reachable(tx, styleId, staff.brandIds);
        if (!pictures.ok) return pictures;
        const version = await removePhoto(tx, styleId, view);
        await recordAudit(tx, staff.actor, {
          resource: STYLE_RESOURCE,
          resourceId: styleId,
          action: "photo-remove",
          before: { view, version },
          after: { view, version: null },
        });
        return ok(version);
      });
      if (!removed.ok) return removed;
      // Deleted once the address is no longer handed out.
      if (removed.value)
        for (const size of SIZES) await storage.delete(photoKey(styleId, view, removed.value, size));
      return ok(await current(styleId));
    },

    async order(styleId, views, staff) {
      const ordered = await db.transaction(async (tx) => {
        const pictures = await reachable(tx, styleId, staff.brandIds);
        if (!pictures.ok) return pictures;
        await setImageViews(tx, styleId, views);
        await recordAudit(tx, staff.actor, {
          resource: STYLE_RESOURCE,
          resourceId: styleId,
          action: "photo-order",
          before: { views: pictures.value.imageViews },
          after: { views },
        });
        return ok(null);
      });
      return ordered.ok ? ok(await current(styleId)) : ordered;
    },
  };
}
