import { BAG, formatMessage, LABELS, MESSAGES } from "@odin/contracts";
import { useId, useRef } from "react";
import { Button, buttonClass } from "../../ui/button";
import { Dialog, dialogTitleId } from "../../ui/dialog";
import { Link } from "../../ui/link";
import { BAG_PATH } from "../bag/bag-forms";
import { MiniBagItem } from "./mini-bag-item";
import { type BagRead, useBagRead } from "./use-bag-read";
import "../../styles/mini-bag.css";

export interface MiniBagProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Both token cookies: CHECKOUT goes to the bag; a guest signs in first. */
  loggedIn: boolean;
  /**
   * A guest's CHECKOUT, once the popup has closed: the header keeps checkout as the destination and
   * opens the login modal (spec 1 §2, §6).
   */
  onGuestCheckout: () => void;
}

/**
 * The desktop header's bag popup (spec 1 §2): a modal listing up to two of the bag's items, how many
 * more there are, CHECKOUT and a link to the bag; an empty bag says so and offers CONTINUE SHOPPING.
 * Escape, the close button or a press outside close it, and the focus goes back to the bag button.
 */
export function MiniBag({ open, onOpenChange, loggedIn, onGuestCheckout }: MiniBagProps) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { read, reload } = useBagRead(open, !loggedIn);
  const close = () => onOpenChange(false);

  const removed = () => {
    // The removed item's button goes away: the heading holds the focus inside the popup.
    document.getElementById(dialogTitleId(id))?.focus();
    reload();
  };

  const guestCheckout = () => {
    // Out of the modal state at once, so the bag button can take the focus before the login opens.
    dialogRef.current?.close();
    onGuestCheckout();
  };

  const products = read.status === "ready" ? read.bag.products : [];
  return (
    <Dialog
      id={id}
      ref={dialogRef}
      open={open}
      onOpenChange={onOpenChange}
      title={LABELS.miniBag.title}
      closeLabel={LABELS.miniBag.close}
      className="mini-bag"
      lightDismiss
      focusableTitle
      footer={
        products.length > 0 ? (
          <>
            {loggedIn ? (
              <Link href={BAG_PATH} className={buttonClass("primary")} onClick={close}>
                {LABELS.bag.checkout}
              </Link>
            ) : (
              <Button onClick={guestCheckout}>{LABELS.bag.checkout}</Button>
            )}
            <Link href={BAG_PATH} className={buttonClass("secondary")} onClick={close}>
              {LABELS.bag.viewBag}
            </Link>
          </>
        ) : null
      }
    >
      <MiniBagContent read={read} onRemoved={removed} onLeave={close} />
    </Dialog>
  );
}

function MiniBagContent({
  read,
  onRemoved,
  onLeave,
}: {
  read: BagRead;
  onRemoved: () => void;
  onLeave: () => void;
}) {
  if (read.status === "loading") {
    return (
      <p className="mini-bag__message" aria-busy="true">
        {LABELS.miniBag.loading}
      </p>
    );
  }
  if (read.status === "error")
    return <p className="mini-bag__message">{MESSAGES.generic.somethingWentWrong}</p>;
  const { products } = read.bag;
  if (products.length === 0) {
    return (
      <div className="mini-bag__empty">
        <p className="mini-bag__message">{MESSAGES.miniBag.empty}</p>
        <Button onClick={onLeave}>{LABELS.bag.continueShopping}</Button>
      </div>
    );
  }
  return (
    <>
      <ul className="mini-bag__items">
        {products.slice(0, BAG.miniBagItemsListed).map((product) => (
          <MiniBagItem key={product.skuId} product={product} onRemoved={onRemoved} onLeave={onLeave} />
        ))}
      </ul>
      {products.length > BAG.miniBagItemsListed ? (
        <p className="mini-bag__more">{formatMessage.miniBagMoreItems(products.length)}</p>
      ) : null}
    </>
  );
}
