import { act } from "@testing-library/react";

/**
 * Lets the effects that wait for the next paint run (hydration's `useHydrated`, for one), and draws
 * what they change. Preact runs them after a frame, in the order they were queued; `act` alone draws
 * only what its callback queued.
 */
export async function afterNextPaint(): Promise<void> {
  await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}
