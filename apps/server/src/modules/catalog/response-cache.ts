import { type ListingProblem, ok, type Result } from "@odin/contracts";

/** An answer and, once asked for, its JSON text (the API sends the text, loaders use the object). */
export interface CachedAnswer<T> {
  result: Result<T, ListingProblem>;
  json(): Result<string, ListingProblem>;
  /** Whether the answer can depend on a catalog slot; absent: on every slot. */
  reaches?: (slot: number) => boolean;
  /** Whether the answer read which centres hold each style's stock (a pincode's delivery reach). */
  readsCentres: boolean;
}

export function cachedAnswer<T>(
  result: Result<T, ListingProblem>,
  options: { reaches?: ((slot: number) => boolean) | undefined; readsCentres?: boolean } = {},
): CachedAnswer<T> {
  let text: Result<string, ListingProblem> | undefined;
  return {
    result,
    ...(options.reaches ? { reaches: options.reaches } : {}),
    readsCentres: options.readsCentres ?? true,
    json: () => {
      text ??= result.ok ? ok(JSON.stringify(result.value)) : result;
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
