import { adminRoutes, unwrap } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { serve } from "../../platform/serve";
import { signedInStaff } from "../../platform/staff-guard";
import { catalogueStaffOf } from "../declarations";
import type { StockService } from "./stock.service";

const TAG = "admin";

/** A style's stock in the back office: per size and centre, and the changes staff make (decision 66). */
export function stockRoutes(app: FastifyInstance, stock: StockService): void {
  serve(app, adminRoutes.styleStock, {
    tag: TAG,
    summary: "A style's units per size and centre, those open orders hold, and the newest changes",
    description:
      "`units` can be sold; `reserved` are units orders not yet shipped took from the centre (already out of " +
      "`units`). A style of a brand outside the staff member's scope answers 403; an unknown style 404.",
    async handler(request) {
      return unwrap(await stock.ofStyle(request.params.styleId, signedInStaff(request).brandIds));
    },
  });

  serve(app, adminRoutes.stockChange, {
    tag: TAG,
    summary: "Set or adjust a size's units at a centre, with a reason",
    description:
      "`set` gives the units counted and `seen` the units the form showed: when they changed meanwhile (an " +
      "order, another member) it answers 409 STOCK_CHANGED with the units now, overwriting nothing. " +
      "`adjust` adds or takes away; below none answers 409 STOCK_BELOW_ZERO. `requestId` (a UUID the form " +
      "makes) is the change's unique reference: a double submit answers `created: false`; the id reused for " +
      "another size or centre answers 409. A brand or centre outside the staff member's scope answers 403.",
    async handler(request) {
      return unwrap(await stock.change(request.params.styleId, request.body, catalogueStaffOf(request)));
    },
  });
}
