CREATE TABLE "bank_transfer_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"account_holder_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"branch_name" text NOT NULL,
	"ifsc_code" text NOT NULL,
	"account_type" text NOT NULL,
	"account_number_sealed" text NOT NULL,
	"account_number_last_four" text NOT NULL,
	"account_fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transfer_details_account_type" CHECK ("bank_transfer_details"."account_type" in ('SB', 'CC'))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"user_id" integer NOT NULL,
	"neft_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"provider_payout_id" text,
	"utr" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payouts_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payouts_amount" CHECK ("payouts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "tax_document_counters" (
	"kind" text NOT NULL,
	"financial_year" smallint NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "tax_document_counters_kind_financial_year_pk" PRIMARY KEY("kind","financial_year")
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"financial_year" smallint NOT NULL,
	"sequence" integer NOT NULL,
	"order_id" integer NOT NULL,
	"reference" text NOT NULL,
	"item_ids" jsonb NOT NULL,
	"invoice_id" integer,
	"issued_at" timestamp with time zone NOT NULL,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "tax_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "tax_documents_kind" CHECK ("tax_documents"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "tax_documents_number_length" CHECK (length("tax_documents"."number") <= 16)
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
ALTER TABLE "bank_transfer_details" ADD CONSTRAINT "bank_transfer_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_neft_id_bank_transfer_details_id_fk" FOREIGN KEY ("neft_id") REFERENCES "public"."bank_transfer_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_item_id_order_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfer_details_account_idx" ON "bank_transfer_details" USING btree ("user_id","account_fingerprint");--> statement-breakpoint
CREATE INDEX "bank_transfer_details_user_used_idx" ON "bank_transfer_details" USING btree ("user_id","last_used_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payouts_user_idx" ON "payouts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_reference_idx" ON "tax_documents" USING btree ("order_id","kind","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_sequence_idx" ON "tax_documents" USING btree ("kind","financial_year","sequence");--> statement-breakpoint
CREATE INDEX "tax_documents_order_idx" ON "tax_documents" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_item_idx" ON "returns" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_number_idx" ON "returns" USING btree ("return_number");--> statement-breakpoint
CREATE INDEX "returns_user_idx" ON "returns" USING btree ("user_id","created_at");