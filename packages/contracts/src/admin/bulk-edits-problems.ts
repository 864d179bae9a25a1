import { defineProblems, type ProblemName } from "../result";
import { fill } from "../shared/fill";
import { BULK_EDITS } from "./bulk-edits";
import { ADMIN_MESSAGES } from "./messages";

const { bulkEdits: messages } = ADMIN_MESSAGES;

/**
 * Why a bulk edit was refused. Another brand's edit is `adminProblems.outOfScope`, an unknown one
 * `notFound`, a centre there is not `catalogueProblems.unknownCentre`.
 */
export const bulkEditProblems = defineProblems({
  nothingMatches: () => ({ status: 400, code: "BULK_EDIT_NOTHING_MATCHES", detail: messages.nothingMatches }),
  tooMany: (styles: number) => ({
    status: 400,
    code: "BULK_EDIT_TOO_MANY",
    detail: fill(messages.tooMany, [
      ["{styles}", styles.toLocaleString("en-IN")],
      ["{max}", BULK_EDITS.maxStyles.toLocaleString("en-IN")],
    ]),
    data: { styles },
  }),
  /** Applied already (a double click, or a colleague first). */
  alreadyApplied: () => ({ status: 409, code: "BULK_EDIT_APPLIED", detail: messages.alreadyApplied }),
});

export type BulkEditProblem = ProblemName<typeof bulkEditProblems>;
