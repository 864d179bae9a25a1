import { type AdminBulkMovesAnswer, adminRoutes, type RouteBody } from "@odin/contracts";
import { ApiFailure, api } from "../../lib/api";
import { mayUse } from "../../lib/areas";
import { currentSession, refusal } from "../../lib/session";
import { type BulkMove, isBulkMove, MOVE_WORDS } from "./moves";

/**
 * Moving many orders at once from the orders list (decision 65): the orders ticked, one move, the
 * batch's carrier or reason, and each order's own tracking number when shipping. Each order moves
 * on its own on the server, so the answer says per order what moved or why not; the page lists
 * every refusal in the server's own words, and keeps what was typed for the orders refused.
 */

type BulkBody = RouteBody<typeof adminRoutes.adminBulkOrderMoves>;

/** The API's `maxOrders`. */
export const MAX_BULK_ORDERS = 100;

/** A tracking number's field in the bulk form: one per order row. */
export const trackingField = (orderNumber: string) => `tracking-${orderNumber}`;

/** What the staff member sent, to draw the form again as it was for the orders still to move. */
export interface BulkSent {
  to: string;
  orders: string[];
  tracking: Record<string, string>;
  carrier: string;
  reason: string;
}

export type BulkAnswer = {
  sent: BulkSent;
  results: AdminBulkMovesAnswer["results"];
} & ({ done: string; error?: undefined } | { error: string; done?: undefined });

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

/** The form's values as sent. */
export function bulkSentOf(form: FormData): BulkSent {
  const orders = [...new Set(form.getAll("order").map(String))];
  const tracking: Record<string, string> = {};
  for (const order of orders) tracking[order] = text(form, trackingField(order));
  return {
    to: text(form, "to"),
    orders,
    tracking,
    carrier: text(form, "carrier"),
    reason: text(form, "reason"),
  };
}

/**
 * The API's body for what was sent, or what is missing that only the page can say. What the move
 * needs (a carrier and tracking numbers to ship, a reason to cancel) is left for the server to say,
 * per order, in the words a single move uses: empty fields are not sent.
 */
export function bulkBodyOf(sent: BulkSent): { body: BulkBody } | { problem: string } {
  if (!isBulkMove(sent.to)) return { problem: "Choose the move to make." };
  if (sent.orders.length === 0) return { problem: "Choose at least one order: tick its box in the list." };
  if (sent.orders.length > MAX_BULK_ORDERS) {
    return { problem: `Move at most ${MAX_BULK_ORDERS} orders at once.` };
  }
  const shipping = sent.to === "SHIPPED";
  const body: BulkBody = {
    to: sent.to,
    orders: sent.orders.map((orderNumber) => {
      const trackingNumber = sent.tracking[orderNumber];
      return shipping && trackingNumber ? { orderNumber, trackingNumber } : { orderNumber };
    }),
  };
  if (shipping && sent.carrier !== "") body.carrier = sent.carrier;
  if (sent.to === "CANCELLED" && sent.reason !== "") body.reason = sent.reason;
  return { body };
}

const orders = (count: number) => (count === 1 ? "1 order" : `${count} orders`);

/** What the batch did, in a sentence; each order's own outcome is listed under it. */
export function bulkSummary(to: BulkMove, results: AdminBulkMovesAnswer["results"]): string {
  const moved = results.filter((result) => result.ok).length;
  const refused = results.length - moved;
  const did = `${MOVE_WORDS[to].done[0]?.toUpperCase()}${MOVE_WORDS[to].done.slice(1)} ${orders(moved)}.`;
  return refused === 0 ? did : `${did} ${orders(refused)} refused: see each order's reason below.`;
}

/** Answers the bulk form: each refusal shown on the page, which stays as it was. */
export async function bulkMoveAction(request: Request): Promise<BulkAnswer> {
  const sent = bulkSentOf(await request.formData());
  const asked = bulkBodyOf(sent);
  if ("problem" in asked) return { sent, results: [], error: asked.problem };
  const session = await currentSession(request);
  if (!mayUse(session.staff.permissions, "orders:write")) {
    return { sent, results: [], error: refusal("orders:write").detail };
  }
  try {
    const { results } = await api.call(adminRoutes.adminBulkOrderMoves, asked.body, { request });
    const to = asked.body.to;
    return results.some((result) => result.ok)
      ? { sent, results, done: bulkSummary(to, results) }
      : { sent, results, error: `No order was ${MOVE_WORDS[to].done}: see each order's reason below.` };
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    return { sent, results: [], error: `No order was moved. ${error.detail}` };
  }
}
