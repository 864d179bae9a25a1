-- The back office's order search (decision 65): each index serves a part of its keyset walk,
-- measured on 500,000 orders with bench/admin-order-search.ts.
CREATE INDEX IF NOT EXISTS "orders_created_id_idx" ON "orders" USING btree ("created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_delivery_phone_idx" ON "orders" USING btree (("shipping_address"->>'mobileNumber'));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_items_status_order_idx" ON "order_items" USING btree ("status", "order_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_items_centre_order_idx" ON "order_items" USING btree ("fc_id", "order_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_items_brand_order_idx" ON "order_items" USING btree ("brand_id", "order_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_items_method_order_idx" ON "order_items" USING btree ("shipping_method", "order_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_payments_type_status_order_idx" ON "order_payments" USING btree ("payment_type", "status", "order_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_payments_status_order_idx" ON "order_payments" USING btree ("status", "order_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_transactions_gateway_payment_idx" ON "payment_transactions" USING btree ("gateway_payment_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbox_messages_key_prefix_idx" ON "outbox_messages" USING btree ("idempotency_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "returns_order_idx" ON "returns" USING btree ("order_id");
