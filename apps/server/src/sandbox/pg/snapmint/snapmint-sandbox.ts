import type { FastifyInstance } from "fastify";
import type { PaymentsConfig } from "../../../platform/config-payments";
import {
  createWebhookSender,
  escapeHtml,
  formWebhook,
  type SandboxOptions,
  webhookModeOf,
} from "../sandbox-kit";
import { testerList } from "../tester-page";
import { snapmintApi } from "./snapmint-api";
import { snapmintCheckout } from "./snapmint-checkout";
import { answerFields, createSnapmintStore, type SandboxOrder, type SnapmintSandbox } from "./snapmint-store";

/**
 * Snapmint's stand-in at `/_sandbox/pg/snapmint` (demo mode and tests; decision 41): the checkout
 * form at `/v1/public/online_checkout` with its EMI plan page, the order status call, the refund call
 * and webhooks (the answer's fields, form-encoded, with the answer checksum), and a tester's page
 * that settles a pending order later or sends its webhook again.
 */
export function snapmintSandbox(
  app: FastifyInstance,
  options: SandboxOptions<PaymentsConfig["snapmint"]>,
): SnapmintSandbox {
  const store = createSnapmintStore();
  const sender = createWebhookSender({ gateway: "snapmint", origin: options.origin, log: app.log });
  const { keys } = options.config;
  const sandbox: SnapmintSandbox = {
    base: options.base,
    keys,
    store,
    notify: (order, mode) => sender.send([formWebhook(answerFields(keys, order))], mode),
  };
  snapmintCheckout(app, sandbox);
  snapmintApi(app, sandbox);
  const isOpen = (order: SandboxOrder) => order.status === "pending" || order.status === "initiated";
  testerList(app, {
    gateway: "Snapmint",
    title: "Orders (tester)",
    path: `${sandbox.base}/tester/orders`,
    columns: ["order_id", "Snapmint id", "Status"],
    items: () => store.orders.values(),
    find: (id) => store.orders.get(id),
    idOf: (order) => order.request.order_id ?? "",
    cells: (order) => [escapeHtml(order.request.order_id ?? ""), order.snapmintId, order.status],
    isOpen,
    failLabel: "Reject",
    replayLabel: "Send webhook again",
    notFound: { error: "no such order" },
    async act(order, form) {
      const open = isOpen(order);
      if (open && form.outcome === "success") store.settle(order, "success");
      else if (open && form.outcome === "failure") store.settle(order, "failure");
      await sandbox.notify(order, webhookModeOf(form.webhooks));
      return answerFields(keys, order);
    },
  });
  return sandbox;
}
