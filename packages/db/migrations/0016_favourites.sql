CREATE TABLE "favourite_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourite_styles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"style_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favourite_brands" ADD CONSTRAINT "favourite_brands_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_styles" ADD CONSTRAINT "favourite_styles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favourite_brands_user_brand_idx" ON "favourite_brands" USING btree ("user_id","brand_id");--> statement-breakpoint
CREATE INDEX "favourite_brands_user_added_idx" ON "favourite_brands" USING btree ("user_id","added_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "favourite_styles_user_style_idx" ON "favourite_styles" USING btree ("user_id","style_id");--> statement-breakpoint
CREATE INDEX "favourite_styles_user_added_idx" ON "favourite_styles" USING btree ("user_id","added_at" DESC NULLS LAST,"id" DESC NULLS LAST);