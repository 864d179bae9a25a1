import { describe, expect, it } from "vitest";
import { createPictureQueue } from "./picture-queue";

/** A task that runs until the test lets it finish. */
function heldTask() {
  let finish: (value: string) => void = () => {};
  let fail: (error: Error) => void = () => {};
  let started = false;
  const done = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return {
    task: () => {
      started = true;
      return done;
    },
    started: () => started,
    finish: (value: string) => finish(value),
    fail: (error: Error) => fail(error),
  };
}

/** Lets queued continuations run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("the picture queue", () => {
  it("runs eight tasks given at once two at a time, in the order they came", async () => {
    const queue = createPictureQueue(2);
    const tasks = Array.from({ length: 8 }, heldTask);
    const answers = tasks.map((held) => queue.run(held.task));
    await settle();
    expect(tasks.map((held) => held.started())).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(queue.stats()).toEqual({ concurrency: 2, running: 2, waiting: 6, peak: 2, done: 0 });

    tasks[1]?.finish("second");
    await settle();
    expect(tasks.map((held) => held.started())).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(queue.stats()).toMatchObject({ running: 2, waiting: 5, done: 1 });

    // A failing task frees its place as an answering one does, and its caller gets the error.
    tasks[0]?.fail(new Error("not a picture"));
    await expect(answers[0]).rejects.toThrow("not a picture");
    for (const [index, held] of tasks.entries()) if (index > 1) held.finish(`task ${index}`);
    await Promise.allSettled(answers);
    expect(await answers[7]).toBe("task 7");
    expect(queue.stats()).toEqual({ concurrency: 2, running: 0, waiting: 0, peak: 2, done: 8 });
  });

  it("lets a new task run at once while places are free", async () => {
    const queue = createPictureQueue(3);
    expect(await queue.run(async () => "alone")).toBe("alone");
    expect(queue.stats()).toEqual({ concurrency: 3, running: 0, waiting: 0, peak: 1, done: 1 });
  });

  it("refuses a concurrency below one", () => {
    expect(() => createPictureQueue(0)).toThrow(/at least one/);
    expect(() => createPictureQueue(1.5)).toThrow(/at least one/);
  });
});
