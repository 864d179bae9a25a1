-- Promotions in the back office (decision 70): a promotion can be paused and ended, limited to a total
-- number of orders (`max_redemptions`, counted by `redemptions`, which a check keeps within it), and
-- cover every style of some brands, those added later too. `coupon_orders` holds one row per order
-- holding a coupon, from the transaction that reserves it until a reservation given up deletes it.
-- Below the generated statements: the orders already holding a coupon counted; the catalog reloaded
-- by a change of a promotion a shopper can see, not by its counter alone (an order using a coupon
-- must not reload every instance's catalog), unless the counter reaches or leaves the limit; and a
-- style new to a covered brand (added, or moved to it) added to its promotions, one moved away taken out. The owner and the built-in Catalogue role get
-- the two new permissions.
CREATE TABLE "coupon_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_ref" text NOT NULL,
	"promotion_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"held_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupon_orders_order_ref_unique" UNIQUE("order_ref")
);
--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "brand_ids" integer[];--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "max_redemptions" integer;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "redemptions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupon_orders" ADD CONSTRAINT "coupon_orders_order_ref_orders_order_number_fk" FOREIGN KEY ("order_ref") REFERENCES "public"."orders"("order_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_orders_promotion_idx" ON "coupon_orders" USING btree ("promotion_id","id");--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_redemptions_within_limit" CHECK ("promotions"."redemptions" >= 0 and ("promotions"."max_redemptions" is null or "promotions"."redemptions" <= "promotions"."max_redemptions"));--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_limit_positive" CHECK ("promotions"."max_redemptions" is null or "promotions"."max_redemptions" > 0);--> statement-breakpoint
INSERT INTO coupon_orders (order_ref, promotion_id, user_id, held_at)
  SELECT o.order_number, p.id, o.user_id, o.created_at
    FROM orders o JOIN promotions p ON p.code = o.coupon_code
   WHERE o.released_at IS NULL AND (o.status <> 'CANCELLED' OR o.reserved_until IS NULL)
   ORDER BY o.id;
--> statement-breakpoint
UPDATE promotions p SET redemptions = (SELECT count(*) FROM coupon_orders c WHERE c.promotion_id = p.id);
--> statement-breakpoint
DROP TRIGGER promotions_changes ON promotions;
--> statement-breakpoint
CREATE TRIGGER promotions_insert_delete_changes AFTER INSERT OR DELETE ON promotions FOR EACH STATEMENT EXECUTE FUNCTION record_catalog_reload();
--> statement-breakpoint
CREATE FUNCTION promotions_update_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE to_jsonb(o) - 'redemptions' IS DISTINCT FROM to_jsonb(n) - 'redemptions'
        OR (n.max_redemptions IS NOT NULL
            AND (o.redemptions >= n.max_redemptions) <> (n.redemptions >= n.max_redemptions))
  ) THEN
    INSERT INTO catalog_changes (style_id) VALUES (NULL);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER promotions_update_changes AFTER UPDATE ON promotions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION promotions_update_changed();
--> statement-breakpoint
CREATE FUNCTION styles_brand_promotions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM promotions WHERE brand_ids IS NOT NULL) THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO style_promotions (style_id, promotion_id)
      SELECT n.id, p.id FROM new_rows n JOIN promotions p ON n.brand_id = ANY (p.brand_ids)
    ON CONFLICT DO NOTHING;
    RETURN NULL;
  END IF;
  DELETE FROM style_promotions sp USING old_rows o, new_rows n, promotions p
   WHERE n.id = o.id AND n.brand_id <> o.brand_id AND sp.style_id = n.id AND p.id = sp.promotion_id
     AND o.brand_id = ANY (p.brand_ids) AND NOT n.brand_id = ANY (p.brand_ids);
  INSERT INTO style_promotions (style_id, promotion_id)
    SELECT n.id, p.id FROM old_rows o JOIN new_rows n ON n.id = o.id AND n.brand_id <> o.brand_id
      JOIN promotions p ON n.brand_id = ANY (p.brand_ids)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER styles_insert_brand_promotions AFTER INSERT ON styles REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION styles_brand_promotions();
--> statement-breakpoint
CREATE TRIGGER styles_update_brand_promotions AFTER UPDATE ON styles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION styles_brand_promotions();
--> statement-breakpoint
UPDATE staff_roles SET permissions = permissions || ARRAY['promotions:read', 'promotions:write']::text[]
 WHERE built_in AND name IN ('owner', 'catalogue')
   AND NOT permissions && ARRAY['promotions:read', 'promotions:write']::text[];
