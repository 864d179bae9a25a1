import { type CheckoutResponse, routes } from "@odin/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import { browserApi } from "../../lib/browser-api";
import { writeGuestCart } from "../bag/guest-cart";

export type BagRead =
  | { status: "loading" }
  | { status: "ready"; bag: CheckoutResponse }
  | { status: "error" };

/**
 * The bag as the mini-bag shows it: read through the API (spec 3 §7 `checkout`, type read) each time
 * the popup opens, and again after a removal (`reload`, keeping the list shown until the answer). A
 * guest's read also renews the browser's `cart-guest` copy (decision 27).
 */
export function useBagRead(open: boolean, guest: boolean) {
  const [read, setRead] = useState<BagRead>({ status: "loading" });
  const [readings, setReadings] = useState(0);
  const asGuest = useRef(guest);
  asGuest.current = guest;

  // A new opening starts from "loading"; a reload keeps what is shown.
  useEffect(() => {
    if (open) setRead({ status: "loading" });
  }, [open]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `readings` asks for another read.
  useEffect(() => {
    if (!open) return;
    let current = true;
    void browserApi()
      .call(routes.checkout, { page: "myBag", type: "read" })
      .then((result) => {
        if (!current) return;
        setRead(result.ok ? { status: "ready", bag: result.data } : { status: "error" });
        if (result.ok && asGuest.current) writeGuestCart(result.data.products);
      });
    return () => {
      current = false;
    };
  }, [open, readings]);

  const reload = useCallback(() => setReadings((count) => count + 1), []);
  return { read, reload };
}
