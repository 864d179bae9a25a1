CREATE TABLE "review_images" (
	"name" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"review_id" integer,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "verified_purchase" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "review_images" ADD CONSTRAINT "review_images_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_images_user_idx" ON "review_images" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "review_images_review_idx" ON "review_images" USING btree ("review_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_user_style_idx" ON "reviews" USING btree ("user_id","style_id");--> statement-breakpoint
CREATE INDEX "reviews_status_updated_idx" ON "reviews" USING btree ("status","updated_at");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_rating" CHECK ("reviews"."rating" between 1 and 5);