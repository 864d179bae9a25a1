import { formatRupees } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import type { PaymentsConfig } from "../../../platform/config-payments";
import {
  createWebhookSender,
  escapeHtml,
  formOf,
  type SandboxOptions,
  sandboxPage,
  sendHtml,
  wantsJson,
  webhookChoices,
  webhookModeOf,
} from "../sandbox-kit";
import { actionForm, testerTable } from "../tester-page";
import { paytmApi } from "./paytm-api";
import {
  createPaytmStore,
  type PaytmSandbox,
  SANDBOX_OTP,
  type SandboxTxn,
  TEST_WALLETS,
} from "./paytm-store";
import { paymentWebhook, refundWebhook } from "./paytm-webhooks";

/**
 * Paytm's stand-in at `/_sandbox/pg/paytm` (demo mode and tests; decision 41): its Native API, the
 * signed payment webhook (form with CHECKSUMHASH) and refund webhook (JSON) in the tester's mode, the
 * codes "sent" by SMS with the test wallets (`/otps`), and a tester's page of transactions that settles
 * a pending debit, expires a txnToken or sends a transaction's webhook again.
 */
export function paytmSandbox(
  app: FastifyInstance,
  options: SandboxOptions<PaymentsConfig["paytm"]>,
): PaytmSandbox {
  const store = createPaytmStore();
  const sender = createWebhookSender({ gateway: "paytm", origin: options.origin, log: app.log });
  const keys = { mid: options.config.keys.mid, merchantKey: options.config.keys.merchantKey };
  const sandbox: PaytmSandbox = {
    base: options.base,
    keys,
    store,
    async paid(txn, settledLater) {
      if (txn.status === "CREATED") return;
      const before = { ...txn, status: "PENDING" as const, respCode: "402", respMsg: "Pending" };
      const txns = settledLater && txn.status !== "PENDING" ? [before, txn] : [txn];
      const hooks = await Promise.all(txns.map((item) => paymentWebhook(item, keys)));
      await sender.send(hooks, store.settings.webhooks);
    },
    async refunded(txn, refund) {
      await sender.send([await refundWebhook(txn, refund, keys)], store.settings.webhooks);
    },
  };
  paytmApi(app, sandbox);
  testerRoutes(app, sandbox);
  return sandbox;
}

function testerRoutes(app: FastifyInstance, sandbox: PaytmSandbox) {
  const { store, base } = sandbox;
  const route = { schema: { hide: true } };

  // The tester's phone: the codes Paytm "sent", and what each test wallet does.
  app.get(`${base}/otps`, route, async (request, reply) => {
    if (wantsJson(request)) return { otp: SANDBOX_OTP, messages: store.sms, wallets: TEST_WALLETS };
    const messages = store.sms
      .map(
        (sms) =>
          `<tr><td>${sms.at.toISOString()}</td><td>${escapeHtml(sms.mobile)}</td><td><strong>${sms.code}</strong></td><td>${escapeHtml(sms.orderId)}</td></tr>`,
      )
      .join("");
    const wallets = TEST_WALLETS.map(
      (wallet) => `<tr><td>${wallet.mobile}</td><td>${escapeHtml(wallet.note)}</td></tr>`,
    ).join("");
    return sendHtml(
      reply,
      sandboxPage(
        "Paytm",
        "Codes sent (tester)",
        `<p>Every code is <strong>${SANDBOX_OTP}</strong>, as on Paytm's staging wallets.</p>
<table><tr><th>Sent</th><th>Mobile</th><th>Code</th><th>Order</th></tr>${messages}</table>
<h2>Test wallets</h2><table><tr><th>Mobile</th><th>Wallet</th></tr>${wallets}
<tr><td>any other</td><td>${formatRupees(10_000_000)}: pays</td></tr></table>
<p><a href="${base}/tester/transactions">Transactions</a></p>`,
      ),
    );
  });

  app.get(`${base}/tester/transactions`, route, async (request, reply) => {
    const txns = [...store.txns.values()].reverse().slice(0, 50);
    if (wantsJson(request)) return { webhooks: store.settings.webhooks, transactions: txns };
    const act = (txn: SandboxTxn, value: string, label: string) =>
      actionForm(`${base}/tester/transactions/${escapeHtml(txn.orderId)}`, "action", value, label);
    const rows = txns
      .map((txn) => {
        const actions =
          txn.status === "PENDING"
            ? act(txn, "success", "Complete") + act(txn, "failure", "Fail")
            : txn.status === "CREATED"
              ? act(txn, "expire", "Expire its token")
              : act(txn, "replay", "Send webhook again");
        return `<tr><td>${escapeHtml(txn.orderId)}</td><td>${formatRupees(txn.amount)}</td><td>${escapeHtml(txn.wallet?.mobile ?? "")}</td><td>${txn.status}</td><td>${actions}</td></tr>`;
      })
      .join("");
    const modes = webhookChoices(store.settings.webhooks);
    return sendHtml(
      reply,
      sandboxPage(
        "Paytm",
        "Transactions (tester)",
        `<form method="post" action="${base}/tester/webhooks"><fieldset><legend>Webhooks (tester)</legend>${modes}</fieldset><button type="submit">Save</button></form>
${testerTable(["Order", "Amount", "Wallet", "Status"], rows)}`,
      ),
    );
  });

  app.post(`${base}/tester/webhooks`, route, async (request, reply) => {
    store.settings.webhooks = webhookModeOf(formOf(request).webhooks);
    if (wantsJson(request)) return { webhooks: store.settings.webhooks };
    return reply.redirect(`${base}/tester/transactions`, 303);
  });

  app.post<{ Params: { orderId: string } }>(
    `${base}/tester/transactions/:orderId`,
    route,
    async (request, reply) => {
      const txn = store.txns.get(request.params.orderId);
      if (!txn) return reply.status(404).send({ error: "no such transaction" });
      const { action } = formOf(request);
      if (txn.status === "PENDING" && action === "success")
        store.settle(txn, "TXN_SUCCESS", "01", "Txn Success");
      else if (txn.status === "PENDING" && action === "failure")
        store.settle(txn, "TXN_FAILURE", "227", "Your payment has been declined by your bank.");
      else if (txn.status === "CREATED" && action === "expire") txn.tokenExpiresAt = Date.now();
      if (action !== "expire") await sandbox.paid(txn, action === "success" || action === "failure");
      if (wantsJson(request)) return { orderId: txn.orderId, status: txn.status };
      return reply.redirect(`${base}/tester/transactions`, 303);
    },
  );
}
