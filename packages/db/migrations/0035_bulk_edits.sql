-- Bulk edits of the catalogue (decision 69): a price change, publishing or a stock set on every style
-- the list's filters found. The preview freezes the styles it matched and what it showed; a job applies
-- it a batch of styles per transaction, counting its progress in styles_done.
CREATE TABLE "bulk_edits" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"brand_ids" integer[],
	"filters" jsonb NOT NULL,
	"operation" jsonb NOT NULL,
	"style_ids" integer[] NOT NULL,
	"preview" jsonb NOT NULL,
	"status" text DEFAULT 'previewed' NOT NULL,
	"actor" jsonb,
	"styles_done" integer DEFAULT 0 NOT NULL,
	"styles_changed" integer DEFAULT 0 NOT NULL,
	"sizes_changed" integer DEFAULT 0 NOT NULL,
	"styles_skipped" integer DEFAULT 0 NOT NULL,
	"skips" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
