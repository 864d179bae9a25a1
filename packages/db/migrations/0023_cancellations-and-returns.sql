CREATE TABLE "order_cancellations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason_id" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"refund_amount" integer NOT NULL,
	"to_source" integer NOT NULL,
	"to_loyalty" integer NOT NULL,
	"unpaid" integer NOT NULL,
	"charges" integer NOT NULL,
	"destinations" jsonb NOT NULL,
	"neft_id" integer,
	"payment_refund_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_cancellations_item_id_unique" UNIQUE("item_id"),
	CONSTRAINT "order_cancellations_comment" CHECK (char_length("order_cancellations"."comment") <= 255),
	CONSTRAINT "order_cancellations_amounts" CHECK ("order_cancellations"."to_source" >= 0 and "order_cancellations"."to_loyalty" >= 0 and "order_cancellations"."unpaid" >= 0 and "order_cancellations"."charges" >= 0 and "order_cancellations"."refund_amount" = "order_cancellations"."to_source" + "order_cancellations"."to_loyalty")
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_number" text GENERATED ALWAYS AS ('RT' || lpad(id::text, 8, '0')) STORED NOT NULL,
	"consignment_number" text GENERATED ALWAYS AS ('RC' || lpad(id::text, 10, '0')) STORED NOT NULL,
	"order_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason_id" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"mode" text NOT NULL,
	"pickup_address" jsonb,
	"fc_id" integer NOT NULL,
	"neft_id" integer,
	"to_source" integer NOT NULL,
	"to_loyalty" integer NOT NULL,
	"to_bank_transfer" integer NOT NULL,
	"refund_amount" integer NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"refund_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_mode" CHECK ("returns"."mode" in ('REVERSEPICKUP', 'SELFSHIP')),
	CONSTRAINT "returns_status" CHECK ("returns"."status" in ('REQUESTED', 'REFUND_REQUESTED')),
	CONSTRAINT "returns_comment_length" CHECK (char_length("returns"."comment") <= 500),
	CONSTRAINT "returns_refund_sum" CHECK ("returns"."refund_amount" = "returns"."to_source" + "returns"."to_loyalty" + "returns"."to_bank_transfer" and "returns"."to_source" >= 0 and "returns"."to_loyalty" >= 0 and "returns"."to_bank_transfer" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" DROP CONSTRAINT "payment_refunds_transaction_id_unique";--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "idempotency_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "order_cancellations" ADD CONSTRAINT "order_cancellations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cancellations" ADD CONSTRAINT "order_cancellations_item_id_order_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_item_id_order_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_cancellations_order_idx" ON "order_cancellations" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_item_idx" ON "returns" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_number_idx" ON "returns" USING btree ("return_number");--> statement-breakpoint
CREATE INDEX "returns_user_idx" ON "returns" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_refunds_transaction_idx" ON "payment_refunds" USING btree ("transaction_id");--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_amount" CHECK ("payment_refunds"."amount" > 0);