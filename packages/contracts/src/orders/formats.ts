import { fill } from "../shared/fill";
import * as labels from "./labels";
import * as messages from "./messages";

/** Fills the templates of ./messages.ts and ./labels.ts, so the wording stays in one place. */

/** "12/255" under the cancel comment. */
export const cancelCommentCount = (count: number, max: number) =>
  fill(labels.cancel.commentCount, [
    ["{count}", String(count)],
    ["{max}", String(max)],
  ]);
export const orderThanks = (orderId: string) => fill(messages.orders.thanks, [["{orderId}", orderId]]);
export const orderExpectedOn = (date: string) => fill(labels.orderConfirmation.expected, [["{date}", date]]);
export const orderPickupOn = (date: string) => fill(labels.orderConfirmation.pickupOn, [["{date}", date]]);
export const orderHistoryPage = (n: number) => fill(labels.orderHistory.page, [["{n}", String(n)]]);
export const readyForPickup = (code: string) => fill(messages.lifecycle.readyForPickup, [["{code}", code]]);
export const illegalMove = (itemId: number, from: string, to: string) =>
  fill(messages.lifecycle.illegalMove, [
    ["{itemId}", String(itemId)],
    ["{from}", from],
    ["{to}", to],
  ]);
