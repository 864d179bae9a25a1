import type { FastifyInstance } from "fastify";
import type { PaymentsConfig } from "../../../platform/config-payments";
import {
  createWebhookSender,
  escapeHtml,
  outcomeOf,
  type SandboxOptions,
  webhookModeOf,
} from "../sandbox-kit";
import { testerList } from "../tester-page";
import { phonepeApi } from "./phonepe-api";
import { phonepeCheckout } from "./phonepe-checkout";
import { createPhonePeStore, type PhonePeSandbox } from "./phonepe-store";
import { createTokens } from "./phonepe-tokens";
import { orderWebhooks, refundWebhook } from "./phonepe-webhooks";

const REFUND_MS = 1_000;

/**
 * PhonePe PG v2's stand-in at `/_sandbox/pg/phonepe` (demo mode and tests; decision 41): the identity
 * manager's token endpoint under `/identity-manager`, the payment gateway's API under `/pg`, the
 * Standard Checkout page (UPI by QR or intent) with a phone page that plays the shopper's UPI app,
 * webhooks authenticated as PhonePe's are, and a tester's page.
 */
export function phonepeSandbox(
  app: FastifyInstance,
  options: SandboxOptions<PaymentsConfig["phonepe"]>,
): PhonePeSandbox {
  const { keys } = options.config;
  const store = createPhonePeStore(`SANDBOX${keys.clientId.slice(0, 8).toUpperCase()}`);
  const sender = createWebhookSender({ gateway: "phonepe", origin: options.origin, log: app.log });
  const credentials = { username: keys.webhookUsername, password: keys.webhookPassword };
  const sandbox: PhonePeSandbox = {
    base: options.base,
    keys,
    store,
    tokens: createTokens(),
    changed: (order) => sender.send(orderWebhooks(credentials, order), order.webhooks),
    watchExpiry(order) {
      const expire = () => {
        if (store.expire(order)) void sandbox.changed(order);
      };
      setTimeout(expire, Math.max(0, order.expireAt - Date.now()) + 100).unref();
    },
    refunding(refund) {
      const complete = () => {
        refund.state = "COMPLETED";
        void sender.send([refundWebhook(credentials, refund)], "normal");
      };
      setTimeout(complete, REFUND_MS).unref();
    },
  };
  phonepeApi(app, sandbox);
  phonepeCheckout(app, sandbox);
  testerRoutes(app, sandbox);
  return sandbox;
}

/** The tester's routes: orders still open (complete or fail them) or ended (webhooks again), and tokens. */
function testerRoutes(app: FastifyInstance, sandbox: PhonePeSandbox) {
  const { store, base, tokens } = sandbox;
  testerList(app, {
    gateway: "PhonePe",
    title: "Orders (tester)",
    path: `${base}/tester/orders`,
    intro: () => `<p>Access tokens issued: ${tokens.issued}.</p>`,
    columns: ["Merchant order", "PhonePe order", "State"],
    items: () => store.orders.values(),
    find: (id) => store.orders.get(id),
    idOf: (order) => order.merchantOrderId,
    cells: (order) => [escapeHtml(order.merchantOrderId), escapeHtml(order.orderId), order.state],
    isOpen: (order) => order.state === "PENDING",
    replayLabel: "Send webhooks again",
    notFound: { code: "NOT_FOUND", message: "No such order" },
    async act(order, form) {
      if (order.state === "PENDING" && form.outcome !== "replay") {
        // A pending order with no attempt yet is paid (or declined) as if the shopper's app answered now.
        if (order.paymentDetails.length === 0) store.answer(order, outcomeOf(form.outcome), "UPI_QR");
        else store.settle(order, outcomeOf(form.outcome));
      }
      if (form.webhooks) order.webhooks = webhookModeOf(form.webhooks);
      await sandbox.changed(order);
      return { state: order.state };
    },
  });
  const hide = { schema: { hide: true } };
  app.get(`${base}/tester/tokens`, hide, async () => ({ issued: tokens.issued }));
  app.post(`${base}/tester/tokens/expire`, hide, async () => ({ expired: tokens.expireAll() }));
}
