import type { ImageView, PhotoVersions } from "@odin/contracts";
import { type Database, type Executor, queryRows, schema, type Transaction } from "@odin/db";
import { sql } from "drizzle-orm";
import { photoVersionsOf } from "../catalog";
import type { PicturedStyle } from "./drawn-pairs";

export interface PicturedStyleRow extends PicturedStyle {
  photos: PhotoVersions | null;
}

/** Article type, colour, picture views and photographs of the styles `ids`, or of every style (null). */
export function loadPicturedStyles(db: Database, ids: readonly number[] | null): Promise<PicturedStyleRow[]> {
  const only = ids ? sql`where s.id = any(${`{${ids.join(",")}}`}::int[])` : sql``;
  return queryRows<PicturedStyleRow>(
    db,
    sql`select s.id, s.article_type as "articleType", s.colour_code as "colourCode",
          s.image_views as "imageViews", ${photoVersionsOf(sql`s.id`)} as photos
        from styles s ${only}`,
  );
}

export async function styleExists(db: Database, styleId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(db, sql`select id from styles where id = ${styleId}`);
  return rows.length === 1;
}

/**
 * Records the photograph of a style's view and answers the version it replaced. The view joins the
 * style's picture views when it was not one, and the style is marked changed, so every instance
 * rebuilds its cards and product page (the catalog's change feed).
 */
export async function savePhoto(
  tx: Transaction,
  photo: { styleId: number; view: ImageView; version: string },
): Promise<string | null> {
  const [before] = await queryRows<{ version: string }>(
    tx,
    sql`select version from style_photos where style_id = ${photo.styleId} and view = ${photo.view} for update`,
  );
  await tx
    .insert(schema.stylePhotos)
    .values(photo)
    .onConflictDoUpdate({
      target: [schema.stylePhotos.styleId, schema.stylePhotos.view],
      set: { version: photo.version, importedAt: sql`now()` },
    });
  await tx.execute(
    sql`update styles set image_views = array_append(image_views, ${photo.view})
        where id = ${photo.styleId} and not (${photo.view} = any(image_views))`,
  );
  await tx.insert(schema.catalogChanges).values({ styleId: photo.styleId });
  return before?.version ?? null;
}

/**
 * The banner names and colours in use: every `/img/b/<name>/<colour>/` address in the content
 * documents (templates, navigation, drafts included) and the brands' generated logos.
 */
export async function loadBannerPairs(db: Database): Promise<string[]> {
  const rows = await queryRows<{ pair: string }>(
    db,
    sql`select distinct m[1] || '/' || m[2] as pair
          from content_documents d,
               regexp_matches(d.data::text, '/img/b/([a-z0-9-]+)/([0-9a-f]{6})/', 'g') as m
        union
        select 'logo-' || code || '/' || lower(replace(colour, '#', '')) from brands`,
  );
  return rows.map((row) => row.pair);
}

/** A style's brand, picture views, article type, colour and photographs, for the back office's photo page. */
export interface StylePictures {
  brandId: number;
  articleType: string;
  colourCode: string;
  imageViews: string[];
  photos: PhotoVersions | null;
}

export async function findStylePictures(db: Executor, styleId: number): Promise<StylePictures | undefined> {
  const [row] = await queryRows<StylePictures>(
    db,
    sql`select s.brand_id as "brandId", s.article_type as "articleType", s.colour_code as "colourCode",
          s.image_views as "imageViews", ${photoVersionsOf(sql`s.id`)} as photos
        from styles s where s.id = ${styleId}`,
  );
  return row;
}

/** Forgets a view's photograph (its drawing shows again) and marks the style changed; answers its version. */
export async function removePhoto(tx: Transaction, styleId: number, view: ImageView): Promise<string | null> {
  const [row] = await queryRows<{ version: string }>(
    tx,
    sql`delete from style_photos where style_id = ${styleId} and view = ${view} returning version`,
  );
  if (row) await tx.insert(schema.catalogChanges).values({ styleId });
  return row?.version ?? null;
}

/** The views a style's product page shows, in order (the styles trigger records the change). */
export async function setImageViews(
  tx: Transaction,
  styleId: number,
  views: readonly ImageView[],
): Promise<void> {
  await tx.execute(
    sql`update styles set image_views = ${`{${views.join(",")}}`}::text[] where id = ${styleId}`,
  );
}
