import type { FastifyInstance, FastifyReply } from "fastify";
import type { PaymentsConfig } from "../../../platform/config-payments";
import {
  createWebhookSender,
  escapeHtml,
  sandboxPage,
  type WebhookMode,
  webhookModeOf,
} from "../sandbox-kit";
import { payuApi } from "./payu-api";
import { payuCheckout } from "./payu-checkout";
import { answerFields, createPayuStore, type PayuStore, type SandboxTransaction } from "./payu-store";

/** The PayU sandbox as its parts share it. */
export interface PayuSandbox {
  base: string;
  keys: PaymentsConfig["payu"]["keys"];
  store: PayuStore;
  /** A transaction changed: its webhook goes out in the tester's mode. */
  notify(transaction: SandboxTransaction, mode: WebhookMode): Promise<void>;
}

const WEBHOOK_PATH = "/api/payment/webhook/payu";

/**
 * PayU's stand-in at `/_sandbox/pg/payu` (demo mode and tests; decision 41), at the paths PayU's two
 * hosts have: the payment page `/_payment` (secure.payu.in) and the API
 * `/merchant/postservice.php?form=2` (info.payu.in). Webhooks are PayU's answer fields, form-encoded,
 * with the reverse hash; a tester's page settles a pending transaction later or sends its webhook again.
 */
export function payuSandbox(
  app: FastifyInstance,
  options: { base: string; config: PaymentsConfig["payu"]; origin: () => Promise<string> },
): PayuSandbox {
  const store = createPayuStore();
  const sender = createWebhookSender({ origin: options.origin, log: app.log });
  const { salt } = options.config.keys;
  const sandbox: PayuSandbox = {
    base: options.base,
    keys: options.config.keys,
    store,
    notify: (transaction, mode) => {
      const body = new URLSearchParams(answerFields(salt, transaction)).toString();
      const headers = { "content-type": "application/x-www-form-urlencoded" };
      return sender.send(WEBHOOK_PATH, [{ body, headers }], mode);
    },
  };
  payuCheckout(app, sandbox);
  payuApi(app, sandbox);
  testerRoutes(app, sandbox);
  return sandbox;
}

/** The tester's page: pending transactions to complete or fail, and any settled one's webhook to send again. */
function testerRoutes(app: FastifyInstance, sandbox: PayuSandbox) {
  const { store, base } = sandbox;
  const page = (reply: FastifyReply) => {
    const rows = [...store.transactions.values()]
      .reverse()
      .slice(0, 50)
      .map((transaction) => {
        const txnid = escapeHtml(transaction.request.txnid ?? "");
        const act = (value: string, label: string) =>
          `<form method="post" action="${base}/tester/transactions/${txnid}"><button name="outcome" value="${value}">${label}</button></form>`;
        const open = transaction.status === "pending" || transaction.status === "initiated";
        return `<tr><td>${txnid}</td><td>${escapeHtml(transaction.mihpayid ?? "")}</td><td>${escapeHtml(transaction.mode)}</td><td>${transaction.status}</td>
<td>${open ? act("success", "Complete") + act("failure", "Fail") : act("replay", "Send webhook again")}</td></tr>`;
      })
      .join("");
    return reply
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(
        sandboxPage(
          "PayU",
          "Transactions (tester)",
          `<table><tr><th>txnid</th><th>mihpayid</th><th>Mode</th><th>Status</th><th></th></tr>${rows}</table>`,
        ),
      );
  };
  app.get(`${base}/tester/transactions`, { schema: { hide: true } }, async (_request, reply) => page(reply));
  app.post<{ Params: { txnid: string } }>(
    `${base}/tester/transactions/:txnid`,
    { schema: { hide: true } },
    async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, string | undefined>;
      const transaction = store.transactions.get(request.params.txnid);
      if (!transaction) return reply.status(404).send({ error: "no such transaction" });
      const open = transaction.status === "pending" || transaction.status === "initiated";
      if (open && form.outcome === "success") store.settle(transaction, "success");
      else if (open && form.outcome === "failure")
        store.settle(transaction, "failure", { code: "E308", message: "Transaction declined by the bank" });
      await sandbox.notify(transaction, webhookModeOf(form.webhooks));
      if (request.headers.accept?.includes("application/json"))
        return answerFields(sandbox.keys.salt, transaction);
      return reply.redirect(`${base}/tester/transactions`, 303);
    },
  );
}
