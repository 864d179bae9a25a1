/**
 * Business outcomes as values (house rule 4): the one Result type of the server and the storefront.
 *
 * A service answers `Result<T, Name>`: the value, or a Problem named in its module's list
 * (`<domain>.problems.ts`, made with `defineProblems`). A problem carries the spec's code and
 * shopper-facing message but no HTTP status: only the edge chooses one. A REST route calls
 * `unwrap(result, statuses)` with its module's status table; a storefront loader or action branches
 * on `result.ok` and answers the page. Throw only for bugs and infrastructure.
 *
 * No zod here: browser code may import this module (decision 13).
 */

/** An expected failure: its name in its module's list, the spec's code and the message to show. */
export interface Problem<Name extends string = string> {
  readonly name: Name;
  /** The spec's business code (`605`, `207`, `IMS_OUT_OF_STOCK`) or one of ERROR_CODES. */
  readonly code: string;
  /** The shopper-facing message, with the spec's wording where it has one. */
  readonly detail: string;
  readonly data?: Readonly<Record<string, unknown>>;
}

export interface Ok<T> {
  readonly ok: true;
  readonly value: T;
}

export interface Fail<Name extends string = string> {
  readonly ok: false;
  readonly problem: Problem<Name>;
}

export type Result<T, Name extends string = string> = Ok<T> | Fail<Name>;

export function ok(): Ok<void>;
export function ok<T>(value: T): Ok<T>;
export function ok<T>(value?: T): Ok<T | undefined> {
  return { ok: true, value };
}

export function fail<Name extends string>(problem: Problem<Name>): Fail<Name> {
  return { ok: false, problem };
}

/** What a module's list says of one failure; `defineProblems` adds its name. */
export type ProblemSpec = Omit<Problem, "name">;

type Makers = Record<string, (...args: never[]) => ProblemSpec>;

/** A module's named failures, each made by a function of its details. */
export type ProblemList<M extends Makers> = {
  readonly [K in keyof M & string]: (...args: Parameters<M[K]>) => Problem<K>;
};

/** The names of a module's failures: `ProblemName<typeof otpProblems>`. */
export type ProblemName<L> = keyof L & string;

/**
 * Names each failure of a module's list after its key:
 *
 *   export const otpProblems = defineProblems({
 *     expired: () => ({ code: ERROR_CODES.otpExpired, detail: MESSAGES.otp.expired }),
 *   });
 *   return fail(otpProblems.expired());
 */
export function defineProblems<M extends Makers>(makers: M): ProblemList<M> {
  const list: Record<string, (...args: never[]) => Problem> = {};
  for (const [name, make] of Object.entries(makers)) list[name] = (...args) => ({ name, ...make(...args) });
  return list as unknown as ProblemList<M>;
}

/** The HTTP status of each failure of a module: the route edge's table, complete by type. */
export type HttpStatuses<Name extends string> = { readonly [K in Name]: number };

/** A problem on its way to the one error handler, with the status its edge chose. */
export class ProblemError extends Error {
  constructor(
    readonly problem: Problem,
    readonly status: number,
  ) {
    super(problem.detail);
    this.name = "ProblemError";
  }
}

/** The value of a result; a failure is thrown to the error handler with its status from `statuses`. */
export function unwrap<T, Name extends string>(result: Result<T, Name>, statuses: HttpStatuses<Name>): T {
  if (result.ok) return result.value;
  throw new ProblemError(result.problem, statuses[result.problem.name]);
}
