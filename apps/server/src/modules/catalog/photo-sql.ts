import { type SQL, sql } from "drizzle-orm";

/**
 * The versions of a style's imported photographs by view, as a JSON object (null without any): a
 * column for the queries that build a style's image addresses (decision 39).
 */
export const photoVersionsOf = (styleId: SQL) =>
  sql`(select jsonb_object_agg(p.view, p.version) from style_photos p where p.style_id = ${styleId})`;
