import { fill } from "./fill";
import * as messages from "./messages";

/** Fills the templates of ./messages.ts and ./labels.ts, so the wording stays in one place. */

/** "Please enter a whole number from 1 to 20." */
export const wholeNumberRange = (min: number, max: number) =>
  fill(messages.input.wholeNumberRange, [
    ["{min}", min],
    ["{max}", max],
  ]);
/** "Please use at most 200 characters." */
export const maxCharacters = (max: number) => fill(messages.input.maxCharacters, [["{max}", max]]);
