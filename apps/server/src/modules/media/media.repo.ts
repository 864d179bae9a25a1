import { type Database, queryRows } from "@odin/db";
import { sql } from "drizzle-orm";
import type { PicturedStyle } from "./drawn-pairs";

/** The article type, colour and picture views of the styles `ids`, or of every style (null). */
export function loadPicturedStyles(db: Database, ids: readonly number[] | null): Promise<PicturedStyle[]> {
  const only = ids ? sql`where id = any(${`{${ids.join(",")}}`}::int[])` : sql``;
  return queryRows<PicturedStyle>(
    db,
    sql`select id, article_type as "articleType", colour_code as "colourCode", image_views as "imageViews"
        from styles ${only}`,
  );
}
