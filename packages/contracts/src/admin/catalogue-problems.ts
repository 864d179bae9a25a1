import { DECLARATION_FIELD_WORDS, type DeclarationFieldName } from "../catalog/declarations";
import { defineProblems, type ProblemName } from "../result";
import { fill } from "../shared/fill";
import { ADMIN_MESSAGES } from "./messages";

const { catalogue } = ADMIN_MESSAGES;

/**
 * The back office's Catalogue area: why a style's change, its publishing or a stock change was
 * refused. An unknown style or size is `adminProblems.notFound`; another brand's, `outOfScope`.
 */
export const catalogueProblems = defineProblems({
  badCursor: () => ({ status: 400, code: "CURSOR_INVALID", detail: ADMIN_MESSAGES.badCursor }),
  /** Publishing a style whose product page would lack a declaration the law asks for. */
  declarationsMissing: (fields: readonly DeclarationFieldName[]) => ({
    status: 409,
    code: "DECLARATIONS_MISSING",
    detail: fill(catalogue.declarationsMissing, [
      ["{fields}", fields.map((field) => DECLARATION_FIELD_WORDS[field]).join(", ")],
    ]),
    data: { fields },
  }),
  notArticleType: () => ({
    status: 400,
    code: "CATEGORY_NOT_ARTICLE_TYPE",
    detail: catalogue.notArticleType,
  }),
  unknownSizeChart: () => ({ status: 400, code: "UNKNOWN_SIZE_CHART", detail: catalogue.unknownSizeChart }),
  sizeTaken: (size: string) => ({
    status: 409,
    code: "SIZE_TAKEN",
    detail: fill(catalogue.sizeTaken, [["{size}", size]]),
  }),
  eanTaken: () => ({ status: 409, code: "EAN_TAKEN", detail: catalogue.eanTaken }),
  unknownCentre: () => ({ status: 400, code: "UNKNOWN_CENTRE", detail: catalogue.unknownCentre }),
  /** A `set` whose `seen` is no longer the centre's units: someone (an order, staff) changed them. */
  stockChanged: (units: number) => ({
    status: 409,
    code: "STOCK_CHANGED",
    detail: fill(catalogue.stockChanged, [["{units}", String(units)]]),
    data: { units },
  }),
  stockBelowZero: (units: number) => ({
    status: 409,
    code: "STOCK_BELOW_ZERO",
    detail: fill(catalogue.stockBelowZero, [["{units}", String(units)]]),
    data: { units },
  }),
  photoTooLarge: (bytes: number) => ({
    status: 413,
    code: "PHOTO_TOO_LARGE",
    detail: fill(catalogue.photoTooLarge, [["{megabytes}", String(Math.round(bytes / 1024 / 1024))]]),
  }),
  stockRequestReused: () => ({
    status: 409,
    code: "STOCK_REQUEST_REUSED",
    detail: catalogue.stockRequestReused,
  }),
});

export type CatalogueProblem = ProblemName<typeof catalogueProblems>;
