import type { FastifyInstance } from "fastify";
import type { PaymentsConfig } from "../../../platform/config-payments";
import { createWebhookSender, escapeHtml, type SandboxOptions, webhookModeOf } from "../sandbox-kit";
import { testerList } from "../tester-page";
import { razorpayApi } from "./razorpay-api";
import { razorpayCheckout } from "./razorpay-checkout";
import { createRazorpayStore, type RazorpaySandbox, type SandboxPayment } from "./razorpay-store";
import { paymentWebhooks, razorpayWebhook } from "./razorpay-webhooks";

/**
 * Razorpay's stand-in at `/_sandbox/pg/razorpay` (demo mode and tests; decision 41): its REST API,
 * Hosted Checkout, webhooks signed with the webhook secret, and a tester's page that settles a pending
 * payment later or sends a payment's webhooks again (late, twice, out of order).
 */
export function razorpaySandbox(
  app: FastifyInstance,
  options: SandboxOptions<PaymentsConfig["razorpay"]>,
): RazorpaySandbox {
  const store = createRazorpayStore();
  const sender = createWebhookSender({ gateway: "razorpay", origin: options.origin, log: app.log });
  const secret = options.config.keys.webhookSecret;
  const sandbox: RazorpaySandbox = {
    base: options.base,
    keys: options.config.keys,
    store,
    paid: (payment, order, mode) => sender.send(paymentWebhooks(secret, payment, order), mode),
    refunded: (refund, payment) =>
      void sender.send([razorpayWebhook(secret, "refund.processed", { refund, payment })], "normal"),
  };
  razorpayApi(app, sandbox);
  razorpayCheckout(app, sandbox);
  const isOpen = (payment: SandboxPayment) => payment.status === "created" || payment.status === "authorized";
  testerList(app, {
    gateway: "Razorpay",
    title: "Payments (tester)",
    path: `${sandbox.base}/tester/payments`,
    columns: ["Payment", "Order", "Method", "Status"],
    items: () => store.payments.values(),
    // A payment is settled, and its webhooks sent, with its order.
    find: (id) => {
      const payment = store.payments.get(id);
      return payment && store.orders.has(payment.order_id) ? payment : undefined;
    },
    idOf: (payment) => payment.id,
    cells: (payment) => [
      escapeHtml(payment.id),
      escapeHtml(payment.order_id),
      payment.method,
      payment.status,
    ],
    isOpen,
    replayLabel: "Send webhooks again",
    notFound: { error: "no such payment" },
    async act(payment, form) {
      const open = isOpen(payment);
      if (open && form.outcome === "success") {
        payment.status = "authorized";
        store.capture(payment);
      } else if (open && form.outcome === "failure") {
        store.fail(payment, "BAD_REQUEST_ERROR", "payment_failed", "Your payment was declined by the bank.");
      }
      const order = store.orders.get(payment.order_id);
      if (order) await sandbox.paid(payment, order, webhookModeOf(form.webhooks));
      return payment;
    },
  });
  return sandbox;
}
