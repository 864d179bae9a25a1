import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** Pincode directory (GeoNames postal data for India, CC BY 4.0). */
export const pincodes = pgTable("pincodes", {
  pincode: text("pincode").primaryKey(),
  city: text("city").notNull(),
  district: text("district").notNull(),
  state: text("state").notNull(),
  latitude: doublePrecision("latitude").notNull(),
  longitude: doublePrecision("longitude").notNull(),
});

/**
 * A place that holds stock: a warehouse or a store. Stores also appear in the store locator
 * and serve "Pickup from the nearest".
 */
export const fulfilmentCentres = pgTable(
  "fulfilment_centres",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    kind: text("kind").$type<"warehouse" | "store">().notNull(),
    name: text("name").notNull(),
    /** The brand a store sells (null for multi-brand warehouses). */
    brandId: integer("brand_id"),
    address: text("address").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    pincode: text("pincode").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    phone: text("phone"),
    openingHours: text("opening_hours").notNull().default("11AM to 10PM"),
    storeLocatorEnabled: boolean("store_locator_enabled").notNull().default(true),
    sameDayCapable: boolean("same_day_capable").notNull().default(false),
  },
  (t) => [index("fc_kind_idx").on(t.kind), index("fc_brand_idx").on(t.brandId)],
);

export const stock = pgTable(
  "stock",
  {
    skuId: integer("sku_id").notNull(),
    fcId: integer("fc_id").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (t) => [primaryKey({ columns: [t.skuId, t.fcId] }), index("stock_fc_idx").on(t.fcId)],
);

/**
 * A change of stock staff made from the back office, with its reason: never a silent overwrite.
 * `request_id` is the form's own id, unique, so a double submit changes once.
 */
export const stockChanges = pgTable(
  "stock_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    skuId: integer("sku_id").notNull(),
    fcId: integer("fc_id").notNull(),
    /** Signed: what the change added or took away. */
    delta: integer("delta").notNull(),
    unitsAfter: integer("units_after").notNull(),
    reason: text("reason").notNull(),
    staffId: integer("staff_id").notNull(),
    requestId: text("request_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("stock_changes_request_idx").on(t.requestId),
    index("stock_changes_sku_idx").on(t.skuId, t.id),
  ],
);
