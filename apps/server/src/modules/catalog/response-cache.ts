import { type ListingProblem, ok, type Result } from "@odin/contracts";
import type { PricedChange } from "./catalog-index";

/** An answer as served to one request: the object (loaders use it) and its JSON text (the API sends it). */
export interface Served<T> {
  result: Result<T, ListingProblem>;
  json(): Result<string, ListingProblem>;
}

/** A cached answer: what it is built from, and what it is served as. */
export interface CachedAnswer<T> {
  /**
   * The answer as it stands: built when asked for, and kept, with its text once written, from the
   * second time it is asked for. Under a stream of changes most answers are asked for once before
   * a change replaces them; a kept answer would outlive a young collection for nothing and bring on
   * a collection of the whole heap, which holds the listings up for hundreds of milliseconds.
   */
  serve(): Served<T>;
  /** Whether the answer can depend on a catalog slot; absent: on every slot. */
  reaches?: (slot: number) => boolean;
  /** Whether the answer read which centres hold each style's stock (a pincode's delivery reach). */
  readsCentres: boolean;
  /**
   * The answer after a change of prices and stock (`AppliedChange.priced`), without a new pass
   * over the catalog; undefined when it must be built again.
   */
  takeInPrices?: (priced: PricedChange) => CachedAnswer<T> | undefined;
}

export interface CachedAnswerOptions<T> {
  reaches?: ((slot: number) => boolean) | undefined;
  readsCentres?: boolean;
  takeInPrices?: CachedAnswer<T>["takeInPrices"];
}

export function cachedAnswer<T>(
  build: () => Result<T, ListingProblem>,
  options: CachedAnswerOptions<T> = {},
): CachedAnswer<T> {
  let kept: Served<T> | undefined;
  let serves = 0;
  return {
    serve() {
      if (kept) return kept;
      const result = build();
      let text: Result<string, ListingProblem> | undefined;
      const served = {
        result,
        json: () => {
          text ??= result.ok ? ok(JSON.stringify(result.value)) : result;
          return text;
        },
      };
      if (++serves > 1) kept = served;
      return served;
    },
    ...(options.reaches ? { reaches: options.reaches } : {}),
    readsCentres: options.readsCentres ?? true,
    ...(options.takeInPrices ? { takeInPrices: options.takeInPrices } : {}),
  };
}

/** An answer, and the generation of the catalog it is right for. */
export interface CachedEntry {
  generation: number;
  answer: CachedAnswer<unknown>;
}

/** Answers by key, at most `maxEntries` (the oldest goes first). */
export class ResponseCache {
  private readonly entries = new Map<string, CachedEntry>();

  constructor(private readonly maxEntries: number) {}

  get(key: string): CachedEntry | undefined {
    return this.entries.get(key);
  }

  set(key: string, entry: CachedEntry): void {
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
