import { Counter, Gauge, type Registry } from "prom-client";
import sharp from "sharp";

/**
 * Pictures sent to the store (review photos) are decoded and re-encoded a few at a time per
 * process: a decoded picture holds 3 to 4 bytes a pixel, and sharp works on libuv's small thread
 * pool, which file reads and compression share. Eight uploads at once would hold eight pictures
 * and take every thread; through the queue they hold `concurrency`, the rest wait their turn in
 * the order they came (decision 36).
 */
export interface PictureQueueStats {
  /** Most tasks run at once. */
  concurrency: number;
  running: number;
  waiting: number;
  /** Most tasks that ever ran at once. */
  peak: number;
  /** Tasks finished, answered or failed. */
  done: number;
}

export interface PictureQueue {
  /** Runs `task` once fewer than `concurrency` tasks run, and answers (or throws) what it does. */
  run<T>(task: () => Promise<T>): Promise<T>;
  stats(): PictureQueueStats;
}

export function createPictureQueue(concurrency: number): PictureQueue {
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new Error(`a picture queue runs at least one task at a time, not ${concurrency}`);
  }
  const waiting: Array<() => void> = [];
  let running = 0;
  let peak = 0;
  let done = 0;
  return {
    async run(task) {
      // A finishing task hands its place to the first waiting one, so none can overtake it.
      if (running < concurrency) running++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      peak = Math.max(peak, running);
      try {
        return await task();
      } finally {
        done++;
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
    stats: () => ({ concurrency, running, waiting: waiting.length, peak, done }),
  };
}

/**
 * The app's picture queue, its counters in `GET /metrics` (`odin_picture_queue_*`). libvips'
 * operation cache is switched off for the process: every picture it decodes is new, so the cache
 * would only hold memory (50 MB by default).
 */
export function setUpPictureQueue(concurrency: number, metrics: Registry): PictureQueue {
  sharp.cache(false);
  const queue = createPictureQueue(concurrency);
  const registers = [metrics];
  const gauge = (name: string, help: string, read: (stats: PictureQueueStats) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read(queue.stats()));
      },
    });
  gauge("odin_picture_queue_running", "Pictures being decoded and re-encoded now", (stats) => stats.running);
  gauge(
    "odin_picture_queue_waiting",
    "Pictures waiting for their turn to be re-encoded",
    (stats) => stats.waiting,
  );
  gauge(
    "odin_picture_queue_peak",
    "Most pictures re-encoded at once since the process started",
    (stats) => stats.peak,
  );
  new Counter({
    name: "odin_picture_queue_done_total",
    help: "Pictures re-encoded or refused by the picture queue since the process started",
    registers,
    collect() {
      this.reset();
      this.inc(queue.stats().done);
    },
  });
  return queue;
}
