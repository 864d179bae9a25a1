import { useEffect, useState } from "react";

/** False in the server's HTML and during hydration, true once the page's scripts run. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
