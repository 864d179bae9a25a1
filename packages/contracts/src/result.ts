/**
 * Business outcomes as values (house rule 4): the one Result type of the server and the storefront.
 *
 * A service answers `Result<T, Name>`: the value, or a Problem named in its domain's catalogue
 * (`packages/contracts/src/<domain>/problems.ts`, made with `defineProblems`). Each failure is
 * declared there once, with its HTTP status, the spec's code and the shopper-facing message; the
 * sign-in requirement is `sessionProblems.signInRequired` (shared/problems.ts) for every domain. A
 * REST route calls `unwrap(result)`, which throws the problem to the one error handler with its
 * status; a storefront loader or action branches on `result.ok` and answers a refused form with
 * `problem.status`, so a page and the API answer the same failure alike. Throw only for bugs and
 * infrastructure.
 *
 * No zod here, nor in the catalogues: browser code may import them (decision 13).
 */

/** An expected failure: its name in its catalogue, its HTTP status, the spec's code and the message to show. */
export interface Problem<Name extends string = string> {
  readonly name: Name;
  /** The HTTP status the API answers it with, and a page its refused form. */
  readonly status: number;
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

/** What a catalogue says of one failure; `defineProblems` adds its name. */
export type ProblemSpec = Omit<Problem, "name">;

type Makers = Record<string, (...args: never[]) => ProblemSpec>;

/** A catalogue's named failures, each made by a function of its details. */
export type ProblemList<M extends Makers> = {
  readonly [K in keyof M & string]: (...args: Parameters<M[K]>) => Problem<K>;
};

/** The names of a catalogue's failures: `ProblemName<typeof otpProblems>`. */
export type ProblemName<L> = keyof L & string;

/**
 * Names each failure of a catalogue after its key:
 *
 *   export const otpProblems = defineProblems({
 *     expired: () => ({ status: 400, code: ERROR_CODES.otpExpired, detail: MESSAGES.otp.expired }),
 *   });
 *   return fail(otpProblems.expired());
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineProblems<M extends Makers>(makers: M): ProblemList<M> {
  const list: Record<string, (...args: never[]) => Problem> = {};
  for (const [name, make] of Object.entries(makers)) list[name] = (...args) => ({ name, ...make(...args) });
  return list as unknown as ProblemList<M>;
}

/** A problem on its way to the one error handler, with its status. */
export class ProblemError extends Error {
  readonly status: number;

  constructor(readonly problem: Problem) {
    super(problem.detail);
    this.name = "ProblemError";
    this.status = problem.status;
  }
}

/** The value of a result; a failure is thrown to the error handler, which answers its status. */
export function unwrap<T, Name extends string>(result: Result<T, Name>): T {
  if (result.ok) return result.value;
  throw new ProblemError(result.problem);
}
