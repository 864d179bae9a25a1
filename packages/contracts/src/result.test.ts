import { describe, expect, it } from "vitest";
import { defineProblems, fail, ok, ProblemError, type ProblemName, type Result, unwrap } from "./result";

const problems = defineProblems({
  gone: () => ({ code: "GONE", detail: "It has gone." }),
  tooMany: (retryAfterSeconds: number) => ({ code: "LIMIT", detail: "Wait.", data: { retryAfterSeconds } }),
});
const statuses = { gone: 404, tooMany: 429 } as const;

function find(id: number): Result<string, ProblemName<typeof problems>> {
  if (id === 1) return ok("one");
  return id === 2 ? fail(problems.gone()) : fail(problems.tooMany(30));
}

describe("Result", () => {
  it("names each problem after its key in the module's list", () => {
    expect(problems.tooMany(30)).toEqual({
      name: "tooMany",
      code: "LIMIT",
      detail: "Wait.",
      data: { retryAfterSeconds: 30 },
    });
  });

  it("unwraps a value and throws a problem with the status its edge chose", () => {
    expect(unwrap(find(1), statuses)).toBe("one");
    const thrown = (() => {
      try {
        unwrap(find(3), statuses);
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(ProblemError);
    expect(thrown).toMatchObject({ status: 429, problem: { name: "tooMany", code: "LIMIT" } });
    expect(() => unwrap(find(2), statuses)).toThrow("It has gone.");
  });

  it("answers an empty success", () => {
    expect(ok()).toEqual({ ok: true, value: undefined });
  });
});
