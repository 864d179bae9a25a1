import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sameSecret } from "../../../platform/secrets";
import { bodyOf, type JsonBody } from "../sandbox-kit";
import type { PhonePeSandbox } from "./phonepe-store";
import { orderView } from "./phonepe-store";

/** PhonePe's error body. */
const error = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.status(status).send({ code, message, data: {} });

const objectOf = (value: unknown): JsonBody =>
  value && typeof value === "object" ? (value as JsonBody) : {};
const isInteger = (value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;
/** PhonePe's merchant ids: up to 63 letters, digits, _ and -. */
const MERCHANT_ID = /^[A-Za-z0-9_-]{1,63}$/;
const VPA = /^[^@\s]{1,200}@[^@\s]{1,64}$/;

/** The made-up account holder of a sandbox UPI id: its name part in words ("asha.k@ybl" → "Asha K"). */
function holderOf(vpa: string): string {
  const words = (vpa.split("@")[0] ?? "").split(/[^A-Za-z]+/).filter((word) => word !== "");
  const name = words.map((word) => word[0]?.toUpperCase() + word.slice(1).toLowerCase()).join(" ");
  return name === "" ? "Sandbox Shopper" : name;
}

interface OrderRequest {
  merchantOrderId: string;
  amount: number;
  expireAfter: number;
  metaInfo: Record<string, string>;
  redirectUrl: string;
}

/** The order a `POST /checkout/v2/pay` body asks for, or the reason it is refused. */
function orderRequestOf(body: JsonBody): OrderRequest | { problem: string } {
  const { merchantOrderId, amount, expireAfter = 1_200 } = body;
  const flow = objectOf(body.paymentFlow);
  const redirectUrl = objectOf(flow.merchantUrls).redirectUrl;
  if (typeof merchantOrderId !== "string" || !MERCHANT_ID.test(merchantOrderId))
    return { problem: "merchantOrderId: up to 63 letters, digits, _ or -" };
  if (!isInteger(amount, 100)) return { problem: "amount: at least 100 paise" };
  if (!isInteger(expireAfter, 300, 3_600)) return { problem: "expireAfter: 300 to 3600 seconds" };
  if (flow.type !== "PG_CHECKOUT") return { problem: "paymentFlow.type: PG_CHECKOUT" };
  if (typeof redirectUrl !== "string" || !/^https?:\/\//.test(redirectUrl))
    return { problem: "paymentFlow.merchantUrls.redirectUrl: an http(s) URL" };
  const metaInfo: Record<string, string> = {};
  for (const [key, value] of Object.entries(objectOf(body.metaInfo))) {
    if (!/^udf([1-9]|1[0-5])$/.test(key) || typeof value !== "string" || value.length > 256)
      return { problem: `metaInfo.${key}: udf1 to udf15, text up to 256 characters` };
    metaInfo[key] = value;
  }
  return { merchantOrderId, amount, expireAfter, metaInfo, redirectUrl };
}

/**
 * The PhonePe sandbox's APIs, at PhonePe PG v2's paths under the sandbox's two hosts: the identity
 * manager's `POST /identity-manager/v1/oauth/token` (client credentials, form), and the payment
 * gateway's Standard Checkout pay and order status, refund and refund status, and UPI-id validation
 * under `/pg`, each with `Authorization: O-Bearer <token>`.
 */
export function phonepeApi(app: FastifyInstance, sandbox: PhonePeSandbox): void {
  const { store, base, keys, tokens } = sandbox;
  const pg = `${base}/pg`;

  app.post(`${base}/identity-manager/v1/oauth/token`, { schema: { hide: true } }, async (request, reply) => {
    const form = bodyOf(request);
    const known =
      sameSecret(String(form.client_id ?? ""), keys.clientId) &&
      sameSecret(String(form.client_secret ?? ""), keys.clientSecret) &&
      form.client_version === keys.clientVersion;
    if (form.grant_type !== "client_credentials")
      return error(reply, 400, "BAD_REQUEST", "grant_type must be client_credentials");
    if (!known) return error(reply, 401, "INVALID_CLIENT", "Client authentication failed");
    return tokens.issue();
  });

  const route = {
    schema: { hide: true },
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (!tokens.accepts(request.headers.authorization))
        return error(reply, 401, "UNAUTHORIZED", "The access token is missing, unknown or expired");
    },
  };

  app.post(`${pg}/checkout/v2/pay`, route, async (request, reply) => {
    const asked = orderRequestOf(bodyOf(request));
    if ("problem" in asked) return error(reply, 400, "BAD_REQUEST", asked.problem);
    if (store.orders.has(asked.merchantOrderId))
      return error(reply, 400, "BAD_REQUEST", "An order with this merchantOrderId exists");
    const { expireAfter, ...rest } = asked;
    const order = store.createOrder({ ...rest, expireAt: Date.now() + expireAfter * 1000 });
    sandbox.watchExpiry(order);
    return {
      orderId: order.orderId,
      state: order.state,
      expireAt: order.expireAt,
      redirectUrl: `${base}/transact?token=${order.token}`,
    };
  });

  app.get<{ Params: { id: string }; Querystring: { details?: string } }>(
    `${pg}/checkout/v2/order/:id/status`,
    route,
    async (request, reply) => {
      const order = store.orders.get(request.params.id);
      if (!order) return error(reply, 404, "ORDER_NOT_FOUND", "No order with this merchantOrderId");
      store.expire(order);
      return orderView(order, request.query.details === "true");
    },
  );

  app.post(`${pg}/payments/v2/refund`, route, async (request, reply) => {
    const { merchantRefundId, originalMerchantOrderId, amount } = bodyOf(request);
    const order =
      typeof originalMerchantOrderId === "string" ? store.orders.get(originalMerchantOrderId) : undefined;
    if (typeof merchantRefundId !== "string" || !MERCHANT_ID.test(merchantRefundId))
      return error(reply, 400, "BAD_REQUEST", "merchantRefundId: up to 63 letters, digits, _ or -");
    if (store.refunds.has(merchantRefundId))
      return error(reply, 400, "BAD_REQUEST", "A refund with this merchantRefundId exists");
    if (order?.state !== "COMPLETED")
      return error(reply, 400, "BAD_REQUEST", "originalMerchantOrderId: no completed order");
    if (!isInteger(amount, 100, order.amount - order.refunded))
      return error(reply, 400, "BAD_REQUEST", "amount: more than the order has left to refund");
    const refund = store.refund(order, { merchantRefundId, amount });
    sandbox.refunding(refund);
    return { refundId: refund.refundId, amount: refund.amount, state: refund.state };
  });

  app.get<{ Params: { id: string } }>(
    `${pg}/payments/v2/refund/:id/status`,
    route,
    async (request, reply) => {
      const refund = store.refunds.get(request.params.id);
      if (!refund) return error(reply, 404, "REFUND_NOT_FOUND", "No refund with this merchantRefundId");
      const { refundId: _, ...view } = refund;
      return { ...view, paymentDetails: [] };
    },
  );

  app.post(`${pg}/v2/validate/upi`, route, async (request, reply) => {
    const { type, vpa } = bodyOf(request);
    if (type !== "VPA" || typeof vpa !== "string" || vpa.length > 255)
      return error(reply, 400, "BAD_REQUEST", "type VPA with a vpa of up to 255 characters");
    // Any UPI id at the "fail" handle is unknown to the sandbox's UPI network.
    if (!VPA.test(vpa) || vpa.toLowerCase().endsWith("@fail")) return { valid: false };
    return { valid: true, name: holderOf(vpa) };
  });
}
