CREATE TABLE "loyalty_tiers" (
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	"min_points" integer NOT NULL,
	"earn_basis_points" smallint NOT NULL,
	CONSTRAINT "loyalty_tiers_brand_id_min_points_pk" PRIMARY KEY("brand_id","min_points"),
	CONSTRAINT "loyalty_tiers_min_points" CHECK ("loyalty_tiers"."min_points" >= 0),
	CONSTRAINT "loyalty_tiers_earn_rate" CHECK ("loyalty_tiers"."earn_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "order_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_ratings_rating" CHECK ("order_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "loyalty_entries" DROP CONSTRAINT "loyalty_entries_kind";--> statement-breakpoint
ALTER TABLE "loyalty_entries" ADD COLUMN "item_id" integer;--> statement-breakpoint
ALTER TABLE "loyalty_tiers" ADD CONSTRAINT "loyalty_tiers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_ratings_order_idx" ON "order_ratings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "loyalty_entries_item_idx" ON "loyalty_entries" USING btree ("item_id");--> statement-breakpoint
ALTER TABLE "loyalty_entries" ADD CONSTRAINT "loyalty_entries_kind" CHECK (("loyalty_entries"."kind" = 'earn' and "loyalty_entries"."points" > 0 and "loyalty_entries"."lot_id" is null and "loyalty_entries"."amount" is null and "loyalty_entries"."expires_at" is not null)
        or ("loyalty_entries"."kind" = 'redeem' and "loyalty_entries"."points" < 0 and "loyalty_entries"."lot_id" is not null and "loyalty_entries"."amount" is not null and "loyalty_entries"."amount" < 0 and "loyalty_entries"."expires_at" is null and "loyalty_entries"."item_id" is null)
        or ("loyalty_entries"."kind" = 'reverse' and "loyalty_entries"."points" > 0 and "loyalty_entries"."lot_id" is not null and "loyalty_entries"."amount" is not null and "loyalty_entries"."amount" > 0 and "loyalty_entries"."expires_at" is null and "loyalty_entries"."item_id" is null)
        or ("loyalty_entries"."kind" = 'expire' and "loyalty_entries"."points" < 0 and "loyalty_entries"."lot_id" is not null and "loyalty_entries"."amount" is null and "loyalty_entries"."expires_at" is null and "loyalty_entries"."item_id" is null)
        or ("loyalty_entries"."kind" = 'take_back' and "loyalty_entries"."points" <= 0 and "loyalty_entries"."lot_id" is not null and "loyalty_entries"."amount" is null and "loyalty_entries"."expires_at" is null and "loyalty_entries"."item_id" is not null and "loyalty_entries"."order_ref" is not null));