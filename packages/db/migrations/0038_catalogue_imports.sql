-- The catalogue's CSV import (decision 68): each import's file, who started it and within which brands and centres,
-- its dry run's and its apply's progress, its errors (the first 500, with their count), the units its
-- dry run saw per size and centre, and what its apply changed. A staff member reads their own newest first.
CREATE TABLE "catalogue_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"actor" jsonb NOT NULL,
	"brand_ids" integer[],
	"centre_ids" integer[],
	"file_name" text NOT NULL,
	"csv" text NOT NULL,
	"status" text DEFAULT 'checking' NOT NULL,
	"rows_total" integer DEFAULT 0 NOT NULL,
	"rows_checked" integer DEFAULT 0 NOT NULL,
	"rows_applied" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seen" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "catalogue_imports_staff_idx" ON "catalogue_imports" USING btree ("staff_id","id");