/**
 * A check that callers share: one runs at a time, and concurrent callers share one round trip. A
 * caller who arrives while a check is under way waits for the next one (shared by everyone who
 * arrives meanwhile), since the running check may have read before the caller's own change
 * committed. The change feeds' `sync` (catalog and content) is this.
 */
export function sharedCheck(check: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;

  function run(): Promise<void> {
    if (!running) {
      running = check().finally(() => {
        running = null;
      });
      return running;
    }
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return run();
      });
    return queued;
  }

  return run;
}
