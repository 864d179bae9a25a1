import type { MakerRole, NetQuantityMeasure } from "@odin/contracts";
import { boolean, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * A brand's legal declarations, the defaults of each of its styles (decision 66): the maker
 * (manufacturer, packer, marketer or importer) with its address, the country of origin, consumer
 * care, and the seller, as the Legal Metrology (Packaged Commodities) Rules and the Consumer
 * Protection (E-Commerce) Rules ask a product page to show.
 */
export const brandDeclarations = pgTable("brand_declarations", {
  brandId: integer("brand_id").primaryKey(),
  makerRole: text("maker_role").$type<MakerRole>().notNull(),
  makerName: text("maker_name").notNull(),
  makerAddress: text("maker_address").notNull(),
  countryOfOrigin: text("country_of_origin").notNull(),
  careEmail: text("care_email").notNull(),
  carePhone: text("care_phone").notNull(),
  sellerName: text("seller_name").notNull(),
  sellerAddress: text("seller_address").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A style's own declarations: any of its brand's overridden (null: the brand's), whether it is a
 * packaged commodity with its net quantity (in grams, millilitres, centimetres or pieces) and month
 * of manufacture or import, and its dimensions where its size chart gives none.
 */
export const styleDeclarations = pgTable("style_declarations", {
  styleId: integer("style_id").primaryKey(),
  makerRole: text("maker_role").$type<MakerRole>(),
  makerName: text("maker_name"),
  makerAddress: text("maker_address"),
  countryOfOrigin: text("country_of_origin"),
  careEmail: text("care_email"),
  carePhone: text("care_phone"),
  sellerName: text("seller_name"),
  sellerAddress: text("seller_address"),
  packaged: boolean("packaged").notNull().default(false),
  netQuantity: integer("net_quantity"),
  netQuantityMeasure: text("net_quantity_measure").$type<NetQuantityMeasure>(),
  /** yyyy-mm. */
  madeOn: text("made_on"),
  dimensions: text("dimensions"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
