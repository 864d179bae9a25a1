/**
 * A least-recently-used cache of values keyed by style id, where each value also depends on other
 * styles (a product page shows its sibling colourways' stock): invalidating a style drops its own
 * entry and every entry that depends on it.
 */
export class DependentLru<V> {
  private readonly entries = new Map<number, { value: V; dependsOn: readonly number[] }>();
  /** Style id → the keys whose values show it. */
  private readonly dependents = new Map<number, Set<number>>();

  constructor(private readonly maxEntries: number) {}

  /** The value for `key` (which becomes the most recently used), or undefined when absent. */
  get(key: number): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Stores `value`, which shows `dependsOn` (besides `key` itself); evicts the least recently used. */
  set(key: number, value: V, dependsOn: readonly number[]): void {
    this.delete(key);
    this.entries.set(key, { value, dependsOn });
    for (const id of dependsOn) {
      const keys = this.dependents.get(id) ?? new Set<number>();
      keys.add(key);
      this.dependents.set(id, keys);
    }
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.delete(oldest);
    }
  }

  /** Drops the entries of `ids` and every entry that depends on one of them. */
  invalidate(ids: Iterable<number>): void {
    for (const id of ids) {
      this.delete(id);
      for (const key of [...(this.dependents.get(id) ?? [])]) this.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
    this.dependents.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: number): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    for (const id of entry.dependsOn) {
      const keys = this.dependents.get(id);
      keys?.delete(key);
      if (keys?.size === 0) this.dependents.delete(id);
    }
  }
}
