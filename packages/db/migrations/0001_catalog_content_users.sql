CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"sub_site_path" text NOT NULL,
	"legal_brand_names" text[] NOT NULL,
	"parent_brand" text NOT NULL,
	"brand_type" text NOT NULL,
	"description" text NOT NULL,
	"colour" text NOT NULL,
	"wide_navigation" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "brands_code_unique" UNIQUE("code"),
	CONSTRAINT "brands_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"level" smallint NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"gender" text NOT NULL,
	"article_type" text,
	"returnable" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"display_discount" text NOT NULL,
	"tnc" text NOT NULL,
	CONSTRAINT "promotions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "size_charts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skus" (
	"id" integer PRIMARY KEY NOT NULL,
	"style_id" integer NOT NULL,
	"size" text NOT NULL,
	"tenant_size" text,
	"tenant_size_label" text,
	"ean" text NOT NULL,
	"mrp" integer NOT NULL,
	"price" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "skus_ean_unique" UNIQUE("ean")
);
--> statement-breakpoint
CREATE TABLE "style_promotions" (
	"style_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	CONSTRAINT "style_promotions_style_id_promotion_id_pk" PRIMARY KEY("style_id","promotion_id")
);
--> statement-breakpoint
CREATE TABLE "styles" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"brand_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"gender" text NOT NULL,
	"article_type" text NOT NULL,
	"colour" text NOT NULL,
	"colour_code" text NOT NULL,
	"secondary_colour" text,
	"occasion" text NOT NULL,
	"mrp" integer NOT NULL,
	"price" integer NOT NULL,
	"discount_percent" smallint NOT NULL,
	"hsn_code" text NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"on_sale" boolean DEFAULT false NOT NULL,
	"in_stock" boolean DEFAULT true NOT NULL,
	"returnable" boolean DEFAULT true NOT NULL,
	"story" text NOT NULL,
	"tags" text[] NOT NULL,
	"size_chart_id" integer,
	"image_views" text[] NOT NULL,
	"design_code" text NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"catalog_status" text DEFAULT 'content_image_done' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "styles_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "content_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"platform" text DEFAULT 'all' NOT NULL,
	"preview" boolean DEFAULT false NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_routes" (
	"path" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"reference" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fulfilment_centres" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"brand_id" integer,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pincode" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"phone" text,
	"opening_hours" text DEFAULT '11AM to 10PM' NOT NULL,
	"store_locator_enabled" boolean DEFAULT true NOT NULL,
	"same_day_capable" boolean DEFAULT false NOT NULL,
	CONSTRAINT "fulfilment_centres_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "pincodes" (
	"pincode" text PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"district" text NOT NULL,
	"state" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock" (
	"sku_id" integer NOT NULL,
	"fc_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "stock_sku_id_fc_id_pk" PRIMARY KEY("sku_id","fc_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text,
	"mobile_number" text,
	"country_calling_code" text DEFAULT '+91' NOT NULL,
	"gender" text,
	"password_hash" text,
	"roles" text[] NOT NULL,
	"user_type" text DEFAULT 'END_USER' NOT NULL,
	"is_email_verified" boolean DEFAULT false NOT NULL,
	"is_mobile_number_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "skus_style_idx" ON "skus" USING btree ("style_id");--> statement-breakpoint
CREATE INDEX "style_promotions_promo_idx" ON "style_promotions" USING btree ("promotion_id");--> statement-breakpoint
CREATE INDEX "styles_brand_idx" ON "styles" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "styles_category_idx" ON "styles" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "styles_design_idx" ON "styles" USING btree ("design_code");--> statement-breakpoint
CREATE INDEX "styles_gender_article_idx" ON "styles" USING btree ("gender","article_type");--> statement-breakpoint
CREATE INDEX "styles_popularity_idx" ON "styles" USING btree ("popularity" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "content_documents_key_idx" ON "content_documents" USING btree ("kind","key","platform","preview");--> statement-breakpoint
CREATE INDEX "page_routes_type_idx" ON "page_routes" USING btree ("type");--> statement-breakpoint
CREATE INDEX "fc_kind_idx" ON "fulfilment_centres" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "fc_brand_idx" ON "fulfilment_centres" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "stock_fc_idx" ON "stock" USING btree ("fc_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_idx" ON "users" USING btree ("mobile_number");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");