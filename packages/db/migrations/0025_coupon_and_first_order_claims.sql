DROP INDEX "coupon_redemptions_user_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "first_order_ref" text;--> statement-breakpoint
-- One use per shopper and coupon: the latest of earlier uses is the one its rules count.
DELETE FROM "coupon_redemptions" AS "older" USING "coupon_redemptions" AS "newer"
WHERE "newer"."user_id" = "older"."user_id" AND "newer"."promotion_id" = "older"."promotion_id"
  AND ("newer"."redeemed_at", "newer"."id") > ("older"."redeemed_at", "older"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_user_promotion_idx" ON "coupon_redemptions" USING btree ("user_id","promotion_id");--> statement-breakpoint
-- Orders waiting for their online payment now hold their coupon and the shopper's first order.
INSERT INTO "coupon_redemptions" ("promotion_id", "user_id", "order_ref", "redeemed_at")
SELECT "promotions"."id", "orders"."user_id", "orders"."order_number", "orders"."created_at"
FROM "orders" JOIN "promotions" ON "promotions"."code" = "orders"."coupon_code"
WHERE "orders"."status" IN ('PAYMENT_PENDING', 'PAYMENT_FAILED') AND "orders"."released_at" IS NULL
ON CONFLICT ("user_id", "promotion_id") DO NOTHING;--> statement-breakpoint
UPDATE "users" SET "first_order_at" = "first"."created_at", "first_order_ref" = "first"."order_number"
FROM (
  SELECT DISTINCT ON ("user_id") "user_id", "created_at", "order_number" FROM "orders"
  WHERE "status" IN ('PAYMENT_PENDING', 'PAYMENT_FAILED') AND "released_at" IS NULL
  ORDER BY "user_id", "created_at", "id"
) AS "first"
WHERE "users"."id" = "first"."user_id" AND "users"."first_order_at" IS NULL;
