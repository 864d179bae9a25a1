import { BREAKPOINTS_PX, formatMessage } from "@odin/contracts";
import { type MouseEvent, Suspense, useEffect, useRef, useState } from "react";
import { announcePanelOpened, useClosedByOtherPanels } from "../../lib/header-panels";
import { BagIcon } from "../../ui/icons";
import { Link } from "../../ui/link";
import { onDemand } from "../../ui/on-demand";
import { openLogin } from "../auth/open-login";
import { BAG_PATH, CHECKOUT_PATH } from "../bag/bag-forms";

/** The popup's code arrives on first use; the pointer or focus reaching the button starts it. */
const MiniBag = onDemand(() => import("../mini-bag/mini-bag").then((module) => module.MiniBag));

const DESKTOP = `(min-width: ${BREAKPOINTS_PX.sm}px)`;

/** A plain primary click: one that opens a new tab or window keeps the link's own behaviour. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The header's bag button (spec 1 §2): a link to /mybag with a badge of the bag's total quantity
 * (hidden at 0), named "Bag, 2 items". Without scripts and on phones the link goes to the bag; on a
 * desktop, once hydrated, it opens the mini-bag popup instead.
 */
export function BagButton({ count, loggedIn }: { count: number; loggedIn: boolean }) {
  const [popup, setPopup] = useState(false);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  useClosedByOtherPanels("mini-bag", () => setOpen(false));

  // Whether this screen gets the popup, following the window's width.
  useEffect(() => {
    const query = window.matchMedia(DESKTOP);
    const follow = () => setPopup(query.matches);
    follow();
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, []);

  const preload = () => {
    if (popup) void MiniBag.preload();
  };
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!popup || !plainClick(event)) return;
    event.preventDefault();
    announcePanelOpened("mini-bag");
    setUsed(true);
    setOpen(true);
  };
  const guestCheckout = () => {
    link.current?.focus();
    // Spec 1 §2, §6: after the login the guest goes on to checkout, where CHECKOUT was taking them.
    openLogin({ destination: CHECKOUT_PATH });
  };

  return (
    <>
      <Link
        ref={link}
        href={BAG_PATH}
        className="header-actions__item header-actions__bag"
        aria-label={formatMessage.bagLinkName(count)}
        aria-haspopup={popup ? "dialog" : undefined}
        onClick={onClick}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <BagIcon />
        {count > 0 ? (
          <span className="header-actions__badge" aria-hidden="true">
            {count}
          </span>
        ) : null}
      </Link>
      {used ? (
        <Suspense fallback={null}>
          <MiniBag.Component
            open={open}
            onOpenChange={setOpen}
            loggedIn={loggedIn}
            onGuestCheckout={guestCheckout}
          />
        </Suspense>
      ) : null}
    </>
  );
}
