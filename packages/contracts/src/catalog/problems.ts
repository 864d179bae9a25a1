import { defineProblems, type ProblemName } from "../result";
import { ERROR_CODES } from "../shared/error-codes";
import { FILTER_KEYS } from "./constants";

/** The listing calls' expected failures (spec 2 §5). */
export const catalogProblems = defineProblems({
  /** No collection, brand or catalog path answers the listing's address. */
  unknownListing: (detail: string) => ({ status: 404, code: ERROR_CODES.notFound, detail }),
  /** The custom price filter (`cpr`) breaks a rule: the spec's price-filter message. */
  invalidCustomPrice: (message: string) => ({
    status: 400,
    code: ERROR_CODES.validation,
    detail: message,
    data: { key: FILTER_KEYS.customPrice },
  }),
});

/** Why a listing has no answer: no page at its address, or a custom price breaking a rule. */
export type ListingProblem = ProblemName<typeof catalogProblems>;

/** The brand calls' expected failures. */
export const brandsProblems = defineProblems({
  unknownBrand: () => ({ status: 404, code: ERROR_CODES.notFound, detail: "No such brand." }),
});

export type BrandsProblem = ProblemName<typeof brandsProblems>;

/** The product calls' expected failures. */
export const productProblems = defineProblems({
  unknownStyle: () => ({ status: 404, code: ERROR_CODES.notFound, detail: "No style with this id." }),
  unknownSizeChart: () => ({
    status: 404,
    code: ERROR_CODES.notFound,
    detail: "No size chart with this id.",
  }),
});

export type ProductProblem = ProblemName<typeof productProblems>;

/**
 * The expected failures of importing a style's photograph (an operator's command, never an API
 * call: the statuses are those its failures would answer).
 */
export const mediaProblems = defineProblems({
  unknownStyle: (styleId: number) => ({
    status: 404,
    code: ERROR_CODES.notFound,
    detail: `No style with id ${styleId}.`,
  }),
  notAnImage: () => ({
    status: 400,
    code: ERROR_CODES.validation,
    detail: "Not an image that can be read (JPEG, PNG, WebP, AVIF or TIFF).",
  }),
  /** More pixels than ODIN_PHOTO_IMPORT_MAX_MEGAPIXELS allows, read from the header before decoding. */
  tooManyPixels: (width: number, height: number, maxPixels: number) => ({
    status: 400,
    code: ERROR_CODES.validation,
    detail:
      `The picture is ${width} × ${height} pixels (${((width * height) / 1_000_000).toFixed(1)} megapixels); ` +
      `at most ${maxPixels / 1_000_000} megapixels are imported (ODIN_PHOTO_IMPORT_MAX_MEGAPIXELS).`,
  }),
});

export type MediaProblem = ProblemName<typeof mediaProblems>;
