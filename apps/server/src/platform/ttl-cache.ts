/**
 * A small in-process cache with a time to live and a size bound; concurrent misses for one key
 * share a single load. REDIS_URL moves shared caches to Redis (docs/deployment.md).
 */
export class TtlCache<V> {
  private readonly entries = new Map<
    string,
    { value: Promise<V>; expires: number; settled?: { value: V } }
  >();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value;
    const value = load();
    const entry: { value: Promise<V>; expires: number; settled?: { value: V } } = {
      value,
      expires: this.now() + this.ttlMs,
    };
    this.entries.set(key, entry);
    value.then(
      (loaded) => {
        entry.settled = { value: loaded };
      },
      () => this.entries.delete(key),
    );
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }

  /**
   * The fresh value of `key` if its load has finished, without loading. Inside a transaction on the
   * embedded database (one connection) a caller may use this but must not wait for a load that
   * queries outside the transaction.
   */
  peek(key: string): V | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expires > this.now() ? hit.settled?.value : undefined;
  }

  clear(): void {
    this.entries.clear();
  }
}
