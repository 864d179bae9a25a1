import { z } from "zod";
import { id, multilineText, text } from "../shared/primitives";
import { adminOrderParams } from "./orders";

/**
 * Moving an order's items from the back office (decision 65): pack, ship, deliver, hand a store
 * pickup over, cancel. Each move goes through the order lifecycle (decision 43), a cancel through
 * the cancellations module with its refund (decision 48); each changed item is audited.
 */

/** The moves staff make. Returns, refunds and returns to origin are the returns desk's. */
export const ADMIN_MOVES = ["PACKED", "SHIPPED", "DELIVERED", "CUSTOMERPICKCOMPLETE", "CANCELLED"] as const;
/** A hand-over needs the shopper at the desk with their code, so it is never made in bulk. */
export const ADMIN_BULK_MOVES = ["PACKED", "SHIPPED", "DELIVERED", "CANCELLED"] as const;

export const ADMIN_ORDER_MOVES = {
  maxItems: 100,
  maxOrders: 100,
  /** The cancel record keeps a comment of at most 255 characters (decision 48). */
  maxReason: 255,
} as const;

const carrier = text(80).trim().min(1);
const trackingNumber = text(64).trim().min(1);
const pickupCode = text(12).trim().min(1);
const reason = multilineText(ADMIN_ORDER_MOVES.maxReason).trim();
const itemIds = z.array(id).min(1).max(ADMIN_ORDER_MOVES.maxItems);

export const adminOrderMovesParams = adminOrderParams;

export const adminOrderMovesBody = z.object({
  itemIds,
  to: z.enum(ADMIN_MOVES),
  /** SHIPPED: both required. */
  carrier: carrier.optional(),
  trackingNumber: trackingNumber.optional(),
  /** CUSTOMERPICKCOMPLETE: the code the shopper was sent. */
  pickupCode: pickupCode.optional(),
  /** CANCELLED: required; kept on the cancel record and in the audit log. */
  reason: reason.optional(),
});
export type AdminOrderMovesBody = z.output<typeof adminOrderMovesBody>;

export const adminBulkMovesBody = z
  .object({
    orders: z
      .array(
        z.object({
          orderNumber: adminOrderParams.shape.orderNumber,
          /** The order's items to move; without, every item of the order that can make the move. */
          itemIds: itemIds.optional(),
          /** SHIPPED: each parcel has its own. */
          trackingNumber: trackingNumber.optional(),
          /** SHIPPED: this order's carrier, when not the batch's. */
          carrier: carrier.optional(),
        }),
      )
      .min(1)
      .max(ADMIN_ORDER_MOVES.maxOrders),
    to: z.enum(ADMIN_BULK_MOVES),
    /** SHIPPED: the carrier of the whole batch. */
    carrier: carrier.optional(),
    /** CANCELLED: required. */
    reason: reason.optional(),
  })
  .refine((body) => new Set(body.orders.map((order) => order.orderNumber)).size === body.orders.length, {
    error: "Name each order once.",
    path: ["orders"],
  });
export type AdminBulkMovesBody = z.output<typeof adminBulkMovesBody>;

/** What came of each order of a bulk move: moved, or refused with the reason. */
export const adminBulkMoveResult = z.discriminatedUnion("ok", [
  z.object({ orderNumber: z.string(), ok: z.literal(true), itemIds: z.array(z.number().int()) }),
  z.object({ orderNumber: z.string(), ok: z.literal(false), code: z.string(), detail: z.string() }),
]);
export const adminBulkMovesAnswer = z.object({ results: z.array(adminBulkMoveResult) });
export type AdminBulkMovesAnswer = z.infer<typeof adminBulkMovesAnswer>;
