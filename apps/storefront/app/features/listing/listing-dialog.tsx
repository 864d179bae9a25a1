import type { ReactNode, Ref } from "react";
import { trapFocus } from "../../ui/focus-trap";
import { CloseIcon } from "../../ui/icons";

/**
 * Invoker commands (`commandfor`/`command`): the buttons open and close the dialogs natively, before
 * hydration; once hydrated, click handlers do the same and cancel the native action.
 */
export const dialogCommand = (dialogId: string, command: "show-modal" | "close") =>
  ({ commandfor: dialogId, command }) as Record<string, string>;

interface ListingDialogProps {
  id: string;
  title: string;
  closeLabel: string;
  ref: Ref<HTMLDialogElement>;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * A full-screen mobile panel: a native modal `<dialog>` (the page behind is inert, Escape closes it,
 * focus returns to the button that opened it), with focus kept inside and the page's scroll locked
 * by the stylesheet while it is open.
 */
export function ListingDialog({ id, title, closeLabel, ref, children, footer }: ListingDialogProps) {
  return (
    <dialog
      id={id}
      ref={ref}
      className="listing-dialog"
      aria-labelledby={`${id}-title`}
      onKeyDown={trapFocus}
    >
      <div className="listing-dialog__top">
        <h2 className="listing-dialog__title" id={`${id}-title`}>
          {title}
        </h2>
        <button
          type="button"
          className="listing-dialog__close"
          aria-label={closeLabel}
          {...dialogCommand(id, "close")}
          onClick={(event) => {
            event.preventDefault();
            event.currentTarget.closest("dialog")?.close();
          }}
        >
          <CloseIcon />
        </button>
      </div>
      <div className="listing-dialog__body">{children}</div>
      {footer ? <div className="listing-dialog__footer">{footer}</div> : null}
    </dialog>
  );
}
