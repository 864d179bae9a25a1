import type { FastifyInstance, FastifyReply } from "fastify";
import { sameSecret } from "../../../platform/secrets";
import type { SnapmintSandbox } from "./snapmint-store";

type Fields = Record<string, unknown>;
const text = (value: unknown) =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";

/**
 * Snapmint's merchant API in the sandbox, authenticated by the merchant token: the order status
 * call `GET /merchant/orders/checkout_order_status?token=…&order_ids=a,b` (as Snapmint's plugin calls
 * it) and the refund call `POST /merchant/orders/refund` (ASSUMED: JSON token, order_id,
 * refund_amount, refund_id; a refund_id names one refund).
 */
export function snapmintApi(app: FastifyInstance, sandbox: SnapmintSandbox): void {
  const { store, base, keys } = sandbox;
  const refused = (reply: FastifyReply, status: number, message: string) =>
    reply.status(status).send({ status: "failure", message });

  app.get(
    `${base}/merchant/orders/checkout_order_status`,
    { schema: { hide: true } },
    async (request, reply) => {
      const query = (request.query ?? {}) as Fields;
      if (!sameSecret(text(query.token), keys.merchantToken)) return refused(reply, 401, "Invalid token");
      const ids = text(query.order_ids)
        .split(",")
        .map((id) => id.trim())
        .filter((id) => id !== "");
      const orders = ids.flatMap((id) => {
        const order = store.orders.get(id);
        if (!order || order.status === "initiated") return [];
        return [
          {
            order_id: id,
            snapmint_id: order.snapmintId,
            status: order.status,
            down_payment_status: order.downPaymentStatus,
            order_value: order.request.order_value,
            emi_tenure: order.months ?? null,
          },
        ];
      });
      return { status: "success", orders };
    },
  );

  app.post(`${base}/merchant/orders/refund`, { schema: { hide: true } }, async (request, reply) => {
    const body = (request.body ?? {}) as Fields;
    if (!sameSecret(text(body.token), keys.merchantToken)) return refused(reply, 401, "Invalid token");
    const order = store.orders.get(text(body.order_id));
    const refundId = text(body.refund_id);
    if (!order) return refused(reply, 404, "Order not found");
    if (!refundId) return refused(reply, 422, "refund_id is required");
    const earlier = order.refunds.find((refund) => refund.refundId === refundId);
    if (earlier)
      return {
        status: "success",
        refund_id: refundId,
        snapmint_refund_id: earlier.snapmintRefundId,
        refund_status: "processed",
      };
    if (order.status !== "success") return refused(reply, 422, "Order is not confirmed");
    const amount = Number(text(body.refund_amount));
    const refunded = order.refunds.reduce((sum, refund) => sum + Number(refund.amount), 0);
    if (!(amount > 0) || amount > Number(order.request.order_value) - refunded + 1e-9)
      return refused(reply, 422, "Invalid refund amount");
    const made = store.refund(order, refundId, amount.toFixed(2));
    return {
      status: "success",
      refund_id: refundId,
      snapmint_refund_id: made.snapmintRefundId,
      refund_status: "processed",
    };
  });
}
