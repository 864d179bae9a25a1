import { z } from "zod";
import { RETURNS } from "../returns/constants";
import { boundedInt, id, multilineText, text } from "../shared/primitives";
import { CANCEL_MAX_ITEMS, CANCEL_REASONS, REFUND_DESTINATIONS } from "./constants";

/**
 * Cancelling items of an order before they ship (spec 3 §3 "Cancel request", §4 "Cancel flow", §5,
 * §7 cancelDetails and makeCancel; API.md `POST /api/cancel/details`, `POST /api/cancel`). `orderId`
 * is the order's number (OD…), item ids are the order's items. Money is paise.
 */

const orderNumber = text(32).regex(/^[A-Z0-9]+$/);

export const cancelDetailsRequest = z.object({
  orderId: orderNumber,
  cancelItemIds: z.array(id).min(1).max(CANCEL_MAX_ITEMS),
});
export type CancelDetailsRequest = z.infer<typeof cancelDetailsRequest>;

export const cancelReason = z.object({ reasonId: z.number(), reason: z.string() });

/** Paise back to one destination: the payment's source, the brand's points, or none (unpaid cash on delivery). */
export const refundDestination = z.object({
  destination: z.enum(REFUND_DESTINATIONS),
  amount: z.number(),
});
export type RefundDestinationAmount = z.infer<typeof refundDestination>;

/** One item's refund: what goes back to the source and as points, and what was not paid yet. */
export const itemRefundDetails = z.object({
  itemId: z.number(),
  totalRefund: z.number(),
  toSource: z.number(),
  toLoyalty: z.number(),
  unpaid: z.number(),
  /** Delivery and COD charges included because the order is then all cancelled. */
  charges: z.number(),
});

export const refundAmountDetails = z.object({
  totalRefund: z.number(),
  items: z.array(itemRefundDetails),
});
export type RefundAmountDetails = z.infer<typeof refundAmountDetails>;

/** An item as the cancel, exchange and return pages show it (the return page leaves out its style). */
export const cancelItem = z.object({
  itemId: z.number(),
  styleId: z.number(),
  styleName: z.string(),
  brandName: z.string(),
  image: z.string(),
  size: z.string(),
  colour: z.string(),
  quantity: z.number(),
  lineTotal: z.number(),
  status: z.string(),
});
export type CancelItem = z.infer<typeof cancelItem>;

export const cancelDetailsResponse = z.object({
  orderId: z.string(),
  cancelItemIds: z.array(z.number()),
  items: z.array(cancelItem),
  cancelReasons: z.array(cancelReason),
  refundAmountDetails,
  refundDestinations: z.array(refundDestination),
  /** Whether a bank transfer's details are asked for: never for a cancel before shipping (decision 48). */
  isNeftNeeded: z.boolean(),
  /** "Refund 5-7 days" (spec 3 §9). */
  refundTimeline: z.string(),
});
export type CancelDetailsResponse = z.infer<typeof cancelDetailsResponse>;

const reasonIds = CANCEL_REASONS.map((reason) => reason.reasonId);

export const cancelRequest = z.object({
  orderId: orderNumber,
  itemId: id,
  reasonId: boundedInt(Math.min(...reasonIds), Math.max(...reasonIds)),
  comment: multilineText(RETURNS.cancelCommentMaxChars).trim().default(""),
  neftId: id.optional(),
});
export type CancelRequest = z.infer<typeof cancelRequest>;
export type CancelForm = z.input<typeof cancelRequest>;

export const cancelResponse = z.object({
  orderId: z.string(),
  itemId: z.number(),
  status: z.literal("CANCELLED"),
  refundAmountDetails,
  refundDestinations: z.array(refundDestination),
  refundTimeline: z.string(),
  message: z.string(),
});
export type CancelResponse = z.infer<typeof cancelResponse>;
