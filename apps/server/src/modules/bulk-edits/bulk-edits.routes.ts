import { adminRoutes, unwrap } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { serve } from "../../platform/serve";
import { signedInStaff } from "../../platform/staff-guard";
import { catalogueStaffOf } from "../declarations";
import type { BulkEditsService } from "./bulk-edits.service";

const TAG = "admin";
const SCOPE =
  "An edit made for brands outside the staff member's scope answers 403 OUT_OF_SCOPE; an unknown one 404.";

/** Bulk edits of the catalogue from the styles list's filters (decision 69). */
export function bulkEditsRoutes(app: FastifyInstance, bulkEdits: BulkEditsService): void {
  serve(app, adminRoutes.bulkEditPreview, {
    tag: TAG,
    summary: "Preview a bulk edit of every style the catalogue list's filters find",
    description:
      "The filters are the styles list's (its `after` and `limit` are not read), narrowed to the staff " +
      "member's brands. A price change moves each size's selling price by whole rupees or a percentage, " +
      "rounded to whole rupees, never above its MRP nor below ₹1; publishing skips a style whose legal " +
      "declarations are incomplete; a stock set sets each size's units at a centre of the staff member's " +
      "scope. Nothing changes yet: the answer counts what would, lists the first changes and skipped " +
      "styles with why, and keeps the styles found for `apply`. No style found answers 400 " +
      "BULK_EDIT_NOTHING_MATCHES, too many 400 BULK_EDIT_TOO_MANY.",
    async handler(request) {
      return unwrap(await bulkEdits.preview(request.body, catalogueStaffOf(request)));
    },
  });

  serve(app, adminRoutes.bulkEditPage, {
    tag: TAG,
    summary: "A bulk edit: its preview, and once applied its progress and result",
    description: `Poll it while \`status\` is \`applying\`. ${SCOPE}`,
    async handler(request) {
      return unwrap(await bulkEdits.view(request.params.editId, signedInStaff(request)));
    },
  });

  serve(app, adminRoutes.bulkEditApply, {
    tag: TAG,
    summary: "Apply a previewed bulk edit, in the background",
    description:
      "Changes exactly the styles the preview found (a style added since is left alone), each as it is " +
      "now, in batches of a few hundred styles per transaction. A second apply (a double click, a " +
      `colleague) answers 409 BULK_EDIT_APPLIED. ${SCOPE}`,
    async handler(request) {
      return unwrap(await bulkEdits.apply(request.params.editId, catalogueStaffOf(request)));
    },
  });
}
