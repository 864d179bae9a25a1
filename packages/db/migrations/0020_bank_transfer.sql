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
ALTER TABLE "bank_transfer_details" ADD CONSTRAINT "bank_transfer_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_neft_id_bank_transfer_details_id_fk" FOREIGN KEY ("neft_id") REFERENCES "public"."bank_transfer_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfer_details_account_idx" ON "bank_transfer_details" USING btree ("user_id","account_fingerprint");--> statement-breakpoint
CREATE INDEX "bank_transfer_details_user_used_idx" ON "bank_transfer_details" USING btree ("user_id","last_used_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payouts_user_idx" ON "payouts" USING btree ("user_id");