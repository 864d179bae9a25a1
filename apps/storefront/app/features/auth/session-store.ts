import { useSyncExternalStore } from "react";

/**
 * Whether the shopper is logged in, as this page knows it. The root loader decides it on the server
 * from the two HttpOnly token cookies; a login or logout in the browser changes it here, so the
 * header follows at once without reloading the root loader's navigation and footer. A full page load
 * starts again from the server's answer.
 */
let override: boolean | undefined;
const listeners = new Set<() => void>();

export function setSessionLoggedIn(loggedIn: boolean): void {
  override = loggedIn;
  for (const listener of listeners) listener();
}

/** The browser's latest word, or undefined when nothing changed since the page loaded. */
export function sessionLoggedIn(): boolean | undefined {
  return override;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The logged-in state to render: the server's, until a login or logout in this page changes it. */
export function useLoggedIn(fromServer: boolean): boolean {
  const changed = useSyncExternalStore(
    subscribe,
    () => override,
    () => undefined,
  );
  return changed ?? fromServer;
}

/** Test support: forget changes made by earlier tests. */
export function resetSessionStoreForTests(): void {
  override = undefined;
}
