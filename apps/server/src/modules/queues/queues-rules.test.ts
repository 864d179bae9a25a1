import { JOB_VIEWS, MESSAGE_VIEWS } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { jobStatesOf, jobView, messageStatusesOf, messageView } from "./queues-rules";

describe("the queues' views", () => {
  it("reads a job's state and attempts", () => {
    expect(jobView("pending", 0)).toBe("pending");
    expect(jobView("pending", 2)).toBe("retrying");
    expect(jobView("failed", 5)).toBe("dead");
    expect(jobView("done", 1)).toBe("done");
  });

  it("reads a message's status and attempts", () => {
    expect(messageView("pending", 0)).toBe("pending");
    expect(messageView("pending", 1)).toBe("retrying");
    expect(messageView("failed", 8)).toBe("dead");
    expect(messageView("discarded", 0)).toBe("discarded");
  });

  it("filters by the states each view stands for, and back", () => {
    for (const view of JOB_VIEWS) {
      const { state, tried } = jobStatesOf(view);
      expect(jobView(state, tried ? 1 : 0)).toBe(view);
    }
    for (const view of MESSAGE_VIEWS) {
      const { status, tried } = messageStatusesOf(view);
      expect(messageView(status, tried ? 1 : 0)).toBe(view);
    }
  });
});
