-- A change of stock is recorded in catalog_changes only when a listing or a product page could show
-- it (decision 30): a centre starts or stops holding a size (listings and delivery filters read which
-- centres hold it), or what can be bought of the size, capped at the bag's 10 per item (spec 3 §5),
-- changes (product pages show it). An order taking 1 of 40 units, or a delivery adding to a size in
-- stock, changes neither, so every instance keeps its catalog index and cached answers.
CREATE FUNCTION stock_update_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM record_catalog_changes(ARRAY(
    SELECT DISTINCT k.style_id
      FROM (SELECT n.sku_id,
                   bool_or((o.quantity > 0) <> (n.quantity > 0)) AS held_changed,
                   sum(n.quantity - o.quantity) AS delta
              FROM new_rows n
              JOIN old_rows o ON o.sku_id = n.sku_id AND o.fc_id = n.fc_id
             GROUP BY n.sku_id) c
      JOIN skus k ON k.id = c.sku_id
      CROSS JOIN LATERAL (SELECT coalesce(sum(greatest(s.quantity, 0)), 0) AS units
                            FROM stock s WHERE s.sku_id = c.sku_id) now_held
     WHERE c.held_changed
        OR least(now_held.units, 10) <> least(greatest(now_held.units - c.delta, 0), 10)
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER stock_update_changes ON stock;
--> statement-breakpoint
CREATE TRIGGER stock_update_changes AFTER UPDATE ON stock REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_update_changed();
