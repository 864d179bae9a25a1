import { useEffect } from "react";
import { useRevalidator } from "react-router";

/**
 * Loads the page's data again every `ms` while `active` (a job's progress), one load at a time;
 * stops as soon as the page says it is done or is left.
 */
export function usePolling(active: boolean, ms: number): void {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!active || state !== "idle") return;
    const timer = setTimeout(() => void revalidate(), ms);
    return () => clearTimeout(timer);
  }, [active, state, revalidate, ms]);
}
