CREATE TABLE "catalog_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"style_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"style_id" integer NOT NULL,
	"user_id" integer,
	"author_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"text" text NOT NULL,
	"colour" text,
	"size" text,
	"images" text[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'UNDER_MODERATION' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalog_changes_changed_at_idx" ON "catalog_changes" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "reviews_style_status_idx" ON "reviews" USING btree ("style_id","status");