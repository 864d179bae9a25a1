import { LABELS, MESSAGES, type Navigation, routes } from "@odin/contracts";
import { useCallback, useRef, useState } from "react";
import { browserApi } from "../../lib/browser-api";

/** Navigations fetched in this page, by their `GET /api/v2/header` query. */
const fetched = new Map<string, Navigation>();

export interface FetchedNavigation {
  /** The navigation, once fetched in this page. */
  navigation: Navigation | undefined;
  /** What an opened menu shows while the links load, or after they failed to; none once here. */
  status: string | undefined;
  /** Fetches the navigation if it is not here yet; a failed fetch is tried again at the next call. */
  load(): void;
}

/** A navigation a menu fetches on first use (the brand menu, the rest of a phone page's tree). */
export function useFetchedNavigation(query: Record<string, string>): FetchedNavigation {
  const key = new URLSearchParams(query).toString();
  const [failedKey, setFailedKey] = useState<string>();
  const [, setArrivals] = useState(0);
  const loading = useRef<string>(undefined);
  const navigation = fetched.get(key);

  const load = useCallback(() => {
    if (fetched.has(key) || loading.current === key) return;
    loading.current = key;
    setFailedKey(undefined);
    void browserApi()
      .call(routes.navigation, Object.fromEntries(new URLSearchParams(key)))
      .then((result) => {
        if (loading.current === key) loading.current = undefined;
        if (!result.ok) return setFailedKey(key);
        fetched.set(key, result.data);
        setArrivals((count) => count + 1);
      });
  }, [key]);

  const status = navigation
    ? undefined
    : failedKey === key
      ? MESSAGES.generic.oopsTryLater
      : LABELS.header.loading;
  return { navigation, status, load };
}

/** Test support: forget the navigations fetched by an earlier test. */
export function forgetFetchedNavigationsForTests(): void {
  fetched.clear();
}
