import * as labels from "./labels";

/** Fills the templates of ./messages.ts and ./labels.ts, so the wording stays in one place. */

/** Accessible name of the header bag link: "Bag, 2 items". */
export const bagLinkName = (count: number) =>
  `${labels.shell.bag}, ${count} ${count === 1 ? "item" : "items"}`;
/** "2 of 5" for a carousel slide. */
export const slidePosition = (position: number, total: number) => `${position} of ${total}`;
