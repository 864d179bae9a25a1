-- Statement triggers that record which styles changed (price, stock, promotions, reviews) in
-- catalog_changes, so every instance refreshes its in-memory catalog before its next answer.
-- A statement touching more than 1000 styles records one row with a null style_id: reload all.
CREATE FUNCTION record_catalog_changes(style_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF style_ids IS NULL OR cardinality(style_ids) = 0 THEN RETURN; END IF;
  IF cardinality(style_ids) > 1000 THEN
    INSERT INTO catalog_changes (style_id) VALUES (NULL);
  ELSE
    INSERT INTO catalog_changes (style_id) SELECT unnest(style_ids);
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION record_catalog_reload() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_changes (style_id) VALUES (NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION styles_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM record_catalog_changes(ARRAY(SELECT DISTINCT t.id FROM old_rows t));
  ELSE
    PERFORM record_catalog_changes(ARRAY(SELECT DISTINCT t.id FROM new_rows t));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER styles_insert_changes AFTER INSERT ON styles REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION styles_changed();
--> statement-breakpoint
CREATE TRIGGER styles_update_changes AFTER UPDATE ON styles REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION styles_changed();
--> statement-breakpoint
CREATE TRIGGER styles_delete_changes AFTER DELETE ON styles REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION styles_changed();
--> statement-breakpoint
CREATE FUNCTION skus_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM record_catalog_changes(ARRAY(SELECT DISTINCT t.style_id FROM old_rows t));
  ELSE
    PERFORM record_catalog_changes(ARRAY(SELECT DISTINCT t.style_id FROM new_rows t));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER skus_insert_changes AFTER INSERT ON skus REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION skus_changed();
--> statement-breakpoint
CREATE TRIGGER skus_update_changes AFTER UPDATE ON skus REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION skus_changed();
--> statement-breakpoint
CREATE TRIGGER skus_delete_changes AFTER DELETE ON skus REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION skus_changed();
--> statement-breakpoint
CREATE FUNCTION stock_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM record_catalog_changes(ARRAY(SELECT DISTINCT k.style_id FROM old_rows t JOIN skus k ON k.id = t.sku_id));
  ELSE
    PERFORM record_catalog_changes(ARRAY(SELECT DISTINCT k.style_id FROM new_rows t JOIN skus k ON k.id = t.sku_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stock_insert_changes AFTER INSERT ON stock REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_changed();
--> statement-breakpoint
CREATE TRIGGER stock_update_changes AFTER UPDATE ON stock REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_changed();
--> statement-breakpoint
CREATE TRIGGER stock_delete_changes AFTER DELETE ON stock REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_changed();
--> statement-breakpoint
CREATE FUNCTION style_promotions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM record_catalog_changes(ARRAY(SELECT DISTINCT t.style_id FROM old_rows t));
  ELSE
    PERFORM record_catalog_changes(ARRAY(SELECT DISTINCT t.style_id FROM new_rows t));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER style_promotions_insert_changes AFTER INSERT ON style_promotions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION style_promotions_changed();
--> statement-breakpoint
CREATE TRIGGER style_promotions_update_changes AFTER UPDATE ON style_promotions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION style_promotions_changed();
--> statement-breakpoint
CREATE TRIGGER style_promotions_delete_changes AFTER DELETE ON style_promotions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION style_promotions_changed();
--> statement-breakpoint
CREATE FUNCTION reviews_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM record_catalog_changes(ARRAY(SELECT DISTINCT t.style_id FROM old_rows t));
  ELSE
    PERFORM record_catalog_changes(ARRAY(SELECT DISTINCT t.style_id FROM new_rows t));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_insert_changes AFTER INSERT ON reviews REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reviews_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_update_changes AFTER UPDATE ON reviews REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reviews_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_delete_changes AFTER DELETE ON reviews REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION reviews_changed();
--> statement-breakpoint
CREATE TRIGGER brands_changes AFTER INSERT OR UPDATE OR DELETE ON brands FOR EACH STATEMENT EXECUTE FUNCTION record_catalog_reload();
--> statement-breakpoint
CREATE TRIGGER promotions_changes AFTER INSERT OR UPDATE OR DELETE ON promotions FOR EACH STATEMENT EXECUTE FUNCTION record_catalog_reload();
--> statement-breakpoint
CREATE TRIGGER categories_changes AFTER INSERT OR UPDATE OR DELETE ON categories FOR EACH STATEMENT EXECUTE FUNCTION record_catalog_reload();
--> statement-breakpoint
CREATE TRIGGER fulfilment_centres_changes AFTER INSERT OR UPDATE OR DELETE ON fulfilment_centres FOR EACH STATEMENT EXECUTE FUNCTION record_catalog_reload();
