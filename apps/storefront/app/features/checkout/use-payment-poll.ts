import { TIMINGS } from "@odin/contracts";
import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

/**
 * While `active` (a payment still pending), asks the page's loaders again every
 * `TIMINGS.paymentStatusPollMs` once hydrated, skipping a tick while the tab is hidden or a
 * revalidation is already on its way. The loader asks the gateway; an answer that is no longer pending
 * redraws the page (or redirects), which sets `active` false and stops the timer.
 */
export function usePaymentPoll(active: boolean): void {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      const { state, revalidate } = latest.current;
      if (state === "idle" && document.visibilityState !== "hidden") void revalidate();
    }, TIMINGS.paymentStatusPollMs);
    return () => clearInterval(timer);
  }, [active]);
}
