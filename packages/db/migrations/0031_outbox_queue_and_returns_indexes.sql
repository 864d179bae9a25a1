-- The outbox's claim, the back office's outbox and jobs lists, and the returns queue's rarer stages
-- (decision 63, measured on the benchmark store of 500,000 orders).
DROP INDEX "outbox_messages_due_idx";--> statement-breakpoint
CREATE INDEX "jobs_state_id_idx" ON "jobs" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "jobs_state_name_id_idx" ON "jobs" USING btree ("state","name","id");--> statement-breakpoint
CREATE INDEX "outbox_messages_claim_idx" ON "outbox_messages" USING btree ("available_at","id") WHERE "outbox_messages"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "outbox_messages_status_id_idx" ON "outbox_messages" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "outbox_messages_status_template_id_idx" ON "outbox_messages" USING btree ("status","template","id");--> statement-breakpoint
CREATE INDEX "returns_check_failed_idx" ON "returns" USING btree ("id") WHERE "returns"."quality_check" = 'FAILED';--> statement-breakpoint
CREATE INDEX "returns_received_unchecked_idx" ON "returns" USING btree ("id") WHERE "returns"."received_at" is not null and ("returns"."quality_check" is null or "returns"."quality_check" not in ('PASSED', 'FAILED'));--> statement-breakpoint
CREATE INDEX "returns_unreceived_unchecked_idx" ON "returns" USING btree ("id") WHERE "returns"."received_at" is null and ("returns"."quality_check" is null or "returns"."quality_check" not in ('PASSED', 'FAILED'));