import {
  binOf,
  cardDigits,
  cardNumberProblem,
  cvvLengthOf,
  cvvProblem,
  EXPIRY_MONTHS,
  expiryProblem,
  expiryYears,
  formatRupees,
  MESSAGES,
} from "@odin/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import { sameSecret } from "../../../platform/secrets";
import { TtlStore } from "../../oauth/ttl-store";
import {
  escapeHtml,
  hiddenFields,
  outcomeOf,
  returnPage,
  sandboxPage,
  testerChoices,
  webhookModeOf,
} from "../sandbox-kit";
import { DECLINED_CARD, TEST_CARDS } from "../test-cards";
import type { PayuSandbox } from "./payu-sandbox";
import { answerFields, requestHash, type SandboxTransaction } from "./payu-store";

type Form = Record<string, string | undefined>;
const SESSION_MS = 30 * 60_000;
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
  const sessions = new TtlStore<string>(SESSION_MS);
  const action = `${base}/_payment`;
  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply.status(status).header("cache-control", "no-store").type("text/html; charset=utf-8").send(body);
  const refused = (reply: FastifyReply, reason: string) =>
    html(
      reply,
      sandboxPage("PayU", "Transaction error", `<p class="error">Error Reason: ${escapeHtml(reason)}</p>`),
      400,
    );

  app.post(action, { schema: { hide: true } }, async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    const missing = REQUIRED.find((name) => !form[name]);
    if (missing) return refused(reply, `Mandatory parameter ${missing} is missing`);
    if (form.key !== keys.key) return refused(reply, "Invalid key");
    if (!sameSecret(requestHash(keys.salt, form), form.hash ?? ""))
      return refused(reply, "Transaction failed due to incorrectly calculated hash parameter");
    if (!/^\d{1,9}(\.\d{1,2})?$/.test(form.amount ?? "") || Number(form.amount) < 1)
      return refused(reply, "Invalid amount");
    const earlier = store.transactions.get(form.txnid ?? "");
    if (earlier && earlier.status !== "initiated") return refused(reply, "Duplicate transaction id");
    const fields = Object.fromEntries(
      Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    const transaction = store.start(fields);
    return html(reply, payPage(sessions.put(fields.txnid ?? ""), transaction, {}));
  });

  app.post(`${action}/pay`, { schema: { hide: true } }, async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    const transaction = store.transactions.get(sessions.get(form.session) ?? "");
    if (!transaction || !form.session || transaction.status !== "initiated")
      return html(
        reply,
        sandboxPage("PayU", "Payment error", '<p class="error">This payment page has expired.</p>'),
        400,
      );
    const card = transaction.mode === "NB" ? undefined : cardOf(form);
    if (card?.errors) return html(reply, payPage(form.session, transaction, card.errors, form), 400);
    sessions.delete(form.session);
    const outcome = outcomeOf(form.outcome);
    if (outcome === "timeout") {
      store.settle(transaction, "pending");
      return html(reply, timeoutPage(transaction));
    }
    const paid = outcome === "success" && !card?.declined;
    if (paid) store.settle(transaction, "success");
    else if (outcome === "pending") store.settle(transaction, "pending");
    else if (outcome === "insufficient")
      store.settle(transaction, "failure", { code: "E1605", message: "Insufficient funds" });
    else store.settle(transaction, "failure", { code: "E308", message: "Transaction declined by the bank" });
    await sandbox.notify(transaction, webhookModeOf(form.webhooks));
    const target = paid ? transaction.request.surl : transaction.request.furl;
    return html(reply, returnPage("PayU", target ?? "", "POST", answerFields(keys.salt, transaction)));
  });

  /** The typed card checked with the spec's rules; PayU keeps none of it here. */
  function cardOf(form: Form): { errors?: Record<string, string>; declined: boolean } {
    const number = cardDigits(form.number ?? "");
    const errors: Record<string, string> = {};
    const numberProblem = cardNumberProblem(number);
    if (numberProblem) errors.number = numberProblem;
    if (!(form.name ?? "").trim()) errors.name = MESSAGES.payment.invalidCardDetails;
    const expiry = expiryProblem(Number(form.month), Number(form.year), new Date());
    if (expiry) errors.expiry = expiry;
    const cvv = cvvProblem(form.cvv ?? "", cvvLengthOf(binOf(number)));
    if (cvv) errors.cvv = cvv;
    return Object.keys(errors).length > 0
      ? { errors, declined: false }
      : { declined: number === DECLINED_CARD };
  }

  function payPage(
    key: string,
    transaction: SandboxTransaction,
    errors: Record<string, string>,
    typed: Form = {},
  ) {
    const error = (field: string) =>
      errors[field] ? `<p class="error" role="alert">${escapeHtml(errors[field])}</p>` : "";
    const value = (field: string) => escapeHtml(typed[field] ?? "");
    const amount = formatRupees(Math.round(Number(transaction.request.amount) * 100));
    let method: string;
    if (transaction.mode === "NB") {
      const bank = BANK_NAMES[transaction.bankcode] ?? transaction.bankcode;
      method = `<p>You are at <strong>${escapeHtml(bank)}</strong>'s net banking (sandbox).</p>`;
    } else {
      const months = EXPIRY_MONTHS.map(
        (month) => `<option${typed.month === month ? " selected" : ""}>${month}</option>`,
      );
      const years = expiryYears(new Date()).map(
        (year) => `<option${typed.year === String(year) ? " selected" : ""}>${year}</option>`,
      );
      method = `<label for="number">Card number</label><input id="number" name="number" type="text" inputmode="numeric" autocomplete="cc-number" value="${value("number")}">${error("number")}
<label for="name">Name on card</label><input id="name" name="name" type="text" autocomplete="cc-name" value="${value("name")}">${error("name")}
<label for="month">Expiry</label><select id="month" name="month" aria-label="Expiry month">${months.join("")}</select> <select name="year" aria-label="Expiry year">${years.join("")}</select>${error("expiry")}
<label for="cvv">CVV</label><input id="cvv" name="cvv" type="password" inputmode="numeric" maxlength="4" autocomplete="off">${error("cvv")}
<p class="note">Test cards: ${TEST_CARDS.map((card) => `${card.number} (${card.note})`).join("; ")}. Any name, a future expiry, any CVV of the card's length.</p>`;
    }
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
    const back = `<form method="post" action="${escapeHtml(transaction.request.furl ?? "")}">${hiddenFields(answerFields(keys.salt, transaction))}<button type="submit">Back to the store</button></form>`;
    return sandboxPage("PayU", "Payment timed out", `<p>The bank did not answer in time.</p>${back}`);
  }
}
