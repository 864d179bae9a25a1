-- Field measurements of Core Web Vitals (decision 75): one row per measurement a shopper's browser sent,
-- with its page type and the device class the server derived; the back office reads their 75th percentiles.
-- The owner's built-in role gets the new performance:read permission (a new store's seed gives it anyway).
CREATE TABLE "web_vital_measurements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"metric" text NOT NULL,
	"value" double precision NOT NULL,
	"page_type" text NOT NULL,
	"device_class" text NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "web_vital_measurements_measured_idx" ON "web_vital_measurements" USING btree ("measured_at");
--> statement-breakpoint
UPDATE staff_roles SET permissions = permissions || ARRAY['performance:read']::text[]
 WHERE built_in AND name = 'owner' AND NOT permissions && ARRAY['performance:read']::text[];
