import type { ApiError } from "@odin/contracts";
import type { ApiResult } from "./types";

function isApiError(value: unknown): value is ApiError {
  const error = value as ApiError;
  return (
    typeof error === "object" &&
    error !== null &&
    typeof error.status === "number" &&
    typeof error.code === "string" &&
    typeof error.detail === "string"
  );
}

/** The errors of a failed result in the API error shape (API.md "Errors"), or none. */
export function errorsOf(result: ApiResult): ApiError[] {
  if (result.ok) return [];
  const errors = (result.data as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) && errors.length > 0 && errors.every(isApiError) ? errors : [];
}

/** The shopper-facing detail of the first error, or the given fallback message. */
export function errorDetailOf(result: ApiResult, fallback: string): string {
  return errorsOf(result)[0]?.detail ?? fallback;
}
