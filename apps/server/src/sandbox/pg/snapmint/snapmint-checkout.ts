import { formatRupees } from "@odin/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import { sameSecret } from "../../../platform/secrets";
import { TtlStore } from "../../oauth/ttl-store";
import {
  escapeHtml,
  hiddenFields,
  outcomeOf,
  returnPage,
  type SandboxOutcome,
  sandboxPage,
  testerChoices,
  webhookModeOf,
} from "../sandbox-kit";
import type { SnapmintSandbox } from "./snapmint-sandbox";
import { answerFields, checkoutChecksum, type SandboxOrder } from "./snapmint-store";

type Form = Record<string, string | undefined>;
const SESSION_MS = 30 * 60_000;
const REQUIRED = [
  "merchant_key",
  "order_id",
  "order_value",
  "merchant_confirmation_url",
  "merchant_failure_url",
  "full_name",
  "mobile",
  "checksum_hash",
];
/** The EMI plans on offer: the shopper pays one part now and the rest over these months. */
const PLANS = [3, 6, 9];
/** A credit decision can only be yes, no, later or none: Snapmint has no wallet balance to run short. */
const OUTCOMES: readonly SandboxOutcome[] = ["success", "failure", "pending", "timeout"];

/**
 * Snapmint's checkout in the sandbox: the merchant's form is posted to
 * `/_sandbox/pg/snapmint/v1/public/online_checkout` and checked as Snapmint checks it (merchant key,
 * checksum, amount, mobile number, an order id not used before); the shopper picks an EMI plan and
 * the tester the credit decision; the browser goes back to the confirmation URL (or the failure URL)
 * with Snapmint's answer and its checksum.
 */
export function snapmintCheckout(app: FastifyInstance, sandbox: SnapmintSandbox): void {
  const { store, base, keys } = sandbox;
  const sessions = new TtlStore<string>(SESSION_MS);
  const action = `${base}/v1/public/online_checkout`;
  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply.status(status).header("cache-control", "no-store").type("text/html; charset=utf-8").send(body);
  const refused = (reply: FastifyReply, reason: string) =>
    html(reply, sandboxPage("Snapmint", "Checkout error", `<p class="error">${escapeHtml(reason)}</p>`), 400);

  app.post(action, { schema: { hide: true } }, async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    const missing = REQUIRED.find((name) => !form[name]);
    if (missing) return refused(reply, `${missing} is required`);
    if (form.merchant_key !== keys.merchantKey || (form.merchant_id && form.merchant_id !== keys.merchantId))
      return refused(reply, "Invalid merchant");
    if (!sameSecret(checkoutChecksum(keys, form), form.checksum_hash ?? ""))
      return refused(reply, "Checksum mismatch");
    if (!/^\d{1,9}(\.\d{1,2})?$/.test(form.order_value ?? "")) return refused(reply, "Invalid order value");
    if (!/^[6-9]\d{9}$/.test(form.mobile ?? "")) return refused(reply, "Invalid mobile number");
    const earlier = store.orders.get(form.order_id ?? "");
    if (earlier && earlier.status !== "initiated") return refused(reply, "Order already exists");
    const fields = Object.fromEntries(
      Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    const order = store.start(fields);
    return html(reply, planPage(sessions.put(fields.order_id ?? ""), order));
  });

  app.post(`${action}/pay`, { schema: { hide: true } }, async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    const order = store.orders.get(sessions.get(form.session) ?? "");
    if (!order || !form.session || order.status !== "initiated")
      return html(
        reply,
        sandboxPage("Snapmint", "Checkout error", '<p class="error">This checkout has expired.</p>'),
        400,
      );
    sessions.delete(form.session);
    order.months = PLANS.includes(Number(form.plan)) ? Number(form.plan) : PLANS[0];
    const outcome = outcomeOf(form.outcome);
    const { request: posted } = order;
    if (outcome === "timeout") {
      store.settle(order, "pending");
      const back = `<form method="post" action="${escapeHtml(posted.merchant_failure_url ?? "")}">${hiddenFields(answerFields(keys, order))}<button type="submit">Back to the store</button></form>`;
      return html(
        reply,
        sandboxPage("Snapmint", "Timed out", `<p>Snapmint did not answer in time.</p>${back}`),
      );
    }
    const status = outcome === "success" ? "success" : outcome === "pending" ? "pending" : "failure";
    store.settle(order, status);
    await sandbox.notify(order, webhookModeOf(form.webhooks));
    const target = status === "failure" ? posted.merchant_failure_url : posted.merchant_confirmation_url;
    return html(reply, returnPage("Snapmint", target ?? "", "POST", answerFields(keys, order)));
  });

  function planPage(key: string, order: SandboxOrder) {
    const paise = Math.round(Number(order.request.order_value) * 100);
    const plans = PLANS.map((months, index) => {
      const part = formatRupees(Math.ceil(paise / (months + 1)));
      return `<label><input type="radio" name="plan" value="${months}"${index === 0 ? " checked" : ""}> ${part} now, then ${months} monthly payments of ${part}</label>`;
    }).join("");
    return sandboxPage(
      "Snapmint",
      "Pay in EMIs with Snapmint",
      `<p class="amount">${formatRupees(paise)}</p><p>No credit card needed. Mobile ${escapeHtml(order.request.mobile ?? "")}</p>
<form method="post" action="${escapeHtml(action)}/pay"><input type="hidden" name="session" value="${escapeHtml(key)}">
<fieldset><legend>EMI plan</legend>${plans}</fieldset>${testerChoices(OUTCOMES)}<button type="submit">Pay the down payment</button></form>`,
    );
  }
}
