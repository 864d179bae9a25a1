import { formatRupees } from "@odin/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import { sameSecret } from "../../../platform/secrets";
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
  type SandboxOutcome,
  sandboxPage,
  sendHtml,
  testerChoices,
  webhookModeOf,
} from "../sandbox-kit";
import type { SnapmintSandbox } from "./snapmint-store";
import { answerFields, checkoutChecksum, type SandboxOrder } from "./snapmint-store";

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
  const sessions = checkoutSessions<string>();
  const action = `${base}/v1/public/online_checkout`;
  const refused = (reply: FastifyReply, reason: string) =>
    sendHtml(reply, errorPage("Snapmint", "Checkout error", reason), 400);

  app.post(action, { schema: { hide: true } }, async (request, reply) => {
    const form = formOf(request);
    const missing = REQUIRED.find((name) => !form[name]);
    if (missing) return refused(reply, `${missing} is required`);
    if (form.merchant_key !== keys.merchantKey || (form.merchant_id && form.merchant_id !== keys.merchantId))
      return refused(reply, "Invalid merchant");
    if (!sameSecret(checkoutChecksum(keys, form), form.checksum_hash ?? ""))
      return refused(reply, "Checksum mismatch");
    if (!isRupees(form.order_value)) return refused(reply, "Invalid order value");
    if (!/^[6-9]\d{9}$/.test(form.mobile ?? "")) return refused(reply, "Invalid mobile number");
    const earlier = store.orders.get(form.order_id ?? "");
    if (earlier && earlier.status !== "initiated") return refused(reply, "Order already exists");
    const fields = postedFields(form);
    const order = store.start(fields);
    return sendHtml(reply, planPage(sessions.put(fields.order_id ?? ""), order));
  });

  app.post(`${action}/pay`, { schema: { hide: true } }, async (request, reply) => {
    const form = formOf(request);
    const order = store.orders.get(sessions.get(form.session) ?? "");
    if (!order || !form.session || order.status !== "initiated")
      return sendHtml(reply, errorPage("Snapmint", "Checkout error", "This checkout has expired."), 400);
    sessions.delete(form.session);
    order.months = PLANS.includes(Number(form.plan)) ? Number(form.plan) : PLANS[0];
    const outcome = outcomeOf(form.outcome);
    const { request: posted } = order;
    if (outcome === "timeout") {
      store.settle(order, "pending");
      const back = backForm(posted.merchant_failure_url ?? "", answerFields(keys, order));
      return sendHtml(
        reply,
        sandboxPage("Snapmint", "Timed out", `<p>Snapmint did not answer in time.</p>${back}`),
      );
    }
    const status = outcome === "success" ? "success" : outcome === "pending" ? "pending" : "failure";
    store.settle(order, status);
    await sandbox.notify(order, webhookModeOf(form.webhooks));
    const target = status === "failure" ? posted.merchant_failure_url : posted.merchant_confirmation_url;
    return sendHtml(reply, returnPage("Snapmint", target ?? "", "POST", answerFields(keys, order)));
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
