import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sameSecret } from "../../../platform/secrets";
import { bodyOf } from "../sandbox-kit";
import { testBin } from "../test-cards";
import type { RazorpaySandbox } from "./razorpay-store";

/** Razorpay's error body. */
function error(reply: FastifyReply, status: number, description: string, code = "BAD_REQUEST_ERROR") {
  return reply
    .status(status)
    .send({ error: { code, description, source: "NA", step: "NA", reason: "NA", metadata: {} } });
}

const collection = <T>(items: T[]) => ({ entity: "collection", count: items.length, items });

const stringOf = (value: unknown) => (typeof value === "string" ? value : undefined);
const notesOf = (value: unknown): Record<string, string> =>
  value && typeof value === "object"
    ? Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
      )
    : {};

/**
 * The Razorpay sandbox's REST API at `/_sandbox/pg/razorpay/v1/…` (https://razorpay.com/docs/api/):
 * Basic authentication with the key id and secret; orders, their payments, payments fetched,
 * captured and refunded, customers and their card tokens, and card IINs.
 */
export function razorpayApi(app: FastifyInstance, sandbox: RazorpaySandbox): void {
  const { store, base } = sandbox;
  const { keyId, keySecret } = sandbox.keys;
  const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;
  const auth = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!sameSecret(request.headers.authorization ?? "", expected))
      return error(reply, 401, "The api key provided is invalid", "BAD_REQUEST_ERROR");
  };
  const route = { schema: { hide: true }, preHandler: auth };
  type Id = { Params: { id: string } };

  app.post(`${base}/v1/orders`, route, async (request, reply) => {
    const body = bodyOf(request);
    const amount = body.amount;
    if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100)
      return error(reply, 400, "The amount must be atleast INR 1.00");
    if (body.currency !== "INR") return error(reply, 400, "The currency should be INR");
    const receipt = stringOf(body.receipt) ?? null;
    if (receipt && receipt.length > 40)
      return error(reply, 400, "receipt: the length must not be greater than 40");
    return store.createOrder({ amount, currency: "INR", receipt, notes: notesOf(body.notes) });
  });

  app.get<Id>(`${base}/v1/orders/:id`, route, async (request, reply) => {
    const order = store.orders.get(request.params.id);
    return order ?? error(reply, 400, "The id provided does not exist");
  });

  app.get<Id>(`${base}/v1/orders/:id/payments`, route, async (request, reply) => {
    if (!store.orders.has(request.params.id)) return error(reply, 400, "The id provided does not exist");
    return collection(store.paymentsOf(request.params.id));
  });

  app.get<Id>(`${base}/v1/payments/:id`, route, async (request, reply) => {
    return store.payments.get(request.params.id) ?? error(reply, 400, "The id provided does not exist");
  });

  app.post<Id>(`${base}/v1/payments/:id/capture`, route, async (request, reply) => {
    const payment = store.payments.get(request.params.id);
    if (!payment) return error(reply, 400, "The id provided does not exist");
    if (payment.status !== "authorized") return error(reply, 400, "This payment has already been captured");
    if (bodyOf(request).amount !== payment.amount)
      return error(reply, 400, "Capture amount must be equal to the amount authorized");
    store.capture(payment);
    return payment;
  });

  app.post<Id>(`${base}/v1/payments/:id/refund`, route, async (request, reply) => {
    const payment = store.payments.get(request.params.id);
    if (!payment) return error(reply, 400, "The id provided does not exist");
    if (payment.status !== "captured") return error(reply, 400, "The payment has not been captured");
    const body = bodyOf(request);
    const amount = typeof body.amount === "number" ? body.amount : payment.amount - payment.amount_refunded;
    if (amount <= 0 || amount > payment.amount - payment.amount_refunded)
      return error(reply, 400, "The refund amount provided is greater than amount captured");
    const refund = store.refund(payment, {
      amount,
      receipt: stringOf(body.receipt) ?? null,
      notes: notesOf(body.notes),
    });
    sandbox.refunded(refund, payment);
    return refund;
  });

  app.get<Id>(`${base}/v1/payments/:id/refunds`, route, async (request, reply) => {
    if (!store.payments.has(request.params.id)) return error(reply, 400, "The id provided does not exist");
    return collection(
      [...store.refunds.values()].filter((refund) => refund.payment_id === request.params.id),
    );
  });

  app.post(`${base}/v1/customers`, route, async (request, reply) => {
    const body = bodyOf(request);
    const name = stringOf(body.name);
    if (!name) return error(reply, 400, "The name field is required.");
    return store.customerFor({
      name,
      email: stringOf(body.email) ?? null,
      contact: stringOf(body.contact) ?? null,
    });
  });

  app.get<Id>(`${base}/v1/customers/:id/tokens`, route, async (request, reply) => {
    const customer = store.customers.get(request.params.id);
    return customer ? collection(customer.tokens) : error(reply, 400, "The id provided does not exist");
  });

  app.delete<{ Params: { id: string; token: string } }>(
    `${base}/v1/customers/:id/tokens/:token`,
    route,
    async (request, reply) => {
      const customer = store.customers.get(request.params.id);
      const index = customer?.tokens.findIndex((token) => token.id === request.params.token) ?? -1;
      if (!customer || index < 0) return error(reply, 404, "The id provided does not exist");
      customer.tokens.splice(index, 1);
      return { deleted: true };
    },
  );

  app.get<Id>(`${base}/v1/iins/:id`, route, async (request, reply) => {
    const bin = testBin(request.params.id);
    if (!bin) return error(reply, 404, "The iin provided does not exist");
    return {
      iin: request.params.id,
      entity: "iin",
      network: bin.network,
      type: bin.type,
      issuer_code: bin.issuerCode,
      issuer_name: bin.issuerName,
      international: false,
      is_tokenized: false,
      emi: { available: bin.type === "credit" },
    };
  });
}
