import { jobName } from "../../platform/jobs";

/** The dry run of an uploaded file (decision 68). */
export const IMPORT_CHECK = jobName<{ importId: number }>("catalogue-import-check");
/** The apply of a clean dry run. */
export const IMPORT_APPLY = jobName<{ importId: number }>("catalogue-import-apply");
