import { defineProblems, ERROR_CODES, type ProblemName } from "@odin/contracts";

/** The expected failures of importing a style's photograph. */
export const mediaProblems = defineProblems({
  unknownStyle: (styleId: number) => ({ code: ERROR_CODES.notFound, detail: `No style with id ${styleId}.` }),
  notAnImage: () => ({
    code: ERROR_CODES.validation,
    detail: "Not an image that can be read (JPEG, PNG, WebP, AVIF or TIFF).",
  }),
  /** More pixels than ODIN_PHOTO_IMPORT_MAX_MEGAPIXELS allows, read from the header before decoding. */
  tooManyPixels: (width: number, height: number, maxPixels: number) => ({
    code: ERROR_CODES.validation,
    detail:
      `The picture is ${width} × ${height} pixels (${((width * height) / 1_000_000).toFixed(1)} megapixels); ` +
      `at most ${maxPixels / 1_000_000} megapixels are imported (ODIN_PHOTO_IMPORT_MAX_MEGAPIXELS).`,
  }),
});

export type MediaProblem = ProblemName<typeof mediaProblems>;
