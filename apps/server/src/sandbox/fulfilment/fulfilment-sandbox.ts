import { randomInt } from "node:crypto";
import { ORDER_ITEM_STATUSES, type OrderItemStatus, orderIdParam } from "@odin/contracts";
import { type Database, schema } from "@odin/db";
import { desc, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { OrderLifecycle } from "../../modules/orders";
import { sendHtml } from "../pg/sandbox-kit";
import { FULFILMENT_PATH, type FulfilmentOrder, fulfilmentPage, nextStates } from "./fulfilment-page";

/**
 * The warehouse's stand-in under `/_sandbox/fulfilment` (demo mode and tests, never in production
 * mode; decision 47): the page of fulfilment-page.ts, and its forms' route, which moves an item, or
 * every item of an order that can, through the order lifecycle as an operator would.
 */

/** The carrier of items shipped from here. */
export const SANDBOX_CARRIER = "Sandbox Express";
/** Orders the page shows. */
const RECENT = 20;

const pageQuery = z.object({
  order: z.string().trim().max(32).optional(),
  moved: z.enum(ORDER_ITEM_STATUSES).optional(),
});
const moveBody = z.object({
  to: z.enum(ORDER_ITEM_STATUSES),
  itemId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});

/** A tracking number as a carrier gives one: SBX and 10 digits. */
export const sandboxTrackingNumber = () => `SBX${String(randomInt(10_000_000_000)).padStart(10, "0")}`;

/** The newest orders (any shopper's), or the one with this number, with their items. */
async function recentOrders(db: Database, orderNumber: string | undefined): Promise<FulfilmentOrder[]> {
  const { orders, orderItems } = schema;
  const rows = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber, createdAt: orders.createdAt })
    .from(orders)
    .where(orderNumber ? eq(orders.orderNumber, orderNumber) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(RECENT);
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(orderItems.id);
  return rows.map((order) => ({
    id: order.id,
    orderNumber: order.orderNumber,
    createdAt: order.createdAt,
    items: items
      .filter((item) => item.orderId === order.id)
      .map((item) => ({
        id: item.id,
        styleName: item.product.styleName,
        size: item.product.size,
        shippingMethod: item.shippingMethod,
        status: item.status,
        carrier: item.carrier,
        trackingNumber: item.trackingNumber,
      })),
  }));
}

type FulfilmentDeps = Parameters<typeof registerFulfilmentSandbox>[1];

/**
 * Moves one item, or every item of the order that can make the move, to `to` through the lifecycle
 * as an operator; a shipment gets the sandbox carrier and a tracking number. Undefined when moved,
 * else why not.
 */
async function moveOn(
  deps: FulfilmentDeps,
  order: FulfilmentOrder,
  to: OrderItemStatus,
  itemId: number | undefined,
): Promise<string | undefined> {
  const itemIds = itemId
    ? [itemId]
    : order.items.filter((item) => nextStates(item).includes(to)).map((item) => item.id);
  if (itemIds.length === 0) return `No item of ${order.orderNumber} can move to ${to}.`;
  const detail =
    to === "SHIPPED" ? { carrier: SANDBOX_CARRIER, trackingNumber: sandboxTrackingNumber() } : undefined;
  const moved = await deps.db.transaction((tx) =>
    deps.lifecycle.move(tx, {
      orderId: order.id,
      itemIds,
      to,
      by: "operator",
      ...(detail ? { detail } : {}),
      now: new Date(),
    }),
  );
  if (!moved.ok) return moved.problem.detail;
  deps.kickOutbox();
  return undefined;
}

export function registerFulfilmentSandbox(
  app: FastifyInstance,
  deps: {
    db: Database;
    lifecycle: Pick<OrderLifecycle, "move">;
    /** After a move's commit: the shopper's SMS and e-mail go out. */
    kickOutbox: () => void;
  },
): void {
  app.register(async (scope) => {
    // The page's buttons post forms; parsed only in this scope.
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 4_096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const routes = scope.withTypeProvider<ZodTypeProvider>();

    routes.get(
      FULFILMENT_PATH,
      { schema: { hide: true, querystring: pageQuery } },
      async (request, reply) => {
        const { order, moved } = request.query;
        const notice = moved ? { error: false, text: `Moved to ${moved}.` } : undefined;
        return sendHtml(reply, fulfilmentPage(await recentOrders(deps.db, order || undefined), notice));
      },
    );

    routes.post(
      `${FULFILMENT_PATH}/orders/:orderId`,
      { schema: { hide: true, params: orderIdParam, body: moveBody } },
      async (request, reply) => {
        const { orderId } = request.params;
        const { to, itemId } = request.body;
        const [order] = await recentOrders(deps.db, orderId);
        const refusal = order ? await moveOn(deps, order, to, itemId) : `No order ${orderId}.`;
        if (refusal !== undefined) {
          const page = fulfilmentPage(order ? [order] : [], { error: true, text: refusal });
          return sendHtml(reply, page, order ? 409 : 404);
        }
        return reply.redirect(`${FULFILMENT_PATH}?order=${orderId}&moved=${to}`, 303);
      },
    );
  });
}
