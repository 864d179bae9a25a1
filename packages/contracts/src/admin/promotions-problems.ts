import { defineProblems, type ProblemName } from "../result";
import { fill } from "../shared/fill";
import { ADMIN_MESSAGES } from "./messages";

const { promotions } = ADMIN_MESSAGES;

/**
 * The back office's Promotions area: why a promotion's change was refused. Each names the field of the
 * form it belongs to (`data.field`). An unknown promotion is `adminProblems.notFound`; one covering a
 * brand outside the staff member's scope, `outOfScope`.
 */
export const promotionsProblems = defineProblems({
  badCursor: () => ({ status: 400, code: "CURSOR_INVALID", detail: ADMIN_MESSAGES.badCursor }),
  codeTaken: (code: string) => ({
    status: 409,
    code: "PROMOTION_CODE_TAKEN",
    detail: fill(promotions.codeTaken, [["{code}", code]]),
    data: { field: "code" },
  }),
  unknownBrand: () => ({
    status: 400,
    code: "UNKNOWN_BRAND",
    detail: promotions.unknownBrand,
    data: { field: "brandIds" },
  }),
  ended: () => ({ status: 409, code: "PROMOTION_ENDED", detail: promotions.ended }),
  limitBelowUses: (count: number) => ({
    status: 409,
    code: "PROMOTION_LIMIT_BELOW_USES",
    detail: fill(promotions.limitBelowUses, [["{count}", String(count)]]),
    data: { field: "maxRedemptions", redemptions: count },
  }),
});

export type PromotionsProblem = ProblemName<typeof promotionsProblems>;
