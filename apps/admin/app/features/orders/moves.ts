import type { AdminOrderItem, OrderItemStatus } from "@odin/contracts";

/**
 * The moves staff make from the back office (decision 65), written out as the contracts' ADMIN_MOVES
 * and ADMIN_BULK_MOVES (admin/order-moves.ts, beside zod schemas: decision 13); moves.test.ts holds
 * them equal. Returns, refunds and returns to origin are the returns desk's.
 */
export const MOVES = ["PACKED", "SHIPPED", "DELIVERED", "CUSTOMERPICKCOMPLETE", "CANCELLED"] as const;
/** A hand-over needs the shopper at the desk with their code, so it is never made in bulk. */
export const BULK_MOVES = ["PACKED", "SHIPPED", "DELIVERED", "CANCELLED"] as const;

export type Move = (typeof MOVES)[number];
export type BulkMove = (typeof BULK_MOVES)[number];

/** Each move's button ("Ship") and what it did to an item ("shipped"). */
export const MOVE_WORDS: Record<Move, { verb: string; done: string }> = {
  PACKED: { verb: "Pack", done: "packed" },
  SHIPPED: { verb: "Ship", done: "shipped" },
  DELIVERED: { verb: "Deliver", done: "delivered" },
  CUSTOMERPICKCOMPLETE: { verb: "Hand over", done: "handed over" },
  CANCELLED: { verb: "Cancel", done: "cancelled" },
};

export const isMove = (value: unknown): value is Move => MOVES.some((move) => move === value);
export const isBulkMove = (value: unknown): value is BulkMove => BULK_MOVES.some((move) => move === value);

/**
 * The moves an item may make from the back office now: those the order lifecycle allows next (the
 * answer's `nextMoves`) that are staff's to make, in the lifecycle's order.
 */
export function movesOf(item: Pick<AdminOrderItem, "nextMoves">): Move[] {
  return MOVES.filter((move) => item.nextMoves.includes(move as OrderItemStatus));
}

/** How a form names an item: its id, the name the shopper sees, and its size. */
export const itemName = (item: Pick<AdminOrderItem, "itemId" | "styleName">) =>
  `Item ${item.itemId}: ${item.styleName}`;
