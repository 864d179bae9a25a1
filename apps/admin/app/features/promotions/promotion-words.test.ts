import {
  PROMOTION_CODE,
  PROMOTION_KINDS,
  PROMOTION_STATUSES,
  PROMOTION_VALUE_RANGES,
  PROMOTIONS,
} from "@odin/contracts";
import { describe, expect, it } from "vitest";
import * as words from "./promotion-words";

describe("the promotions area's copy of the contracts", () => {
  it("knows the lists the server does, in its order, with words for each", () => {
    expect(words.PROMOTION_STATUSES).toEqual(PROMOTION_STATUSES);
    expect(words.PROMOTION_KINDS).toEqual(PROMOTION_KINDS);
    expect(Object.keys(words.STATUS_LABELS)).toEqual([...PROMOTION_STATUSES]);
    expect(Object.keys(words.KIND_LABELS)).toEqual([...PROMOTION_KINDS]);
    expect(Object.keys(words.VALUE_WORDS).sort()).toEqual([...PROMOTION_KINDS].sort());
  });

  it("has the server's limits, and each kind's values in the form's units", () => {
    for (const [name, value] of Object.entries(words.PROMOTION_LIMITS)) {
      expect(PROMOTIONS[name as keyof typeof PROMOTIONS], name).toBe(value);
    }
    for (const kind of PROMOTION_KINDS) {
      const [min, max] = PROMOTION_VALUE_RANGES[kind];
      const scale = kind === "flat" ? 100 : 1;
      expect(words.FORM_VALUE_RANGES[kind], kind).toEqual([min / scale, max / scale]);
    }
    expect(words.PROMOTION_CODE.source).toBe(PROMOTION_CODE.source);
  });
});
