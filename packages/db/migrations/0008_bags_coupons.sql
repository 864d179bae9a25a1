CREATE TABLE "bag_items" (
	"bag_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"quantity" smallint NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bag_items_bag_id_sku_id_pk" PRIMARY KEY("bag_id","sku_id"),
	CONSTRAINT "bag_items_quantity" CHECK ("bag_items"."quantity" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "bags" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"guest_key" text,
	"coupon_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bags_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "bags_guest_key_unique" UNIQUE("guest_key"),
	CONSTRAINT "bags_one_owner" CHECK (("bags"."user_id" is null) <> ("bags"."guest_key" is null))
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_ref" text NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "kind" text DEFAULT 'included' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "value" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "min_bag_value" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "max_discount" integer;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "valid_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "once_per_days" integer;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "first_order_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "payment_constraint" text;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "combinable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "first_order_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bag_items" ADD CONSTRAINT "bag_items_bag_id_bags_id_fk" FOREIGN KEY ("bag_id") REFERENCES "public"."bags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bags_guest_updated_idx" ON "bags" USING btree ("updated_at") WHERE "bags"."guest_key" is not null;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_user_idx" ON "coupon_redemptions" USING btree ("user_id","promotion_id","redeemed_at");