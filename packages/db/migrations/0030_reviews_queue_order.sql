-- The back office's review queue (decision 63) walks a state by (updated_at, id) with a cursor to
-- the microsecond: this index serves each page from its first rows instead of sorting the state.
-- It replaces (status, updated_at), which it covers. Created before the old one goes: never a
-- moment without one.
CREATE INDEX IF NOT EXISTS "reviews_status_updated_id_idx" ON "reviews" USING btree ("status","updated_at","id");--> statement-breakpoint
DROP INDEX IF EXISTS "reviews_status_updated_idx";
