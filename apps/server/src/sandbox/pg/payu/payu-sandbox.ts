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
import { payuApi } from "./payu-api";
import { payuCheckout } from "./payu-checkout";
import { answerFields, createPayuStore, type PayuSandbox, type SandboxTransaction } from "./payu-store";

/**
 * PayU's stand-in at `/_sandbox/pg/payu` (demo mode and tests; decision 41), at the paths PayU's two
 * hosts have: the payment page `/_payment` (secure.payu.in) and the API
 * `/merchant/postservice.php?form=2` (info.payu.in). Webhooks are PayU's answer fields, form-encoded,
 * with the reverse hash; a tester's page settles a pending transaction later or sends its webhook again.
 */
export function payuSandbox(
  app: FastifyInstance,
  options: SandboxOptions<PaymentsConfig["payu"]>,
): PayuSandbox {
  const store = createPayuStore();
  const sender = createWebhookSender({ gateway: "payu", origin: options.origin, log: app.log });
  const { keys } = options.config;
  const sandbox: PayuSandbox = {
    base: options.base,
    keys,
    store,
    notify: (transaction, mode) => sender.send([formWebhook(answerFields(keys.salt, transaction))], mode),
  };
  payuCheckout(app, sandbox);
  payuApi(app, sandbox);
  const isOpen = (transaction: SandboxTransaction) =>
    transaction.status === "pending" || transaction.status === "initiated";
  testerList(app, {
    gateway: "PayU",
    title: "Transactions (tester)",
    path: `${sandbox.base}/tester/transactions`,
    columns: ["txnid", "mihpayid", "Mode", "Status"],
    items: () => store.transactions.values(),
    find: (txnid) => store.transactions.get(txnid),
    idOf: (transaction) => transaction.request.txnid ?? "",
    cells: (transaction) => [
      escapeHtml(transaction.request.txnid ?? ""),
      escapeHtml(transaction.mihpayid ?? ""),
      escapeHtml(transaction.mode),
      transaction.status,
    ],
    isOpen,
    replayLabel: "Send webhook again",
    notFound: { error: "no such transaction" },
    async act(transaction, form) {
      const open = isOpen(transaction);
      if (open && form.outcome === "success") store.settle(transaction, "success");
      else if (open && form.outcome === "failure")
        store.settle(transaction, "failure", { code: "E308", message: "Transaction declined by the bank" });
      await sandbox.notify(transaction, webhookModeOf(form.webhooks));
      return answerFields(keys.salt, transaction);
    },
  });
  return sandbox;
}
