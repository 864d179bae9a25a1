import type { FastifyInstance, FastifyReply } from "fastify";
import type { PaymentsConfig } from "../../../platform/config-payments";
import {
  createWebhookSender,
  escapeHtml,
  sandboxPage,
  type WebhookMode,
  webhookModeOf,
} from "../sandbox-kit";
import { snapmintApi } from "./snapmint-api";
import { snapmintCheckout } from "./snapmint-checkout";
import { answerFields, createSnapmintStore, type SandboxOrder, type SnapmintStore } from "./snapmint-store";

/** The Snapmint sandbox as its parts share it. */
export interface SnapmintSandbox {
  base: string;
  keys: PaymentsConfig["snapmint"]["keys"];
  store: SnapmintStore;
  /** An order changed: its webhook goes out in the tester's mode. */
  notify(order: SandboxOrder, mode: WebhookMode): Promise<void>;
}

const WEBHOOK_PATH = "/api/payment/webhook/snapmint";

/**
 * Snapmint's stand-in at `/_sandbox/pg/snapmint` (demo mode and tests; decision 41): the checkout
 * form at `/v1/public/online_checkout` with its EMI plan page, the order status call, the refund call
 * and webhooks (the answer's fields, form-encoded, with the answer checksum), and a tester's page
 * that settles a pending order later or sends its webhook again.
 */
export function snapmintSandbox(
  app: FastifyInstance,
  options: { base: string; config: PaymentsConfig["snapmint"]; origin: () => Promise<string> },
): SnapmintSandbox {
  const store = createSnapmintStore();
  const sender = createWebhookSender({ origin: options.origin, log: app.log });
  const sandbox: SnapmintSandbox = {
    base: options.base,
    keys: options.config.keys,
    store,
    notify: (order, mode) => {
      const body = new URLSearchParams(answerFields(options.config.keys, order)).toString();
      const headers = { "content-type": "application/x-www-form-urlencoded" };
      return sender.send(WEBHOOK_PATH, [{ body, headers }], mode);
    },
  };
  snapmintCheckout(app, sandbox);
  snapmintApi(app, sandbox);
  testerRoutes(app, sandbox);
  return sandbox;
}

/** The tester's page: pending orders to complete or fail, and any settled one's webhook to send again. */
function testerRoutes(app: FastifyInstance, sandbox: SnapmintSandbox) {
  const { store, base } = sandbox;
  const page = (reply: FastifyReply) => {
    const rows = [...store.orders.values()]
      .reverse()
      .slice(0, 50)
      .map((order) => {
        const id = escapeHtml(order.request.order_id ?? "");
        const act = (value: string, label: string) =>
          `<form method="post" action="${base}/tester/orders/${id}"><button name="outcome" value="${value}">${label}</button></form>`;
        const open = order.status === "pending" || order.status === "initiated";
        return `<tr><td>${id}</td><td>${order.snapmintId}</td><td>${order.status}</td>
<td>${open ? act("success", "Complete") + act("failure", "Reject") : act("replay", "Send webhook again")}</td></tr>`;
      })
      .join("");
    return reply
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(
        sandboxPage(
          "Snapmint",
          "Orders (tester)",
          `<table><tr><th>order_id</th><th>Snapmint id</th><th>Status</th><th></th></tr>${rows}</table>`,
        ),
      );
  };
  app.get(`${base}/tester/orders`, { schema: { hide: true } }, async (_request, reply) => page(reply));
  app.post<{ Params: { id: string } }>(
    `${base}/tester/orders/:id`,
    { schema: { hide: true } },
    async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, string | undefined>;
      const order = store.orders.get(request.params.id);
      if (!order) return reply.status(404).send({ error: "no such order" });
      const open = order.status === "pending" || order.status === "initiated";
      if (open && form.outcome === "success") store.settle(order, "success");
      else if (open && form.outcome === "failure") store.settle(order, "failure");
      await sandbox.notify(order, webhookModeOf(form.webhooks));
      if (request.headers.accept?.includes("application/json")) return answerFields(sandbox.keys, order);
      return reply.redirect(`${base}/tester/orders`, 303);
    },
  );
}
