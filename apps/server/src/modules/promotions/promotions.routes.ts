import { adminRoutes, unwrap } from "@odin/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { auditActorOf } from "../../platform/audit";
import { serve } from "../../platform/serve";
import { signedInStaff } from "../../platform/staff-guard";
import type { PromotionsService, PromotionsStaff } from "./promotions.service";

const TAG = "admin";
const SCOPE =
  "A promotion covering a brand outside the staff member's scope (or, for staff of some brands, one whose " +
  "styles were chosen otherwise) answers 403; an unknown one 404.";
const REACH = "Bags, listings and product pages follow within seconds (the change feed).";

const staffOf = (request: FastifyRequest): PromotionsStaff => ({
  actor: auditActorOf(request),
  brandIds: signedInStaff(request).brandIds,
});

/** The back office's promotions and coupons (decision 70). */
export function promotionsRoutes(app: FastifyInstance, promotions: PromotionsService): void {
  serve(app, adminRoutes.promotionOptions, {
    tag: TAG,
    summary: "What the promotion form chooses from",
    description: "The brands within the staff member's scope, in the brands' order.",
    handler: (request) => promotions.options(signedInStaff(request).brandIds),
  });

  serve(app, adminRoutes.promotionSearch, {
    tag: TAG,
    summary: "Find promotions by the start of their code and by status",
    description:
      "Newest first, keyset pages: pass the answer's `next` as `after`. Status: scheduled (before its " +
      "start), active, paused, ended (by staff or past its end). Staff of some brands see only promotions " +
      "covering none but their brands.",
    async handler(request) {
      return unwrap(await promotions.search(request.query, signedInStaff(request).brandIds));
    },
  });

  serve(app, adminRoutes.promotionCreate, {
    tag: TAG,
    summary: "Create a promotion or coupon covering every style of some brands",
    description:
      "Money is paise; `value` is a percent (1-90) for `percent` and `included`, paise for `flat`, pieces " +
      "bought per free piece for `buyXgetY`, the points multiplier for `loyaltyMultiplier`. The styles of " +
      "the brands added later are covered too. 409 PROMOTION_CODE_TAKEN when another promotion has the " +
      "code (`data.field` names it); 400 UNKNOWN_BRAND; 403 for a brand outside the staff member's scope.",
    async handler(request) {
      return unwrap(await promotions.create(request.body, staffOf(request)));
    },
  });

  serve(app, adminRoutes.promotionPage, {
    tag: TAG,
    summary: "A promotion: its rules, status, styles covered, uses and history",
    description: SCOPE,
    async handler(request) {
      return unwrap(await promotions.page(request.params.promotionId, signedInStaff(request).brandIds));
    },
  });

  serve(app, adminRoutes.promotionUpdate, {
    tag: TAG,
    summary: "Change a promotion's rules",
    description:
      "The code stays. `brandIds` null keeps the styles it covers. 409 PROMOTION_ENDED once ended; 409 " +
      `PROMOTION_LIMIT_BELOW_USES when the total limit is below the orders already holding it. ${REACH} ${SCOPE}`,
    async handler(request) {
      return unwrap(await promotions.update(request.params.promotionId, request.body, staffOf(request)));
    },
  });

  serve(app, adminRoutes.promotionPause, {
    tag: TAG,
    summary: "Pause a promotion: it applies nowhere until resumed",
    description: `Orders already holding it keep it. 409 PROMOTION_ENDED once ended. ${REACH} ${SCOPE}`,
    async handler(request) {
      return unwrap(await promotions.pause(request.params.promotionId, staffOf(request)));
    },
  });

  serve(app, adminRoutes.promotionResume, {
    tag: TAG,
    summary: "Resume a paused promotion",
    description: `409 PROMOTION_ENDED once ended. ${REACH} ${SCOPE}`,
    async handler(request) {
      return unwrap(await promotions.resume(request.params.promotionId, staffOf(request)));
    },
  });

  serve(app, adminRoutes.promotionEnd, {
    tag: TAG,
    summary: "End a promotion for good",
    description: `It applies nowhere and can no longer change; orders already holding it keep it. ${REACH} ${SCOPE}`,
    async handler(request) {
      return unwrap(await promotions.end(request.params.promotionId, staffOf(request)));
    },
  });

  serve(app, adminRoutes.promotionRedemptions, {
    tag: TAG,
    summary: "The orders holding a promotion's coupon, newest first",
    description:
      "Reserved or placed orders (a reservation given up leaves the list): the shopper, when, the order's " +
      `state and total, and what the coupon took off. Keyset pages. ${SCOPE}`,
    async handler(request) {
      const { promotionId } = request.params;
      return unwrap(
        await promotions.redemptions(promotionId, request.query, signedInStaff(request).brandIds),
      );
    },
  });
}
