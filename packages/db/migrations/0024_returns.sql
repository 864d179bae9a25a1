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
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_item_id_order_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "returns_item_idx" ON "returns" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_number_idx" ON "returns" USING btree ("return_number");--> statement-breakpoint
CREATE INDEX "returns_user_idx" ON "returns" USING btree ("user_id","created_at");