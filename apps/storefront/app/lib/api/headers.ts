import { STORAGE_KEYS } from "../storage-keys";
import { safeGet, safeSet } from "./storage";
import type { StorageLike } from "./types";

export interface HeaderSettings {
  module: string;
  bbversion: string;
  siteOrigin?: string | undefined;
  sessionStorage: StorageLike;
  randomId: () => string;
}

/** The tab's client session id: made once, kept in sessionStorage so it lasts as long as the tab. */
export function clientSessionIdOf(storage: StorageLike, randomId: () => string): string {
  const stored = safeGet(storage, STORAGE_KEYS.clientSessionId);
  if (stored) return stored;
  const created = randomId();
  safeSet(storage, STORAGE_KEYS.clientSessionId, created);
  return created;
}

/**
 * Builds the convention headers of spec 1 §3 for one call. There is no `authorization` header: the
 * tokens travel in HttpOnly cookies (docs/decisions/0006), sent because calls use credentials "include".
 */
export function createHeaderFactory(settings: HeaderSettings) {
  let clientSessionId: string | undefined;
  return (correlationId: string, extra?: Record<string, string>): Record<string, string> => {
    clientSessionId ??= clientSessionIdOf(settings.sessionStorage, settings.randomId);
    const headers: Record<string, string> = {
      module: settings.module,
      accept: "application/json",
      "content-type": "application/json",
      bbversion: settings.bbversion,
      clientSessionId,
      correlationId,
    };
    if (settings.siteOrigin) headers.requrl = settings.siteOrigin;
    const reserved = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
    for (const [name, value] of Object.entries(extra ?? {})) {
      if (!reserved.has(name.toLowerCase())) headers[name] = value;
    }
    return headers;
  };
}

export type HeaderFactory = ReturnType<typeof createHeaderFactory>;
