/**
 * A least-recently-used cache bounded by the total size of its values in bytes rather than by
 * their count, for rendered images whose sizes differ by two orders of magnitude.
 */
export class ByteLru<V extends { byteLength: number }> {
  private readonly entries = new Map<string, V>();
  private total = 0;

  constructor(private readonly maxBytes: number) {}

  /** The value for `key`, which becomes the most recently used. */
  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** Stores `value`, evicting the least recently used entries to stay within the bound. */
  set(key: string, value: V): void {
    this.delete(key);
    if (value.byteLength > this.maxBytes) return;
    this.entries.set(key, value);
    this.total += value.byteLength;
    for (const [oldest, evicted] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= evicted.byteLength;
    }
  }

  delete(key: string): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.total -= value.byteLength;
  }

  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }
}
