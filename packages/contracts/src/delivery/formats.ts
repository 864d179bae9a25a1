import { fill } from "../shared/fill";
import * as labels from "./labels";
import * as messages from "./messages";

/** Fills the templates of ./messages.ts and ./labels.ts, so the wording stays in one place. */

/** "Please enter 6 Digits" (s2 §5). */
export const pincodeDigits = (n: number) => fill(messages.pincode.enterDigits, [["{n}", n]]);
/** "Stores near 400001: 3". */
export const storesFound = (count: number, pincode: string) =>
  fill(labels.storeLocator.storesFound, [
    ["{count}", count],
    ["{pincode}", pincode],
  ]);
