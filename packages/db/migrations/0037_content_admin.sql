-- Content in the back office (decision 71): drafts published now or at a time, and a change feed
-- every instance follows so published content reaches shoppers within seconds.
-- content_changes: one row per published document written (by the trigger below; drafts write none).
-- content_schedules: a draft's publish waiting for its time, run by a publish-content job.
CREATE TABLE "content_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"staff_id" integer NOT NULL,
	"staff_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_changes_changed_at_idx" ON "content_changes" USING btree ("changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_schedules_waiting_idx" ON "content_schedules" USING btree ("kind","key") WHERE "content_schedules"."state" = 'pending';--> statement-breakpoint
CREATE FUNCTION content_document_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF NOT OLD.preview THEN INSERT INTO content_changes (kind, key) VALUES (OLD.kind, OLD.key); END IF;
    RETURN NULL;
  END IF;
  IF NOT NEW.preview THEN INSERT INTO content_changes (kind, key) VALUES (NEW.kind, NEW.key); END IF;
  IF TG_OP = 'UPDATE' AND NOT OLD.preview AND (OLD.kind, OLD.key) IS DISTINCT FROM (NEW.kind, NEW.key) THEN
    INSERT INTO content_changes (kind, key) VALUES (OLD.kind, OLD.key);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER content_documents_changes AFTER INSERT OR UPDATE OR DELETE ON content_documents FOR EACH ROW EXECUTE FUNCTION content_document_changed();
