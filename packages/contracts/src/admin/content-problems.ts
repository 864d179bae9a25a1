import { defineProblems } from "../result";
import { fill } from "../shared/fill";
import { CONTENT_ADMIN } from "./content-limits";
import { ADMIN_MESSAGES } from "./messages";

const { content } = ADMIN_MESSAGES;

/**
 * The back office's Content area: why a publish or a schedule was refused. An unknown document is
 * `adminProblems.notFound`; a brand's document outside the staff member's brands, `outOfScope`.
 */
export const contentAdminProblems = defineProblems({
  noDraft: () => ({ status: 409, code: "NO_DRAFT", detail: content.noDraft }),
  scheduleInPast: () => ({ status: 400, code: "SCHEDULE_IN_PAST", detail: content.scheduleInPast }),
  scheduleTooFar: () => ({
    status: 400,
    code: "SCHEDULE_TOO_FAR",
    detail: fill(content.scheduleTooFar, [["{days}", String(CONTENT_ADMIN.maxScheduleDays)]]),
  }),
  noSchedule: () => ({ status: 409, code: "NO_SCHEDULE", detail: content.noSchedule }),
});
