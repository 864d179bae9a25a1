import { describe, expect, it } from "vitest";
import { nextCursor, readCursor } from "./id-cursor";

describe("a list's cursor", () => {
  it("points below the last row of a full page, and is null on the last page", () => {
    expect(nextCursor([9, 8, 7], 2)).toBe("8");
    expect(nextCursor([9, 8], 2)).toBeNull();
  });

  it("reads only ids it could have given", () => {
    expect(readCursor("8")).toBe(8);
    expect(readCursor("0")).toBeNull();
    expect(readCursor("abc")).toBeNull();
    expect(readCursor("99999999999")).toBeNull();
  });
});
