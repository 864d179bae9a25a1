import { z } from "zod";

/** One error of the API error shape (API.md "Conventions"). */
export const apiError = z.object({
  status: z.number().int(),
  code: z.string(),
  detail: z.string(),
  data: z.record(z.string(), z.unknown()).optional(),
});
export type ApiError = z.infer<typeof apiError>;

export const errorResponse = z.object({ errors: z.array(apiError).min(1) });
export type ErrorResponse = z.infer<typeof errorResponse>;

/**
 * Named error codes used across the API. They live in `error-codes.ts`, a module without zod, so
 * browser code can read them without pulling the schemas above into its bundle (decision 13).
 */
export { ERROR_CODES } from "./error-codes";
