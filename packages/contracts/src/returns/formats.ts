import { fill } from "../shared/fill";
import { RETURNS } from "./constants";
import * as labels from "./labels";
import * as messages from "./messages";

/** Fills the templates of ./messages.ts and ./labels.ts, so the wording stays in one place. */

export const returnCommentCount = (count: number) =>
  fill(labels.returns.commentCount, [
    ["{count}", String(count)],
    ["{max}", String(RETURNS.returnCommentMaxChars)],
  ]);
/** "Please enter your Bank Name" (s3 §5). */
export const enterYourField = (field: string) =>
  fill(messages.bankTransfer.enterYourField, [["{field}", field]]);
/** "You can keep up to 10 bank accounts." */
export const bankTransferLimit = (n: number) => fill(messages.bankTransfer.limitReached, [["{n}", n]]);
