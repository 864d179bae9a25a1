import type { AnalyticsEventInput } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { createEventQueue, storedFields } from "./event-queue";

function queueWithClock() {
  let now = 1_000;
  const timers: (() => void)[] = [];
  const sent: AnalyticsEventInput[][] = [];
  const queue = createEventQueue({
    send: async (events) => {
      sent.push(events);
    },
    now: () => now,
    setTimeout: (callback) => timers.push(callback),
  });
  return { queue, sent, timers, advance: (ms: number) => (now += ms) };
}

describe("the event queue", () => {
  it("sends the events of a few seconds in one batch, each with its age", () => {
    const { queue, sent, timers, advance } = queueWithClock();
    queue.add("page_view", "/", {});
    advance(1_500);
    queue.add("add_to_bag", "/p/x/AB1", { styleId: 12, skuId: 120 });
    expect(timers).toHaveLength(1);
    advance(500);
    timers[0]?.();
    expect(sent).toEqual([
      [
        { name: "page_view", path: "/", ageMs: 2_000 },
        { name: "add_to_bag", path: "/p/x/AB1", ageMs: 500, fields: { styleId: 12, skuId: 120 } },
      ],
    ]);
  });

  it("sends a full batch at once and the rest later", () => {
    const { queue, sent } = queueWithClock();
    for (let i = 0; i < 51; i++) queue.add("page_view", `/${i}`, {});
    expect(sent.map((batch) => batch.length)).toEqual([50]);
    queue.flush();
    expect(sent.map((batch) => batch.length)).toEqual([50, 1]);
  });

  it("leaves out events the endpoint would refuse", () => {
    const { queue, sent } = queueWithClock();
    queue.add("Not An Event", "/", {});
    queue.flush();
    expect(sent).toEqual([]);
  });
});

describe("storedFields", () => {
  it("keeps primitive values, cuts long text and drops what cannot be stored", () => {
    expect(
      storedFields({
        term: "x".repeat(600),
        count: 3,
        huge: 2 ** 40,
        ok: true,
        none: null,
        nested: { a: 1 },
        list: [1],
        "bad name": 1,
        event: "x",
      }),
    ).toEqual({ term: "x".repeat(500), count: 3, ok: true, none: null });
  });
});
