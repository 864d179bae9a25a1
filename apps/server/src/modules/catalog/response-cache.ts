import type { Outcome } from "@odin/contracts";

/** An answer and, once asked for, its JSON text (the API sends the text, loaders use the object). */
export interface CachedAnswer<T> {
  outcome: Outcome<T>;
  json(): Outcome<string>;
  /** Whether the answer can depend on a catalog slot; absent: on every slot. */
  reaches?: (slot: number) => boolean;
  /** Whether the answer read which centres hold each style's stock (a pincode's delivery reach). */
  readsCentres: boolean;
}

export function cachedAnswer<T>(
  outcome: Outcome<T>,
  options: { reaches?: ((slot: number) => boolean) | undefined; readsCentres?: boolean } = {},
): CachedAnswer<T> {
  let text: Outcome<string> | undefined;
  return {
    outcome,
    ...(options.reaches ? { reaches: options.reaches } : {}),
    readsCentres: options.readsCentres ?? true,
    json: () => {
      text ??= outcome.ok ? { ok: true, value: JSON.stringify(outcome.value) } : outcome;
      return text;
    },
  };
}

/** Answers by key, at most `maxEntries` (the oldest goes first). */
export class ResponseCache {
  private readonly entries = new Map<string, CachedAnswer<unknown>>();

  constructor(private readonly maxEntries: number) {}

  get<T>(key: string): CachedAnswer<T> | undefined {
    return this.entries.get(key) as CachedAnswer<T> | undefined;
  }

  set(key: string, answer: CachedAnswer<unknown>): void {
    this.entries.set(key, answer);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  /** Keeps, in their order, the answers `next` gives a new key, under that key; drops the rest. */
  rekey(next: (key: string, answer: CachedAnswer<unknown>) => string | undefined): void {
    const kept = [...this.entries].flatMap(([key, answer]) => {
      const renamed = next(key, answer);
      return renamed === undefined ? [] : [[renamed, answer] as const];
    });
    this.entries.clear();
    for (const [key, answer] of kept) this.entries.set(key, answer);
  }
}
