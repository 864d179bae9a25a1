import type { ApiError } from "@odin/contracts";

/**
 * Expected business failures travel as values, not exceptions (house rule 4): a service returns
 * `fail(...)` and the route hands the result to `sendResult`.
 */
export type Result<T> = { ok: true; value: T } | { ok: false; problem: ApiError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });

export const fail = <T = never>(
  status: number,
  code: string,
  detail: string,
  data?: ApiError["data"],
): Result<T> => ({
  ok: false,
  problem: data ? { status, code, detail, data } : { status, code, detail },
});

/** Thrown only from route code to hand a problem to the error handler in one step. */
export class ProblemError extends Error {
  constructor(readonly problem: ApiError) {
    super(problem.detail);
  }
}

/** Returns the value of a successful result, or throws its problem for the error handler. */
export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new ProblemError(result.problem);
  return result.value;
}
