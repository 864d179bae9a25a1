-- The back office's orders of a brand in a state (decision 65): on 500,000 orders a month of one brand's
-- cancelled items went from 17 ms (two bitmaps joined) to 7 ms, its delivered ones from 66 ms to 10 ms.
CREATE INDEX "order_items_brand_status_order_idx" ON "order_items" USING btree ("brand_id","status","order_id");