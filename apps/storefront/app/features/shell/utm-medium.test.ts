import { STORAGE_KEYS, UTM_MEDIUM_STORAGE_MINUTES } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { memoryStorage } from "../../lib/api/storage";
import { readUtmMedium, rememberUtmMedium } from "./utm-medium";

const NOW = Date.UTC(2026, 0, 1);
const LIFETIME_MS = UTM_MEDIUM_STORAGE_MINUTES * 60_000;

describe("utm_medium", () => {
  it("is stored from the query under utm_medium for 43200 minutes", () => {
    const storage = memoryStorage();
    rememberUtmMedium("?utm_source=x&utm_medium=email", storage, NOW);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.utmMedium) ?? "")).toEqual({
      value: "email",
      expiresAt: NOW + 43_200 * 60_000,
    });
    expect(readUtmMedium(storage, NOW + LIFETIME_MS - 1)).toBe("email");
  });

  it("is removed once expired", () => {
    const storage = memoryStorage();
    rememberUtmMedium("?utm_medium=sms", storage, NOW);
    expect(readUtmMedium(storage, NOW + LIFETIME_MS)).toBeUndefined();
    expect(storage.getItem(STORAGE_KEYS.utmMedium)).toBeNull();
  });

  it("is replaced by a newer one, which starts a new 30 days", () => {
    const storage = memoryStorage();
    rememberUtmMedium("?utm_medium=sms", storage, NOW);
    rememberUtmMedium("?utm_medium=push", storage, NOW + 1_000);
    expect(readUtmMedium(storage, NOW + LIFETIME_MS + 500)).toBe("push");
  });

  it("is kept by pages without one, which still clear an expired or corrupted value", () => {
    const storage = memoryStorage();
    rememberUtmMedium("?utm_medium=email", storage, NOW);
    rememberUtmMedium("?q=shirts", storage, NOW + 1_000);
    expect(readUtmMedium(storage, NOW + 2_000)).toBe("email");
    rememberUtmMedium("", storage, NOW + LIFETIME_MS);
    expect(storage.getItem(STORAGE_KEYS.utmMedium)).toBeNull();
    storage.setItem(STORAGE_KEYS.utmMedium, "not json");
    rememberUtmMedium("", storage, NOW);
    expect(storage.getItem(STORAGE_KEYS.utmMedium)).toBeNull();
  });

  it("ignores an empty utm_medium", () => {
    const storage = memoryStorage();
    rememberUtmMedium("?utm_medium=", storage, NOW);
    expect(storage.getItem(STORAGE_KEYS.utmMedium)).toBeNull();
  });
});
