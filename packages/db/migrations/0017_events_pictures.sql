CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"client_session_id" text NOT NULL,
	"path" text NOT NULL,
	"fields" jsonb,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_error_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"status_code" integer NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"correlation_id" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"code" text,
	"detail" text,
	"client_session_id" text,
	"client_address" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "style_photos" (
	"style_id" integer NOT NULL,
	"view" text NOT NULL,
	"version" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "style_photos_style_id_view_pk" PRIMARY KEY("style_id","view")
);
--> statement-breakpoint
CREATE INDEX "analytics_events_name_occurred_idx" ON "analytics_events" USING btree ("name","occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_events_session_idx" ON "analytics_events" USING btree ("client_session_id","occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_events_received_brin" ON "analytics_events" USING brin ("received_at");--> statement-breakpoint
CREATE INDEX "client_error_reports_received_idx" ON "client_error_reports" USING btree ("received_at");