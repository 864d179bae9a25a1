import { type ListingProblem, ok, type Result } from "@odin/contracts";
import type { PricedChange } from "./catalog-index";

/** An answer and, once asked for, its JSON text (the API sends the text, loaders use the object). */
export interface CachedAnswer<T> {
  /** The answer, built when first asked for. */
  result(): Result<T, ListingProblem>;
  json(): Result<string, ListingProblem>;
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
  let result: Result<T, ListingProblem> | undefined;
  let text: Result<string, ListingProblem> | undefined;
  const answer = () => {
    result ??= build();
    return result;
  };
  return {
    result: answer,
    ...(options.reaches ? { reaches: options.reaches } : {}),
    readsCentres: options.readsCentres ?? true,
    ...(options.takeInPrices ? { takeInPrices: options.takeInPrices } : {}),
    json: () => {
      const built = answer();
      text ??= built.ok ? ok(JSON.stringify(built.value)) : built;
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

  /**
   * Keeps, in their order, the answers `next` gives a new key (and maybe a new answer), under that
   * key; drops the rest.
   */
  rekey(
    next: (key: string, answer: CachedAnswer<unknown>) => [string, CachedAnswer<unknown>] | undefined,
  ): void {
    const kept = [...this.entries].flatMap(([key, answer]) => {
      const renamed = next(key, answer);
      return renamed === undefined ? [] : [renamed];
    });
    this.entries.clear();
    for (const [key, answer] of kept) this.entries.set(key, answer);
  }
}
