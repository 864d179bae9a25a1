import { ADMIN_RETURNS, REFUND_STATES, RETURN_MODES, RETURN_STAGES } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import * as words from "./return-words";

describe("the returns area's copy of the contracts", () => {
  it("knows the stages, modes, refund states and limits the server does, in its order", () => {
    expect(words.RETURN_STAGES).toEqual(RETURN_STAGES);
    expect(words.RETURN_MODES).toEqual(RETURN_MODES);
    expect(words.REFUND_STATES).toEqual(REFUND_STATES);
    expect(words.RETURN_LIMITS).toEqual({
      pickupDaysAhead: ADMIN_RETURNS.pickupDaysAhead,
      maxNoteChars: ADMIN_RETURNS.maxNoteChars,
    });
  });
});
