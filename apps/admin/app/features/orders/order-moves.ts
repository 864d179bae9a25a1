import { type AdminOrder, adminRoutes, type RouteBody } from "@odin/contracts";
import { ApiFailure, api } from "../../lib/api";
import { mayUse } from "../../lib/areas";
import { currentSession, refusal } from "../../lib/session";
import { isMove, MOVE_WORDS, type Move } from "./moves";

/**
 * Moving an order's items from its page (decision 65), each a form posted to the page's action:
 * one item's own form (pack; ship with its carrier and tracking number; deliver; hand a store pickup
 * over against the shopper's code; cancel with a reason), or the form that moves the items ticked
 * together. The order lifecycle decides: a move it does not allow, a missing field or a wrong code
 * is refused by the server, in its own words, shown by the form that asked.
 */

type MoveBody = RouteBody<typeof adminRoutes.adminOrderMoves>;

/** Which form asked: one item's ("item"), or the one that moves the items ticked ("several"). */
export type MoveForm = "item" | "several";

/** What the page shows by the form after it was sent: what was done, or why it was not. */
export type MoveAnswer = { form: MoveForm; itemIds: number[]; to: Move } & (
  | { done: string; error?: undefined }
  | { error: string; done?: undefined }
);

/** Each move's fields, by their form names; other fields are not sent with it. */
const FIELDS: Record<Move, readonly ("carrier" | "trackingNumber" | "pickupCode" | "reason")[]> = {
  PACKED: [],
  SHIPPED: ["carrier", "trackingNumber"],
  DELIVERED: [],
  CUSTOMERPICKCOMPLETE: ["pickupCode"],
  CANCELLED: ["reason"],
};

const ID = /^[1-9]\d{0,9}$/;

/**
 * The form, the items and the API's body of a move's form (the items ticked may be none); undefined
 * for a form this page did not draw. A field left empty is not sent, so the server says what the move needs in the words every
 * client of the lifecycle hears.
 */
export function moveOf(data: FormData): { form: MoveForm; body: MoveBody } | undefined {
  const to = data.get("to");
  const form = data.get("form") === "several" ? "several" : "item";
  const ids = data.getAll("itemId").map(String);
  if (!isMove(to) || !ids.every((id) => ID.test(id))) return undefined;
  if (form === "item" && ids.length !== 1) return undefined;
  const body: MoveBody = { itemIds: [...new Set(ids.map(Number))], to };
  for (const name of FIELDS[to]) {
    const value = String(data.get(name) ?? "").trim();
    if (value !== "") body[name] = value;
  }
  return { form, body };
}

/** "Item 41" or "Items 41, 42": the items a form named. */
export const itemsText = (itemIds: readonly number[]) =>
  `${itemIds.length === 1 ? "Item" : "Items"} ${itemIds.join(", ")}`;

/** What the move did, said of the items as the order now holds them. */
export function doneText(order: AdminOrder, itemIds: readonly number[], to: Move): string {
  const first = order.items.find((item) => itemIds.includes(item.itemId));
  const told = "The shopper is told by SMS and e-mail.";
  const subject =
    itemIds.length === 1 && first ? `Item ${first.itemId} (${first.styleName})` : itemsText(itemIds);
  const verb = itemIds.length === 1 ? "is" : "are";
  if (to === "SHIPPED" && first) {
    return `${subject} ${verb} shipped with ${first.carrier}, tracking number ${first.trackingNumber}. ${told}`;
  }
  const now = `${subject} ${verb} ${MOVE_WORDS[to].done}.`;
  return to === "CANCELLED" ? `${now} The refund is under Payments and refunds. ${told}` : `${now} ${told}`;
}

/**
 * Answers a move's form. Every refusal of the server (a move an item's state does not allow, a
 * missing or wrong field, a role without orders:write) is shown by the form, whose fields keep what
 * was typed; only the end of the session leaves the page, for the sign-in page.
 */
export async function moveAction(request: Request, orderNumber: string): Promise<MoveAnswer> {
  const move = moveOf(await request.formData());
  if (move === undefined) throw new Response("This form was not made by this page.", { status: 400 });
  const { form, body } = move;
  const { itemIds, to } = body;
  if (itemIds.length === 0) return { form, itemIds, to, error: "Tick the items to move." };
  const couldNot = `${itemsText(itemIds)} could not be ${MOVE_WORDS[to].done}.`;
  const session = await currentSession(request);
  if (!mayUse(session.staff.permissions, "orders:write")) {
    return { form, itemIds, to, error: `${couldNot} ${refusal("orders:write").detail}` };
  }
  try {
    const order = await api.call(adminRoutes.adminOrderMoves, body, { params: { orderNumber }, request });
    return { form, itemIds, to, done: doneText(order, itemIds, to) };
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    return { form, itemIds, to, error: `${couldNot} ${error.detail}` };
  }
}
