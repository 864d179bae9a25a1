import { defineProblems, ERROR_CODES, type ProblemName } from "@odin/contracts";

/** The expected failures of importing a style's photograph. */
export const mediaProblems = defineProblems({
  unknownStyle: (styleId: number) => ({ code: ERROR_CODES.notFound, detail: `No style with id ${styleId}.` }),
  notAnImage: () => ({
    code: ERROR_CODES.validation,
    detail: "Not an image that can be read (JPEG, PNG, WebP, AVIF or TIFF).",
  }),
});

export type MediaProblem = ProblemName<typeof mediaProblems>;
