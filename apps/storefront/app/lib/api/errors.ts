import { type ApiError, errorResponse } from "@odin/contracts";
import type { ApiResult } from "./types";

/** The errors of a failed result in the API error shape (API.md "Errors"), or none. */
export function errorsOf(result: ApiResult): ApiError[] {
  if (result.ok) return [];
  const parsed = errorResponse.safeParse(result.data);
  return parsed.success ? parsed.data.errors : [];
}

/** The shopper-facing detail of the first error, or the given fallback message. */
export function errorDetailOf(result: ApiResult, fallback: string): string {
  return errorsOf(result)[0]?.detail ?? fallback;
}
