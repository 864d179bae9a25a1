import type { FastifyInstance, FastifyReply } from "fastify";
import type { PaymentsConfig } from "../../../platform/config-payments";
import {
  createWebhookSender,
  escapeHtml,
  sandboxPage,
  type WebhookMode,
  webhookModeOf,
} from "../sandbox-kit";
import { razorpayApi } from "./razorpay-api";
import { razorpayCheckout } from "./razorpay-checkout";
import {
  createRazorpayStore,
  type RazorpayStore,
  type SandboxOrder,
  type SandboxPayment,
  type SandboxRefund,
} from "./razorpay-store";
import { paymentWebhooks, razorpayWebhook } from "./razorpay-webhooks";

/** The Razorpay sandbox as its parts share it. */
export interface RazorpaySandbox {
  base: string;
  keys: PaymentsConfig["razorpay"]["keys"];
  store: RazorpayStore;
  /** A payment changed: its webhooks go out in the tester's mode. */
  paid(payment: SandboxPayment, order: SandboxOrder, mode: WebhookMode): Promise<void>;
  refunded(refund: SandboxRefund, payment: SandboxPayment): void;
}

const WEBHOOK_PATH = "/api/payment/webhook/razorpay";

/**
 * Razorpay's stand-in at `/_sandbox/pg/razorpay` (demo mode and tests; decision 41): its REST API,
 * Hosted Checkout, webhooks signed with the webhook secret, and a tester's page that settles a pending
 * payment later or sends a payment's webhooks again (late, twice, out of order).
 */
export function razorpaySandbox(
  app: FastifyInstance,
  options: { base: string; config: PaymentsConfig["razorpay"]; origin: () => Promise<string> },
): RazorpaySandbox {
  const store = createRazorpayStore();
  const sender = createWebhookSender({ origin: options.origin, log: app.log });
  const secret = options.config.keys.webhookSecret;
  const sandbox: RazorpaySandbox = {
    base: options.base,
    keys: options.config.keys,
    store,
    paid: (payment, order, mode) => sender.send(WEBHOOK_PATH, paymentWebhooks(secret, payment, order), mode),
    refunded: (refund, payment) =>
      void sender.send(
        WEBHOOK_PATH,
        [razorpayWebhook(secret, "refund.processed", { refund, payment })],
        "normal",
      ),
  };
  razorpayApi(app, sandbox);
  razorpayCheckout(app, sandbox);
  testerRoutes(app, sandbox);
  return sandbox;
}

/** The tester's page: payments still open, to complete or fail, and any payment's webhooks to send again. */
function testerRoutes(app: FastifyInstance, sandbox: RazorpaySandbox) {
  const { store, base } = sandbox;
  const page = (reply: FastifyReply) => {
    const rows = [...store.payments.values()]
      .reverse()
      .slice(0, 50)
      .map((payment) => {
        const open = payment.status === "created" || payment.status === "authorized";
        const act = (value: string, label: string) =>
          `<form method="post" action="${base}/tester/payments/${escapeHtml(payment.id)}"><button name="outcome" value="${value}">${label}</button></form>`;
        return `<tr><td>${escapeHtml(payment.id)}</td><td>${escapeHtml(payment.order_id)}</td><td>${payment.method}</td><td>${payment.status}</td>
<td>${open ? act("success", "Complete") + act("failure", "Fail") : act("replay", "Send webhooks again")}</td></tr>`;
      })
      .join("");
    return reply
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(
        sandboxPage(
          "Razorpay",
          "Payments (tester)",
          `<table><tr><th>Payment</th><th>Order</th><th>Method</th><th>Status</th><th></th></tr>${rows}</table>`,
        ),
      );
  };
  app.get(`${base}/tester/payments`, { schema: { hide: true } }, async (_request, reply) => page(reply));
  app.post<{ Params: { id: string } }>(
    `${base}/tester/payments/:id`,
    { schema: { hide: true } },
    async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, string | undefined>;
      const payment = store.payments.get(request.params.id);
      const order = payment ? store.orders.get(payment.order_id) : undefined;
      if (!payment || !order) return reply.status(404).send({ error: "no such payment" });
      const open = payment.status === "created" || payment.status === "authorized";
      if (open && form.outcome === "success") {
        payment.status = "authorized";
        store.capture(payment);
      } else if (open && form.outcome === "failure") {
        store.fail(payment, "BAD_REQUEST_ERROR", "payment_failed", "Your payment was declined by the bank.");
      }
      await sandbox.paid(payment, order, webhookModeOf(form.webhooks));
      if (request.headers.accept?.includes("application/json")) return payment;
      return reply.redirect(`${base}/tester/payments`, 303);
    },
  );
}
