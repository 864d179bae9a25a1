import type { PageType, Platform } from "@odin/contracts";
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** The kinds of editorial document, each with the @odin/contracts schema its `data` follows. */
export const CONTENT_KINDS = ["navigation", "footer_links", "master_template", "static_page"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/**
 * Editorial content kept as validated JSON documents: navigation trees, footer links and SEO
 * docs, master templates (home, brand, collection, ...), static pages. The shape of `data`
 * for each kind is the zod schema of the same name in @odin/contracts.
 */
export const contentDocuments = pgTable(
  "content_documents",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: CONTENT_KINDS }).notNull(),
    /** Identifies the document within its kind: "home", a brand code, a static page name. */
    key: text("key").notNull(),
    /** "all", "desktop" or "mobile". */
    platform: text("platform").$type<Platform | "all">().notNull().default("all"),
    /** Preview documents are served only with cmsPreview=1. */
    preview: boolean("preview").notNull().default(false),
    data: jsonb("data").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("content_documents_key_idx").on(t.kind, t.key, t.platform, t.preview)],
);

/** Paths served by the catch-all route and what they show (spec 2 §2, getType). */
export const pageRoutes = pgTable(
  "page_routes",
  {
    path: text("path").primaryKey(),
    /** Collection, ProductListBanner, Brand, Style or a master template type. */
    type: text("type").$type<PageType>().notNull(),
    title: text("title").notNull(),
    /** Listing query for collections (e.g. "gender=women&article=kurtas"), brand code, template key. */
    reference: text("reference").notNull(),
  },
  (t) => [index("page_routes_type_idx").on(t.type)],
);

/**
 * A published content document changed (written by a trigger on `content_documents`, migration
 * 0035): every instance follows this feed to drop its cached content and the rendered pages that
 * showed the document. Drafts (`preview`) write nothing: no shopper's page shows them.
 */
export const contentChanges = pgTable(
  "content_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind", { enum: CONTENT_KINDS }).notNull(),
    key: text("key").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("content_changes_changed_at_idx").on(t.changedAt)],
);

/** A schedule's states: waiting for its time, done, or called off by staff. */
export const CONTENT_SCHEDULE_STATES = ["pending", "published", "cancelled"] as const;

/**
 * A draft to be published at a time (decision 71): a `publish-content` job carries its id. At most
 * one schedule per document waits at a time.
 */
export const contentSchedules = pgTable(
  "content_schedules",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: CONTENT_KINDS }).notNull(),
    key: text("key").notNull(),
    publishAt: timestamp("publish_at", { withTimezone: true }).notNull(),
    state: text("state", { enum: CONTENT_SCHEDULE_STATES }).notNull().default("pending"),
    /** Who scheduled it: the publish's audit entry names them. */
    staffId: integer("staff_id").notNull(),
    staffName: text("staff_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("content_schedules_waiting_idx").on(t.kind, t.key).where(sql`${t.state} = 'pending'`)],
);
