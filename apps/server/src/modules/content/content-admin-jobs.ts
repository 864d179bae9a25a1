import type { FastifyInstance } from "fastify";
import { defineJob, jobRegistryOf } from "../../platform/jobs";
import { type ContentAdminService, PUBLISH_CONTENT } from "./content-admin.service";

/** A scheduled publish's job: publishes the draft at its time, unless the schedule was called off. */
export function publishContentJob(content: ContentAdminService) {
  return defineJob(PUBLISH_CONTENT, async ({ scheduleId }, { jobId, log }) => {
    await content.runSchedule(scheduleId, `job:${jobId}`);
    log.info({ scheduleId }, "scheduled content publish");
  });
}

export function registerContentJobs(app: FastifyInstance, content: ContentAdminService): void {
  jobRegistryOf(app).add(publishContentJob(content));
}
