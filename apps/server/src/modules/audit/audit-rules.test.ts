import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor, fromInstant, untilInstant } from "./audit-rules";

describe("the audit log's cursor", () => {
  it("reads back what it wrote", () => {
    const cursor = { at: new Date("2026-11-28T10:00:00.123Z"), id: 42 };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it("refuses a cursor it did not write", () => {
    expect(decodeCursor("not-a-cursor")).toBeUndefined();
    expect(decodeCursor(Buffer.from("2026-11-28T10:00:00Z|0").toString("base64url"))).toBeUndefined();
    expect(decodeCursor(Buffer.from("yesterday|4").toString("base64url"))).toBeUndefined();
  });
});

describe("the time filters", () => {
  it("reads a date as a whole day in India", () => {
    expect(fromInstant("2026-11-28").toISOString()).toBe("2026-11-27T18:30:00.000Z");
    expect(untilInstant("2026-11-28").toISOString()).toBe("2026-11-28T18:30:00.000Z");
  });

  it("keeps an instant, including it at the end", () => {
    expect(fromInstant("2026-11-28T10:00:00Z").toISOString()).toBe("2026-11-28T10:00:00.000Z");
    expect(untilInstant("2026-11-28T10:00:00Z").toISOString()).toBe("2026-11-28T10:00:00.001Z");
  });
});
