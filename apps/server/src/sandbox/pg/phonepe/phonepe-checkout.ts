import { formatRupees } from "@odin/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import {
  errorPage,
  escapeHtml,
  formOf,
  OUTCOME_LABELS,
  outcomeOf,
  returnPage,
  type SandboxForm,
  type SandboxOutcome,
  sandboxPage,
  sendHtml,
  testerChoices,
  webhookModeOf,
} from "../sandbox-kit";
import { qrPatternSvg } from "./phonepe-qr";
import type { PhonePeSandbox, SandboxOrder } from "./phonepe-store";

/**
 * The sandbox's payee: a handle no UPI app knows, so an intent opened by a real app fails at once
 * rather than paying someone.
 */
const PAYEE = { vpa: "odin.sandbox@sandbox", name: "Odin (sandbox)" };

/** The UPI intent of an order (NPCI's `upi://pay` link), which the QR code and the app link carry. */
function intentOf(order: SandboxOrder): string {
  const note = order.metaInfo.udf1 ? `Order ${order.metaInfo.udf1}` : "Order";
  const query = [
    ["pa", PAYEE.vpa],
    ["pn", PAYEE.name],
    ["am", (order.amount / 100).toFixed(2)],
    ["cu", "INR"],
    ["tr", order.orderId],
    ["tn", note],
  ]
    .map(([key, value]) => `${key}=${encodeURIComponent(value ?? "")}`)
    .join("&");
  return `upi://pay?${query}`;
}

/** A script-safe JSON literal (no `</script>` inside). */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * PhonePe's Standard Checkout page in the sandbox, UPI only (collect requests from merchants are
 * withdrawn in 2026): the QR code to scan and the intent link for a UPI app on this device, each with
 * a link to the sandbox's phone page where the tester, as the shopper's UPI app, approves, declines,
 * leaves the payment pending, lets it time out or runs short of balance. The checkout page polls
 * for the answer when scripts run, and has an "I have paid — continue" button when they do not;
 * either way the browser goes back to the merchant's redirectUrl with a GET and no fields, as
 * PhonePe's does.
 */
export function phonepeCheckout(app: FastifyInstance, sandbox: PhonePeSandbox): void {
  const { store, base } = sandbox;
  const hide = { schema: { hide: true } };
  const gone = (reply: FastifyReply) =>
    sendHtml(reply, errorPage("PhonePe", "Payment error", "This payment page has expired."), 404);
  const continueForm = (order: SandboxOrder, label: string) =>
    `<form id="continue" method="post" action="${base}/transact/continue"><input type="hidden" name="token" value="${escapeHtml(order.token)}"><button type="submit">${label}</button></form>`;
  const phoneLink = (order: SandboxOrder, flow: "QR" | "INTENT") =>
    `${base}/upi?token=${encodeURIComponent(order.token)}&amp;flow=${flow}`;

  /** An order named by the page's token, brought up to date with its expiry. */
  const orderOf = (token: string | undefined) => {
    const order = store.byToken(token);
    if (order) store.expire(order);
    return order;
  };

  app.get<{ Querystring: SandboxForm }>(`${base}/transact`, hide, async (request, reply) => {
    const order = orderOf(request.query.token);
    if (!order) return gone(reply);
    const intent = intentOf(order);
    const expires = new Date(order.expireAt).toISOString().slice(11, 16);
    const state = `${base}/transact/state?token=${encodeURIComponent(order.token)}`;
    return sendHtml(
      reply,
      sandboxPage(
        "PhonePe",
        "Pay with UPI",
        `<p class="amount">${formatRupees(order.amount)}</p><p>To ${escapeHtml(PAYEE.name)}. This request expires at ${expires} UTC.</p>
<h2>Scan the QR code with any UPI app</h2>${qrPatternSvg(intent, "UPI QR code (sandbox picture)")}
<p class="note">A sandbox picture, not a scannable code. It stands for <code>${escapeHtml(intent)}</code></p>
<p><a href="${phoneLink(order, "QR")}" target="_blank" rel="noopener">Scan it with the sandbox phone</a></p>
<h2>Or pay with a UPI app on this device</h2>
<p><a href="${escapeHtml(intent)}">Open UPI app</a> · <a href="${phoneLink(order, "INTENT")}">Open the sandbox phone's UPI app</a></p>
${continueForm(order, "I have paid — continue")}
<script>(function(){var form=document.getElementById("continue");function poll(){fetch(${scriptJson(state)},{headers:{accept:"application/json"}}).then(function(r){return r.json()}).then(function(s){if(s.done)form.submit();else setTimeout(poll,2000)},function(){setTimeout(poll,5000)})}setTimeout(poll,2000)})()</script>`,
      ),
    );
  });

  app.get<{ Querystring: SandboxForm }>(`${base}/transact/state`, hide, async (request, reply) => {
    const order = orderOf(request.query.token);
    if (!order) return reply.status(404).send({ done: true });
    return { state: order.state, done: order.answered || order.state !== "PENDING" };
  });

  app.post(`${base}/transact/continue`, hide, async (request, reply) => {
    const order = orderOf(formOf(request).token);
    if (!order) return gone(reply);
    return sendHtml(reply, returnPage("PhonePe", order.redirectUrl, "GET", {}));
  });

  app.get<{ Querystring: SandboxForm }>(`${base}/upi`, hide, async (request, reply) => {
    const order = orderOf(request.query.token);
    if (!order) return gone(reply);
    const flow = request.query.flow === "INTENT" ? "INTENT" : "QR";
    const open = order.state === "PENDING" && order.paymentDetails.length === 0;
    const body = open
      ? `<p>Pay <strong>${formatRupees(order.amount)}</strong> to ${escapeHtml(PAYEE.name)} <code>${PAYEE.vpa}</code>${flow === "QR" ? ", scanned from the QR code" : ""}.</p>
<form method="post" action="${base}/upi"><input type="hidden" name="token" value="${escapeHtml(order.token)}"><input type="hidden" name="flow" value="${flow}">
${testerChoices()}<button type="submit">Send the UPI app's answer</button></form>`
      : `<p>This payment request was answered already (${order.state}).</p>`;
    return sendHtml(
      reply,
      sandboxPage("PhonePe", "Sandbox phone: your UPI app", `<h2>Sandbox phone: your UPI app</h2>${body}`),
    );
  });

  app.post(`${base}/upi`, hide, async (request, reply) => {
    const form = formOf(request);
    const order = orderOf(form.token);
    if (!order) return gone(reply);
    if (order.state !== "PENDING" || order.paymentDetails.length > 0)
      return sendHtml(
        reply,
        sandboxPage("PhonePe", "Already answered", "<p>This payment request was answered already.</p>"),
        409,
      );
    const outcome = outcomeOf(form.outcome);
    order.webhooks = webhookModeOf(form.webhooks);
    store.answer(order, outcome, form.flow === "INTENT" ? "UPI_INTENT" : "UPI_QR");
    await sandbox.changed(order);
    return sendHtml(reply, answeredPage(order, outcome));
  });

  function answeredPage(order: SandboxOrder, outcome: SandboxOutcome) {
    const said =
      outcome === "timeout"
        ? `<p>No answer was sent (timeout): the request fails when it expires, at ${new Date(order.expireAt).toISOString().slice(11, 16)} UTC.</p>`
        : `<p>The UPI app answered: <strong>${escapeHtml(OUTCOME_LABELS[outcome])}</strong>.</p>`;
    return sandboxPage(
      "PhonePe",
      "Answered",
      `${said}<p class="note">The checkout page on the other screen notices by itself. On this device:</p>${continueForm(order, "Return to the store")}`,
    );
  }
}
