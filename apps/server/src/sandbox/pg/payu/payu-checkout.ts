import { formatRupees } from "@odin/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import { sameSecret } from "../../../platform/secrets";
import { cardFields, TEST_CARDS_NOTE, typedCard } from "../card-entry";
import {
  backForm,
  checkoutSessions,
  errorPage,
  escapeHtml,
  formOf,
  isRupees,
  outcomeOf,
  postedFields,
  returnPage,
  type SandboxForm,
  sandboxPage,
  sendHtml,
  testerChoices,
  webhookModeOf,
} from "../sandbox-kit";
import type { PayuSandbox } from "./payu-store";
import { answerFields, requestHash, type SandboxTransaction } from "./payu-store";

const REQUIRED = ["key", "txnid", "amount", "productinfo", "firstname", "phone", "surl", "furl", "hash"];

/** PayU's net-banking codes the sandbox's bank page names. */
const BANK_NAMES: Record<string, string> = {
  AXIB: "Axis Bank",
  "162B": "Kotak Mahindra Bank",
  YESB: "YES Bank",
  HDFB: "HDFC Bank",
  ICIB: "ICICI Bank",
  SBIB: "State Bank of India",
};

/**
 * PayU Hosted Checkout in the sandbox: the merchant's form is posted to `/_sandbox/pg/payu/_payment`
 * and checked as PayU checks it (key, hash, amount, a txnid not used before); the shopper is at the
 * bank's page (`pg=NB`) or types a card with the spec's card rules (cards), the tester picks the
 * outcome, and the browser goes back to surl (success) or furl with PayU's fields and reverse hash.
 */
export function payuCheckout(app: FastifyInstance, sandbox: PayuSandbox): void {
  const { store, base, keys } = sandbox;
  const sessions = checkoutSessions<string>();
  const action = `${base}/_payment`;
  const refused = (reply: FastifyReply, reason: string) =>
    sendHtml(reply, errorPage("PayU", "Transaction error", `Error Reason: ${reason}`), 400);

  app.post(action, { schema: { hide: true } }, async (request, reply) => {
    const form = formOf(request);
    const missing = REQUIRED.find((name) => !form[name]);
    if (missing) return refused(reply, `Mandatory parameter ${missing} is missing`);
    if (form.key !== keys.key) return refused(reply, "Invalid key");
    if (!sameSecret(requestHash(keys.salt, form), form.hash ?? ""))
      return refused(reply, "Transaction failed due to incorrectly calculated hash parameter");
    if (!isRupees(form.amount) || Number(form.amount) < 1) return refused(reply, "Invalid amount");
    const earlier = store.transactions.get(form.txnid ?? "");
    if (earlier && earlier.status !== "initiated") return refused(reply, "Duplicate transaction id");
    const fields = postedFields(form);
    const transaction = store.start(fields);
    return sendHtml(reply, payPage(sessions.put(fields.txnid ?? ""), transaction, {}));
  });

  app.post(`${action}/pay`, { schema: { hide: true } }, async (request, reply) => {
    const form = formOf(request);
    const transaction = store.transactions.get(sessions.get(form.session) ?? "");
    if (!transaction || !form.session || transaction.status !== "initiated")
      return sendHtml(reply, errorPage("PayU", "Payment error", "This payment page has expired."), 400);
    const card = transaction.mode === "NB" ? undefined : typedCard(form);
    if (card && "errors" in card)
      return sendHtml(reply, payPage(form.session, transaction, card.errors, form), 400);
    sessions.delete(form.session);
    const outcome = outcomeOf(form.outcome);
    if (outcome === "timeout") {
      store.settle(transaction, "pending");
      return sendHtml(reply, timeoutPage(transaction));
    }
    const paid = outcome === "success" && !card?.declined;
    if (paid) store.settle(transaction, "success");
    else if (outcome === "pending") store.settle(transaction, "pending");
    else if (outcome === "insufficient")
      store.settle(transaction, "failure", { code: "E1605", message: "Insufficient funds" });
    else store.settle(transaction, "failure", { code: "E308", message: "Transaction declined by the bank" });
    await sandbox.notify(transaction, webhookModeOf(form.webhooks));
    const target = paid ? transaction.request.surl : transaction.request.furl;
    return sendHtml(reply, returnPage("PayU", target ?? "", "POST", answerFields(keys.salt, transaction)));
  });

  function payPage(
    key: string,
    transaction: SandboxTransaction,
    errors: Record<string, string>,
    typed: SandboxForm = {},
  ) {
    const amount = formatRupees(Math.round(Number(transaction.request.amount) * 100));
    const bank = BANK_NAMES[transaction.bankcode] ?? transaction.bankcode;
    const method =
      transaction.mode === "NB"
        ? `<p>You are at <strong>${escapeHtml(bank)}</strong>'s net banking (sandbox).</p>`
        : `${cardFields(errors, typed)}\n${TEST_CARDS_NOTE}`;
    return sandboxPage(
      "PayU",
      "Pay with PayU",
      `<p class="amount">${amount}</p><p>${escapeHtml(transaction.request.productinfo ?? "")}</p>
<form method="post" action="${escapeHtml(action)}/pay"><input type="hidden" name="session" value="${escapeHtml(key)}">
${method}${testerChoices()}<button type="submit">Pay ${amount}</button></form>`,
    );
  }

  /** The bank did not answer: the transaction stays pending; the shopper may go back to the store. */
  function timeoutPage(transaction: SandboxTransaction) {
    const back = backForm(transaction.request.furl ?? "", answerFields(keys.salt, transaction));
    return sandboxPage("PayU", "Payment timed out", `<p>The bank did not answer in time.</p>${back}`);
  }
}
