-- The back office's catalogue (decision 66): the brands' and styles' legal declarations, whether a
-- style is published, the stock changes staff make with their reasons, the units open orders hold
-- per size and centre, and id sequences for the styles and sizes the back office adds (the seed
-- writes its own ids, then moves the sequences past them). A change of a style's declarations is
-- recorded in catalog_changes as a price change is (its product page shows them); a brand's reloads
-- everything, as a brand's other changes do (migration 0003).
CREATE TABLE "brand_declarations" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"maker_role" text NOT NULL,
	"maker_name" text NOT NULL,
	"maker_address" text NOT NULL,
	"country_of_origin" text NOT NULL,
	"care_email" text NOT NULL,
	"care_phone" text NOT NULL,
	"seller_name" text NOT NULL,
	"seller_address" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "style_declarations" (
	"style_id" integer PRIMARY KEY NOT NULL,
	"maker_role" text,
	"maker_name" text,
	"maker_address" text,
	"country_of_origin" text,
	"care_email" text,
	"care_phone" text,
	"seller_name" text,
	"seller_address" text,
	"packaged" boolean DEFAULT false NOT NULL,
	"net_quantity" integer,
	"net_quantity_measure" text,
	"made_on" text,
	"dimensions" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sku_id" integer NOT NULL,
	"fc_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"units_after" integer NOT NULL,
	"reason" text NOT NULL,
	"staff_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE SEQUENCE "skus_id_seq" OWNED BY "skus"."id";--> statement-breakpoint
SELECT setval('skus_id_seq', coalesce(max("id"), 0) + 1, false) FROM "skus";--> statement-breakpoint
CREATE SEQUENCE "styles_id_seq" OWNED BY "styles"."id";--> statement-breakpoint
SELECT setval('styles_id_seq', coalesce(max("id"), 0) + 1, false) FROM "styles";--> statement-breakpoint
ALTER TABLE "skus" ALTER COLUMN "id" SET DEFAULT nextval('skus_id_seq');--> statement-breakpoint
ALTER TABLE "styles" ALTER COLUMN "id" SET DEFAULT nextval('styles_id_seq');--> statement-breakpoint
ALTER TABLE "styles" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_changes_request_idx" ON "stock_changes" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "stock_changes_sku_idx" ON "stock_changes" USING btree ("sku_id","id");--> statement-breakpoint
CREATE INDEX "order_items_open_sku_idx" ON "order_items" USING btree ("sku_id","fc_id") WHERE "order_items"."status" in ('PAYMENT_PENDING', 'PLACED', 'PACKED');--> statement-breakpoint
CREATE FUNCTION style_declarations_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM record_catalog_changes(ARRAY(SELECT DISTINCT t.style_id FROM old_rows t));
  ELSE
    PERFORM record_catalog_changes(ARRAY(SELECT DISTINCT t.style_id FROM new_rows t));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER style_declarations_insert_changes AFTER INSERT ON style_declarations REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION style_declarations_changed();
--> statement-breakpoint
CREATE TRIGGER style_declarations_update_changes AFTER UPDATE ON style_declarations REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION style_declarations_changed();
--> statement-breakpoint
CREATE TRIGGER style_declarations_delete_changes AFTER DELETE ON style_declarations REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION style_declarations_changed();
--> statement-breakpoint
CREATE TRIGGER brand_declarations_changes AFTER INSERT OR UPDATE OR DELETE ON brand_declarations FOR EACH STATEMENT EXECUTE FUNCTION record_catalog_reload();
