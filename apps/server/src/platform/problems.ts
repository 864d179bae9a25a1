import type { ApiError } from "@odin/contracts";

/**
 * An expected failure with its status, the spec's code and the shopper-facing detail. Route code
 * throws it to hand the problem to the one error handler (errors.ts), which answers
 * `{ errors: [problem] }`. Services report business failures as values (house rule 4) and the route
 * turns them into a ProblemError.
 */
export class ProblemError extends Error {
  constructor(readonly problem: ApiError) {
    super(problem.detail);
  }
}
