import type { StorageLike } from "./types";

/** Storage kept in memory: used where the browser storage is missing or refuses access. */
export function memoryStorage(): StorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

/** The named browser storage, or memory when it is missing or blocked (private mode, sandboxed frames). */
export function browserStorage(name: "localStorage" | "sessionStorage"): StorageLike {
  try {
    const storage = (globalThis as Record<string, unknown>)[name] as StorageLike | undefined;
    if (storage && typeof storage.getItem === "function") return storage;
  } catch {
    // Reading window.localStorage throws when storage is blocked.
  }
  return memoryStorage();
}

/** Calls that never throw: a full or blocked storage must not break an API call. */
export function safeGet(storage: StorageLike, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

export function safeSet(storage: StorageLike, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Quota exceeded or blocked: the value lives for this call only.
  }
}

export function safeRemove(storage: StorageLike, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to do: blocked storage holds nothing we could remove.
  }
}
