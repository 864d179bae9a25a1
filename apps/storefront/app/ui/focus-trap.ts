import type { KeyboardEvent } from "react";

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  'input:not([type="hidden"]):not([disabled])',
  "select:not([disabled])",
  "textarea:not([disabled])",
  "summary",
  '[tabindex]:not([tabindex="-1"])',
].join(", ");

/** Keeps Tab and Shift+Tab inside a dialog or panel: from the last visible control to the first and back. */
export function trapFocus(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== "Tab") return;
  // Shown, not merely laid out: a closed <details> keeps its content's boxes (content-visibility).
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) =>
    element.checkVisibility({ visibilityProperty: true }),
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
