import { randomBytes } from "node:crypto";

/**
 * In-memory records that expire: consent interactions, authorization codes and access tokens of the
 * sandbox providers. A sandbox runs in one process, so memory is its whole state.
 */
export class TtlStore<T> {
  private readonly records = new Map<string, { value: T; expiresAt: number }>();

  constructor(private readonly ttlMs: number) {}

  /** Keeps a value under a new random key and answers the key. */
  put(value: T): string {
    this.sweep();
    const key = randomBytes(24).toString("base64url");
    this.records.set(key, { value, expiresAt: Date.now() + this.ttlMs });
    return key;
  }

  get(key: string | undefined): T | undefined {
    if (!key) return undefined;
    const record = this.records.get(key);
    if (!record) return undefined;
    if (record.expiresAt <= Date.now()) {
      this.records.delete(key);
      return undefined;
    }
    return record.value;
  }

  /** The value, removed: a second take finds nothing. */
  take(key: string | undefined): T | undefined {
    const value = this.get(key);
    if (key) this.records.delete(key);
    return value;
  }

  delete(key: string): void {
    this.records.delete(key);
  }

  private sweep(): void {
    const now = Date.now();
    for (const [key, record] of this.records) if (record.expiresAt <= now) this.records.delete(key);
  }
}
