import { defineJob, jobName } from "../../platform/jobs";
import type { ObjectStorage } from "../../platform/storage";
import { storageKeyOf } from "./review-view";
import { deleteLooseImage } from "./reviews.repo";

/**
 * A photo uploaded for a review that was never sent is deleted a day later (decision 36): the job
 * is written with the photo's row when it is uploaded, and finds nothing to do once a review holds
 * the photo or its owner deleted it. Run twice, it deletes nothing more.
 */
export const DROP_UNUSED_REVIEW_PHOTO = jobName<{ name: string }>("drop-unused-review-photo");

/** How long a photo no review holds is kept. */
export const UNUSED_PHOTO_KEPT_MS = 24 * 60 * 60 * 1000;

export function dropUnusedReviewPhotoJob(deps: { storage: ObjectStorage }) {
  return defineJob(DROP_UNUSED_REVIEW_PHOTO, async ({ name }, { db, log }) => {
    if (!(await deleteLooseImage(db, name))) return;
    await deps.storage.delete(storageKeyOf(name));
    log.info({ photo: name }, "unused review photo deleted");
  });
}
