import {
  type ButtonHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
  type SyntheticEvent,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from "react";
import { trapFocus } from "./focus-trap";
import { CloseIcon } from "./icons";
import { Toaster } from "./toast";
import "../styles/dialog.css";

/**
 * How a dialog sits on the screen: a centred box (the product's size chart, the login modal), a
 * drawer from the left edge (the phone's menus), or the whole screen (the listing's REFINE and SORT).
 */
export type DialogVariant = "centred" | "drawer" | "full";

/** The id of a dialog's heading, for content that names itself after it. */
export const dialogTitleId = (dialogId: string) => `${dialogId}-title`;

/**
 * The props of a button that opens or closes a dialog. The invoker command (`commandfor`/`command`)
 * lets the browser do it before hydration (decision 15: scripts arrive seconds after the page on a
 * phone); once hydrated the click runs `run` instead, which changes the dialog's `open`.
 */
export function dialogControl(dialogId: string, command: "show-modal" | "close", run: () => void) {
  return {
    ...(command === "show-modal" ? { "aria-haspopup": "dialog" as const } : {}),
    // React's types do not know the invoker attributes yet.
    ...({ commandfor: dialogId, command } as Record<string, string>),
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      run();
    },
  };
}

/** An icon button that closes something; its label is its name. */
export function CloseButton({
  label,
  ...button
}: { label: string } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="button" aria-label={label} {...button}>
      <CloseIcon />
    </button>
  );
}

export interface DialogProps {
  /** The element's id; openers name it in `dialogControl`. */
  id: string;
  /** Shown while true. A dialog the browser opened before hydration reports `onOpenChange(true)`. */
  open: boolean;
  /** Asked to open or close: the close button, Escape, a press on the backdrop, an invoker command. */
  onOpenChange: (open: boolean) => void;
  /** The heading, which names the dialog. */
  title: string;
  closeLabel: string;
  variant?: DialogVariant;
  /** The feature's own look on top of the variant's. */
  className?: string;
  /** A press on the backdrop closes it. */
  lightDismiss?: boolean;
  /** Escape; a handler that cancels the event closes the dialog its own way. */
  onCancel?: (event: SyntheticEvent<HTMLDialogElement>) => void;
  /** Controls before the heading (the login modal's Back). */
  start?: ReactNode;
  hideClose?: boolean;
  /** The heading can take focus from script (a view with nothing else to focus). */
  focusableTitle?: boolean;
  footer?: ReactNode;
  /**
   * Open at its first render, it is drawn open in the server's HTML, so the page shows it without
   * scripts (the bag's coupon error, spec 3 §8); it becomes a modal dialog once hydrated.
   */
  openInHtml?: boolean;
  ref?: Ref<HTMLDialogElement>;
  children: ReactNode;
}

/**
 * The one dialog: a native modal `<dialog>`. The browser makes the page behind inert, closes it on
 * Escape (and, with `lightDismiss`, on a press outside it: `closedby="any"`), and gives focus back to
 * the control that opened it; the stylesheet stops the page behind from scrolling while any modal
 * dialog is open (`:has(dialog:modal)`). All of that holds before hydration too, for dialogs opened
 * by an invoker command. Tab cycles inside it rather than out to the browser's own controls. The
 * toast region is repeated inside, as the page's one is inert while a modal dialog is open.
 */
export function Dialog({
  id,
  open,
  onOpenChange,
  title,
  closeLabel,
  variant = "centred",
  className,
  lightDismiss = false,
  onCancel,
  start,
  hideClose = false,
  focusableTitle = false,
  footer,
  openInHtml = false,
  ref,
  children,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const hydrated = useRef(false);
  // The attribute never changes after the first render, so React never opens or closes it later.
  const [drawnOpen] = useState(() => (openInHtml && open) || undefined);
  const upgrading = useRef(false);
  const report = useRef(onOpenChange);
  report.current = onOpenChange;
  useImperativeHandle(ref, () => dialogRef.current as HTMLDialogElement, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    const firstRun = !hydrated.current;
    hydrated.current = true;
    if (!dialog) return;
    if (firstRun && drawnOpen && open && dialog.open) {
      // Drawn open as a plain dialog: modal now that the scripts run.
      upgrading.current = true;
      dialog.close();
      dialog.showModal();
      upgrading.current = false;
      return;
    }
    if (open === dialog.open) return;
    if (open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (firstRun) {
      // Opened by the browser before hydration: the owner catches up.
      report.current(true);
    } else {
      dialog.close();
    }
  }, [open, drawnOpen]);

  // Focus goes back to the opener, as browsers do for modal dialogs, unless something took it already.
  const onClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    // The close of making a drawn-open dialog modal (sent then or after it is open again) is no close.
    if (upgrading.current || event.currentTarget.open) return;
    const target = opener.current;
    opener.current = null;
    const focused = document.activeElement;
    const unclaimed = !focused || focused === document.body || event.currentTarget.contains(focused);
    if (target?.isConnected && unclaimed) target.focus();
    report.current(false);
  };

  // Browsers without `closedby` (Safari): a press on the backdrop lands on the dialog element itself.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (lightDismiss && event.target === event.currentTarget) onOpenChange(false);
  };

  const titleId = dialogTitleId(id);
  return (
    <dialog
      id={id}
      ref={dialogRef}
      className={`dialog dialog--${variant}${className ? ` ${className}` : ""}`}
      aria-labelledby={titleId}
      // The browser may have opened it before hydration, which compares no attribute and keeps it.
      open={drawnOpen}
      closedby={lightDismiss ? "any" : undefined}
      onClose={onClose}
      onCancel={onCancel}
      onKeyDown={trapFocus}
      onClick={onClick}
    >
      <div className="dialog__top">
        {start}
        <h2 className="dialog__title" id={titleId} tabIndex={focusableTitle ? -1 : undefined}>
          {title}
        </h2>
        {hideClose ? null : (
          <CloseButton
            className="icon-button dialog__close"
            label={closeLabel}
            {...dialogControl(id, "close", () => onOpenChange(false))}
          />
        )}
      </div>
      <div className="dialog__body">{children}</div>
      {footer ? <div className="dialog__footer">{footer}</div> : null}
      <Toaster shown={open} />
    </dialog>
  );
}
