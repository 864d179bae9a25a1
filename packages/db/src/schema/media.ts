import { IMAGE_VIEWS } from "@odin/contracts";
import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Photographs of a style, one per view (front, back, detail), imported by an operator
 * (`npm run ops -- photos:import`). The encoded sizes live in object storage under
 * `styles/<styleId>/<view>/<version>/<size>.webp`; `version` is a hash of the encoded pictures,
 * so a new photograph gets new addresses and the old ones can be cached for a year (decision 39).
 */
export const stylePhotos = pgTable(
  "style_photos",
  {
    styleId: integer("style_id").notNull(),
    view: text("view", { enum: IMAGE_VIEWS }).notNull(),
    version: text("version").notNull(),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.styleId, t.view] })],
);
