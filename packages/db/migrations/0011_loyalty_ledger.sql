CREATE TABLE "loyalty_balances" (
	"user_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"points" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_balances_user_id_brand_id_pk" PRIMARY KEY("user_id","brand_id"),
	CONSTRAINT "loyalty_balances_not_negative" CHECK ("loyalty_balances"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"amount" integer,
	"lot_id" integer,
	"order_ref" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "loyalty_entries_kind" CHECK (("loyalty_entries"."kind" = 'earn' and "loyalty_entries"."points" > 0 and "loyalty_entries"."lot_id" is null and "loyalty_entries"."amount" is null and "loyalty_entries"."expires_at" is not null)
        or ("loyalty_entries"."kind" = 'redeem' and "loyalty_entries"."points" < 0 and "loyalty_entries"."lot_id" is not null and "loyalty_entries"."amount" is not null and "loyalty_entries"."amount" < 0 and "loyalty_entries"."expires_at" is null)
        or ("loyalty_entries"."kind" = 'reverse' and "loyalty_entries"."points" > 0 and "loyalty_entries"."lot_id" is not null and "loyalty_entries"."amount" is not null and "loyalty_entries"."amount" > 0 and "loyalty_entries"."expires_at" is null)
        or ("loyalty_entries"."kind" = 'expire' and "loyalty_entries"."points" < 0 and "loyalty_entries"."lot_id" is not null and "loyalty_entries"."amount" is null and "loyalty_entries"."expires_at" is null))
);
--> statement-breakpoint
ALTER TABLE "loyalty_balances" ADD CONSTRAINT "loyalty_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_balances" ADD CONSTRAINT "loyalty_balances_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_entries" ADD CONSTRAINT "loyalty_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_entries" ADD CONSTRAINT "loyalty_entries_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_entries" ADD CONSTRAINT "loyalty_entries_lot_id_loyalty_entries_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."loyalty_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_entries_idempotency_idx" ON "loyalty_entries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "loyalty_entries_owner_idx" ON "loyalty_entries" USING btree ("user_id","brand_id");--> statement-breakpoint
CREATE INDEX "loyalty_entries_lot_idx" ON "loyalty_entries" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "loyalty_entries_order_idx" ON "loyalty_entries" USING btree ("order_ref");