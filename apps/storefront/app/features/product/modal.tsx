import { LABELS } from "@odin/contracts";
import { type MouseEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { CloseIcon } from "../../ui/icons";

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
}

/**
 * A modal dialog on the native `<dialog>`: `showModal()` moves focus in and makes the page behind
 * inert, Escape closes it, and focus returns to the control that opened it. The content renders only
 * while open, so what it needs is fetched on demand.
 */
export function Modal({ open, title, onClose, children, className }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const onDialogClose = () => {
    opener.current?.focus();
    opener.current = null;
    if (open) onClose();
  };

  // A click on the backdrop lands on the dialog element itself.
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a pointer shortcut; Escape and the close button do the same
    <dialog
      ref={dialogRef}
      className={className ? `modal ${className}` : "modal"}
      aria-labelledby={titleId}
      onClose={onDialogClose}
      onClick={onBackdropClick}
    >
      <div className="modal__head">
        <h2 className="modal__title" id={titleId}>
          {title}
        </h2>
        <button
          type="button"
          className="modal__close"
          aria-label={LABELS.productPage.close}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </div>
      <div className="modal__body">{open ? children : null}</div>
    </dialog>
  );
}
