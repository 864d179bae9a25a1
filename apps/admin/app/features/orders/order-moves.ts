import { type AdminOrder, adminRoutes, type RouteBody } from "@odin/contracts";
import { ApiFailure, api } from "../../lib/api";
import { mayUse } from "../../lib/areas";
import { currentSession, refusal } from "../../lib/session";
import { isMove, MOVE_WORDS, type Move } from "./moves";
import { ITEM_STATUS_LABELS } from "./order-labels";

/**
 * One item's move from the order's page (decision 65), each a form posted to the page's action:
 * pack; ship with its carrier and tracking number; deliver; hand a store pickup over against the
 * shopper's code; cancel with a reason. The order lifecycle decides: a move it does not allow, a
 * missing field or a wrong code is refused by the server, in its own words, shown by the item.
 */

type MoveBody = RouteBody<typeof adminRoutes.adminOrderMoves>;

/** What the page shows by the item after its form: what was done, or why it was not. */
export type MoveAnswer = { itemId: number; to: Move } & (
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

/**
 * The item and the API's body of a move's form. A field left empty is not sent, so the server says
 * what the move needs in the words every client of the lifecycle hears.
 */
export function moveOf(form: FormData): { itemId: number; body: MoveBody } | undefined {
  const to = form.get("to");
  const itemId = String(form.get("itemId") ?? "");
  if (!isMove(to) || !/^[1-9]\d{0,9}$/.test(itemId)) return undefined;
  const body: MoveBody = { itemIds: [Number(itemId)], to };
  for (const name of FIELDS[to]) {
    const value = String(form.get(name) ?? "").trim();
    if (value !== "") body[name] = value;
  }
  return { itemId: Number(itemId), body };
}

/** What the move did, said of the item as the order now holds it. */
export function doneText(order: AdminOrder, itemId: number, to: Move): string {
  const item = order.items.find((each) => each.itemId === itemId);
  if (!item) return `Item ${itemId} is ${MOVE_WORDS[to].done}.`;
  const subject = `Item ${itemId} (${item.styleName})`;
  const told = "The shopper is told by SMS and e-mail.";
  if (to === "SHIPPED") {
    return `${subject} is shipped with ${item.carrier}, tracking number ${item.trackingNumber}. ${told}`;
  }
  const now = `${subject} is ${MOVE_WORDS[to].done}: it is ${ITEM_STATUS_LABELS[item.status]} now.`;
  return to === "CANCELLED" ? `${now} Its refund is under Payments and refunds. ${told}` : `${now} ${told}`;
}

/**
 * Answers an item's form. Every refusal of the server (a move the item's state does not allow, a
 * missing or wrong field, a role without orders:write) is shown by the item, whose fields keep what
 * was typed; only the end of the session leaves the page, for the sign-in page.
 */
export async function moveAction(request: Request, orderNumber: string): Promise<MoveAnswer> {
  const move = moveOf(await request.formData());
  if (!move) throw new Response("This form was not made by this page.", { status: 400 });
  const { itemId, body } = move;
  const to = body.to;
  const couldNot = `Item ${itemId} could not be ${MOVE_WORDS[to].done}.`;
  const session = await currentSession(request);
  if (!mayUse(session.staff.permissions, "orders:write")) {
    return { itemId, to, error: `${couldNot} ${refusal("orders:write").detail}` };
  }
  try {
    const order = await api.call(adminRoutes.adminOrderMoves, body, { params: { orderNumber }, request });
    return { itemId, to, done: doneText(order, itemId, to) };
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    return { itemId, to, error: `${couldNot} ${error.detail}` };
  }
}
