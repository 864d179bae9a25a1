import { describe, expect, it } from "vitest";
import { boundedInt, boundedIntParam, INT32, id, idParam, multilineText, text } from "./primitives";

const messageOf = (result: { error?: { issues: { message: string }[] } | undefined }) =>
  result.error?.issues[0]?.message;

describe("ids and whole numbers", () => {
  it("takes an id from 1 to PostgreSQL's integer maximum", () => {
    expect(id.parse(1)).toBe(1);
    expect(id.parse(INT32.max)).toBe(2_147_483_647);
    for (const value of [0, -1, 2 ** 31, 100_000_000_000, 1.5, "1", null]) {
      expect(messageOf(id.safeParse(value))).toBe("Please enter a whole number from 1 to 2147483647.");
    }
  });

  it("reads an id from a path or query string", () => {
    expect(idParam.parse("12")).toBe(12);
    expect(messageOf(idParam.safeParse("99999999999"))).toBe(
      "Please enter a whole number from 1 to 2147483647.",
    );
    expect(idParam.safeParse("abc").success).toBe(false);
    expect(idParam.safeParse("0").success).toBe(false);
  });

  it("bounds counts and sizes to their own range", () => {
    expect(boundedInt(1, 20).safeParse(21).error?.issues[0]?.message).toBe(
      "Please enter a whole number from 1 to 20.",
    );
    expect(boundedIntParam(0, 5).parse("5")).toBe(5);
  });

  it("refuses to build a range PostgreSQL's integer cannot hold", () => {
    expect(() => boundedInt(1, 2 ** 31)).toThrow(RangeError);
    expect(() => boundedIntParam(-(2 ** 31) - 1, 0)).toThrow(RangeError);
    expect(() => boundedInt(5, 1)).toThrow(RangeError);
  });
});

describe("text", () => {
  const line = text(20);
  const free = multilineText(20);
  const refusal = "Please remove the invisible or broken characters (such as NUL) from this text.";

  it("takes one line of printable text, emoji included", () => {
    expect(line.parse("Neelam Weaves 😀")).toBe("Neelam Weaves 😀");
  });

  it("refuses NUL, the other control characters and half an emoji", () => {
    for (const value of [
      "a\u0000b",
      "a\u0007",
      "\u001b[2J",
      "a\u007fb",
      "a\u0085b",
      "a\tb",
      "a\nb",
      "\ud83d",
    ]) {
      expect(messageOf(line.safeParse(value))).toBe(refusal);
    }
  });

  it("refuses text over its length", () => {
    expect(messageOf(line.safeParse("a".repeat(21)))).toBe("Please use at most 20 characters.");
  });

  it("lets free text run over several lines, still without NUL", () => {
    expect(free.parse("one\ttwo\r\nthree")).toBe("one\ttwo\r\nthree");
    expect(messageOf(free.safeParse("one\u0000two"))).toBe(refusal);
  });
});
