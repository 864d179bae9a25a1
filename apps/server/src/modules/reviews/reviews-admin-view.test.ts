import { describe, expect, it } from "vitest";
import { decodeReviewCursor, encodeReviewCursor } from "./reviews-admin-view";

const base64 = (text: string) => Buffer.from(text).toString("base64url");

describe("the moderation queue's cursor", () => {
  it("carries the last review's instant to the microsecond and its id", () => {
    const cursor = { at: "2026-05-21T10:15:30.123456Z", id: 291_259 };
    expect(decodeReviewCursor(encodeReviewCursor(cursor))).toEqual(cursor);
  });

  it("refuses what this server did not write, the older millisecond form too", () => {
    for (const text of [
      "forged",
      base64("2026-05-21T10:15:30.123Z|5"),
      base64("2026-05-21T10:15:30.123456Z|0"),
      base64("2026-05-21T10:15:30.123456Z|2147483648"),
      base64("2026-05-21T10:15:30.123456Z|5|6"),
      base64("2026-13-41T10:15:30.123456Z|5"),
      `${base64("2026-05-21T10:15:30.123456Z|5")}=`,
    ])
      expect(decodeReviewCursor(text), text).toBeUndefined();
  });
});
