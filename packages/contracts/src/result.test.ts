import { describe, expect, it } from "vitest";
import { defineProblems, fail, ok, ProblemError, type ProblemName, type Result, unwrap } from "./result";

const problems = defineProblems({
  gone: () => ({ status: 404, code: "GONE", detail: "It has gone." }),
  tooMany: (retryAfterSeconds: number) => ({
    status: 429,
    code: "LIMIT",
    detail: "Wait.",
    data: { retryAfterSeconds },
  }),
});

function find(id: number): Result<string, ProblemName<typeof problems>> {
  if (id === 1) return ok("one");
  return id === 2 ? fail(problems.gone()) : fail(problems.tooMany(30));
}

describe("Result", () => {
  it("names each problem after its key in its catalogue", () => {
    expect(problems.tooMany(30)).toEqual({
      name: "tooMany",
      status: 429,
      code: "LIMIT",
      detail: "Wait.",
      data: { retryAfterSeconds: 30 },
    });
  });

  it("unwraps a value and throws a problem with its status", () => {
    expect(unwrap(find(1))).toBe("one");
    const thrown = (() => {
      try {
        unwrap(find(3));
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(ProblemError);
    expect(thrown).toMatchObject({ status: 429, problem: { name: "tooMany", code: "LIMIT" } });
    expect(() => unwrap(find(2))).toThrow("It has gone.");
  });

  it("answers an empty success", () => {
    expect(ok()).toEqual({ ok: true, value: undefined });
  });
});
