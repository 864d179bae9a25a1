import { TIMINGS } from "@odin/contracts";
import { useSyncExternalStore } from "react";

/**
 * Toast messages (spec 2 §9: 3000 ms, one toast at a time). Any code calls `showToast`; the one
 * `<Toaster />` in the root layout shows it in a live region that exists from the first render, so
 * screen readers announce each message. A new toast replaces the one showing.
 */
export type ToastTone = "danger" | "success" | "info";

interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

let current: Toast | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function show(toast: Toast | null): void {
  current = toast;
  for (const listener of listeners) listener();
}

export function showToast(
  message: string,
  { tone = "info", durationMs = TIMINGS.toastMs }: { tone?: ToastTone; durationMs?: number } = {},
): void {
  clearTimeout(timer);
  show({ id: nextId++, message, tone });
  timer = setTimeout(() => show(null), durationMs);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `shown` false keeps the region empty: the copy in a closed dialog (ui/dialog.tsx). */
export function Toaster({ shown = true }: { shown?: boolean }) {
  const toast = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  return (
    <div className="toaster" role="status" aria-live="polite" aria-atomic="true">
      {toast && shown ? (
        <p key={toast.id} className={`toast toast--${toast.tone}`}>
          {toast.message}
        </p>
      ) : null}
    </div>
  );
}
