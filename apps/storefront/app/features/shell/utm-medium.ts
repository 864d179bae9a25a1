import { STORAGE_KEYS, UTM_MEDIUM_STORAGE_MINUTES } from "@odin/contracts";
import { safeGet, safeRemove, safeSet } from "../../lib/api/storage";
import type { StorageLike } from "../../lib/api/types";

/** What is kept under `utm_medium`: the campaign medium and when it stops counting. */
interface StoredUtmMedium {
  value: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

const LIFETIME_MS = UTM_MEDIUM_STORAGE_MINUTES * 60_000;

function parse(raw: string | null): StoredUtmMedium | undefined {
  if (raw === null) return undefined;
  try {
    const stored = JSON.parse(raw) as StoredUtmMedium;
    if (typeof stored?.value === "string" && typeof stored.expiresAt === "number") return stored;
  } catch {
    // fall through: not ours, or corrupted
  }
  return undefined;
}

/**
 * The stored utm_medium while it is fresh (spec 2 §2: kept for 43200 minutes). An expired or
 * unreadable value is removed.
 */
export function readUtmMedium(storage: StorageLike, now = Date.now()): string | undefined {
  const raw = safeGet(storage, STORAGE_KEYS.utmMedium);
  const stored = parse(raw);
  if (stored && stored.expiresAt > now) return stored.value;
  if (raw !== null) safeRemove(storage, STORAGE_KEYS.utmMedium);
  return undefined;
}

/** Stores the query's utm_medium, when it has one, for 43200 minutes from now. */
export function rememberUtmMedium(search: string, storage: StorageLike, now = Date.now()): void {
  const value = new URLSearchParams(search).get("utm_medium")?.trim();
  if (!value) {
    readUtmMedium(storage, now);
    return;
  }
  const stored: StoredUtmMedium = { value, expiresAt: now + LIFETIME_MS };
  safeSet(storage, STORAGE_KEYS.utmMedium, JSON.stringify(stored));
}
