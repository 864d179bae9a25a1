import { act } from "@testing-library/react";

/**
 * Native dialogs as the browser runs them, where the test DOM (happy-dom) falls short: it opens a
 * dialog on `showModal()` without noting that it is modal, and knows nothing of Escape.
 */
const shownModal = new WeakSet<HTMLDialogElement>();
const showModal = HTMLDialogElement.prototype.showModal;
HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
  showModal.call(this);
  shownModal.add(this);
};
const close = HTMLDialogElement.prototype.close;
HTMLDialogElement.prototype.close = function (this: HTMLDialogElement, returnValue?: string) {
  shownModal.delete(this);
  close.call(this, returnValue);
};

/** The dialogs open as modal ones: what `dialog:modal` matches. */
export function modalDialogs(): HTMLDialogElement[] {
  return [...document.querySelectorAll("dialog")].filter((dialog) => dialog.open && shownModal.has(dialog));
}

/** Whether the page behind holds still: the stylesheet's `:root:has(dialog:modal)` (styles/dialog.css). */
export function pageScrollLocked(): boolean {
  return modalDialogs().length > 0;
}

/** Escape on an open modal dialog: a cancelable `cancel` event, then `close()` unless a handler cancelled it. */
export function pressEscape(dialog: HTMLDialogElement): void {
  act(() => {
    if (dialog.dispatchEvent(new Event("cancel", { cancelable: true }))) dialog.close();
  });
}
