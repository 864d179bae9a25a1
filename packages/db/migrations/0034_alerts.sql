-- Back-in-stock and price-drop alerts (decision 67): the waiting requests, every alert sent (for the
-- caps), and the recipients who unsubscribed. Triggers schedule the work wherever the change comes
-- from (the back office, a cancelled order's units given back, an import): a size whose units went
-- from none to some while requests wait gets a `stock-alert-wave` job; a style whose listed price fell
-- while shoppers hold it as a favourite gets a `price-drop-alert` job. Each job's key carries the
-- transaction id, so a later restock or drop schedules again.
CREATE TABLE "alert_opt_outs" (
	"recipient" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_sends" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"kind" text NOT NULL,
	"style_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sku_id" integer NOT NULL,
	"recipient" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "alert_sends_recipient_idx" ON "alert_sends" USING btree ("recipient","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_waiting_idx" ON "stock_alerts" USING btree ("sku_id","recipient") WHERE "stock_alerts"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "stock_alerts_queue_idx" ON "stock_alerts" USING btree ("sku_id","id") WHERE "stock_alerts"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "favourite_styles_style_idx" ON "favourite_styles" USING btree ("style_id");
--> statement-breakpoint
CREATE FUNCTION stock_restocked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Most changes of stock happen with no request waiting anywhere: one index probe, then nothing.
  IF NOT EXISTS (SELECT 1 FROM stock_alerts WHERE notified_at IS NULL) THEN RETURN NULL; END IF;
  INSERT INTO jobs (name, key, payload)
  SELECT 'stock-alert-wave', 'restock:' || c.sku_id || ':' || txid_current(),
         jsonb_build_object('skuId', c.sku_id)
    FROM (SELECT n.sku_id, sum(n.quantity - coalesce(o.quantity, 0)) AS delta
            FROM new_rows n
            LEFT JOIN old_rows o ON o.sku_id = n.sku_id AND o.fc_id = n.fc_id
           GROUP BY n.sku_id) c
    CROSS JOIN LATERAL (SELECT coalesce(sum(s.quantity), 0) AS units FROM stock s WHERE s.sku_id = c.sku_id) h
   WHERE c.delta > 0 AND h.units > 0 AND h.units - c.delta <= 0
     AND EXISTS (SELECT 1 FROM stock_alerts a WHERE a.sku_id = c.sku_id AND a.notified_at IS NULL)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION stock_inserted_restocked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM stock_alerts WHERE notified_at IS NULL) THEN RETURN NULL; END IF;
  INSERT INTO jobs (name, key, payload)
  SELECT 'stock-alert-wave', 'restock:' || c.sku_id || ':' || txid_current(),
         jsonb_build_object('skuId', c.sku_id)
    FROM (SELECT n.sku_id, sum(n.quantity) AS delta FROM new_rows n GROUP BY n.sku_id) c
    CROSS JOIN LATERAL (SELECT coalesce(sum(s.quantity), 0) AS units FROM stock s WHERE s.sku_id = c.sku_id) h
   WHERE c.delta > 0 AND h.units > 0 AND h.units - c.delta <= 0
     AND EXISTS (SELECT 1 FROM stock_alerts a WHERE a.sku_id = c.sku_id AND a.notified_at IS NULL)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stock_update_alerts AFTER UPDATE ON stock REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_restocked();
--> statement-breakpoint
CREATE TRIGGER stock_insert_alerts AFTER INSERT ON stock REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_inserted_restocked();
--> statement-breakpoint
CREATE FUNCTION style_price_dropped() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO jobs (name, key, payload)
  SELECT 'price-drop-alert', 'drop:' || n.id || ':' || txid_current(), jsonb_build_object('styleId', n.id)
    FROM new_rows n JOIN old_rows o ON o.id = n.id
   WHERE n.price < o.price AND n.published
     AND EXISTS (SELECT 1 FROM favourite_styles f WHERE f.style_id = n.id)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER styles_price_drop_alerts AFTER UPDATE ON styles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION style_price_dropped();
