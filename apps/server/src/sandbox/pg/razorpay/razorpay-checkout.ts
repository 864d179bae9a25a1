import { createHmac } from "node:crypto";
import { binOf, cvvProblem, formatRupees, MESSAGES } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { cardFields, fieldError, TEST_CARDS_NOTE, typedCard } from "../card-entry";
import {
  backForm,
  checkoutSessions,
  errorPage,
  escapeHtml,
  formOf,
  outcomeOf,
  returnPage,
  type SandboxForm,
  type SandboxOutcome,
  sandboxPage,
  sendHtml,
  testerChoices,
  webhookModeOf,
} from "../sandbox-kit";
import { testBin } from "../test-cards";
import type { RazorpaySandbox, SandboxOrder, SandboxPayment } from "./razorpay-store";

/** What the merchant's form posted to Hosted Checkout, kept while the shopper pays. */
interface Session {
  orderId: string;
  method: string;
  bank: string | undefined;
  wallet: string | undefined;
  callbackUrl: string;
  cancelUrl: string | undefined;
  customerId: string | undefined;
  save: boolean;
  token: string | undefined;
  email: string | undefined;
  contact: string | undefined;
}

const METHODS = new Set(["card", "netbanking", "wallet", "upi", "cardless_emi"]);

/** A wallet's balance on the sandbox page (paise): enough unless the tester picks "insufficient". */
const WALLET_BALANCE = 10_000_000;

/**
 * Razorpay Hosted Checkout in the sandbox: the merchant's form is posted to
 * `/_sandbox/pg/razorpay/v1/checkout/embedded`, the shopper pays on this page (card entry with the
 * spec's card rules, a saved card's CVV, a bank, a wallet with its balance and OTP, UPI by QR or
 * intent, EMI plans), the tester picks the outcome, and the browser goes back to `callback_url` with
 * the signed fields Razorpay sends.
 */
export function razorpayCheckout(app: FastifyInstance, sandbox: RazorpaySandbox): void {
  const { store, base } = sandbox;
  const sessions = checkoutSessions<Session>();
  const action = `${base}/v1/checkout/embedded`;

  app.post(action, { schema: { hide: true } }, async (request, reply) => {
    const form = formOf(request);
    const order = form.order_id ? store.orders.get(form.order_id) : undefined;
    if (form.key_id !== sandbox.keys.keyId || !order || !form.callback_url)
      return sendHtml(reply, errorPage("Razorpay", "Payment error", "Invalid key or order."), 400);
    const session: Session = {
      orderId: order.id,
      method: METHODS.has(form["prefill[method]"] ?? "") ? (form["prefill[method]"] as string) : "card",
      bank: form["prefill[bank]"],
      wallet: form["prefill[wallet]"],
      callbackUrl: form.callback_url,
      cancelUrl: form.cancel_url,
      customerId: form.customer_id,
      save: form.save === "1",
      token: form.token,
      email: form["prefill[email]"],
      contact: form["prefill[contact]"],
    };
    return sendHtml(reply, payPage(sessions.put(session), session, order, {}));
  });

  app.post(`${action}/pay`, { schema: { hide: true } }, async (request, reply) => {
    const form = formOf(request);
    const session = sessions.get(form.session);
    const order = session ? store.orders.get(session.orderId) : undefined;
    if (!session || !order || !form.session)
      return sendHtml(reply, errorPage("Razorpay", "Payment error", "This payment page has expired."), 400);
    const outcome = outcomeOf(form.outcome);
    const card = session.method === "card" ? cardOf(session, form) : undefined;
    if (card && "errors" in card)
      return sendHtml(reply, payPage(form.session, session, order, card.errors, form), 400);
    if (session.method === "wallet" && !/^[0-9]{6}$/.test(form.otp ?? ""))
      return sendHtml(
        reply,
        payPage(form.session, session, order, { otp: MESSAGES.payment.paytmOtp }, form),
        400,
      );
    sessions.delete(form.session);
    if (outcome === "timeout") return sendHtml(reply, timeoutPage(session));
    const payment = store.createPayment(order, {
      method: session.method,
      bank: session.method === "netbanking" ? (session.bank ?? "HDFC") : null,
      wallet: session.method === "wallet" ? (session.wallet ?? "mobikwik") : null,
      vpa: session.method === "upi" ? "shopper@upi" : null,
      email: session.email ?? null,
      contact: session.contact ?? null,
      customer_id: session.customerId ?? null,
      card: card?.card ?? null,
    });
    settle(payment, session, card, outcome);
    sandbox.paid(payment, order, webhookModeOf(form.webhooks));
    return sendHtml(
      reply,
      returnPage("Razorpay", session.callbackUrl, "POST", callbackFields(payment, order, sandbox)),
    );
  });

  /** The payment as the tester's outcome leaves it; a saved card becomes the customer's token. */
  function settle(
    payment: SandboxPayment,
    session: Session,
    card: { card: NonNullable<SandboxPayment["card"]>; declined: boolean } | undefined,
    outcome: SandboxOutcome,
  ) {
    if (outcome === "pending") return;
    if (card?.declined || outcome === "failure")
      return store.fail(
        payment,
        "BAD_REQUEST_ERROR",
        "payment_failed",
        "Your payment was declined by the bank.",
      );
    if (outcome === "insufficient")
      return store.fail(
        payment,
        "BAD_REQUEST_ERROR",
        "insufficient_balance",
        "Insufficient balance in the wallet.",
      );
    payment.status = "authorized";
    store.capture(payment);
    const customer = session.customerId ? store.customers.get(session.customerId) : undefined;
    if (customer && card && session.save) payment.token_id = store.addToken(customer, card.card).id;
    if (customer && session.token) payment.token_id = session.token;
  }

  /** The typed card (or the saved card's CVV) checked with the spec's rules; only what Razorpay keeps of it comes out. */
  function cardOf(
    session: Session,
    form: SandboxForm,
  ): { errors: Record<string, string> } | { card: NonNullable<SandboxPayment["card"]>; declined: boolean } {
    if (session.token && session.customerId) {
      const token = store.customers.get(session.customerId)?.tokens.find((item) => item.id === session.token);
      if (!token) return { errors: { card: MESSAGES.payment.cardNotSaved } };
      const problem = cvvProblem(form.cvv ?? "", token.card.network === "Amex" ? 4 : 3);
      return problem ? { errors: { cvv: problem } } : { card: token.card, declined: false };
    }
    const typed = typedCard(form);
    if ("errors" in typed) return typed;
    const bin = binOf(typed.number);
    const known = bin ? testBin(bin) : undefined;
    return {
      card: {
        last4: typed.number.slice(-4),
        network: known?.network ?? "Visa",
        type: known?.type ?? "credit",
        issuer: known?.issuerCode ?? null,
      },
      declined: typed.declined,
    };
  }

  /** The page for the session's method; `errors` by field, `typed` what the shopper had typed (but the CVV). */
  function payPage(
    key: string,
    session: Session,
    order: SandboxOrder,
    errors: Record<string, string>,
    typed: SandboxForm = {},
  ) {
    const error = (field: string) => fieldError(errors, field);
    const value = (field: string) => escapeHtml(typed[field] ?? "");
    let method = "";
    if (session.method === "card" && session.token) {
      const token = session.customerId
        ? store.customers.get(session.customerId)?.tokens.find((item) => item.id === session.token)
        : undefined;
      method = `<p>Saved card: <strong>${escapeHtml(token ? `${token.card.network} •••• ${token.card.last4}` : "unknown")}</strong></p>
${error("card")}<label for="cvv">CVV</label><input id="cvv" name="cvv" type="password" inputmode="numeric" maxlength="4" autocomplete="off" required>${error("cvv")}`;
    } else if (session.method === "card") {
      method = `${cardFields(errors, typed)}
${session.save ? '<p class="note">This card will be saved as a token for faster payments.</p>' : ""}
${TEST_CARDS_NOTE}`;
    } else if (session.method === "netbanking") {
      method = `<p>You are at <strong>${escapeHtml(session.bank ?? "your bank")}</strong>'s net banking (sandbox).</p>`;
    } else if (session.method === "wallet") {
      method = `<p>Wallet: <strong>${escapeHtml(session.wallet ?? "wallet")}</strong>, balance ${formatRupees(WALLET_BALANCE)}</p>
<label for="otp">OTP sent to ${escapeHtml(session.contact ?? "your mobile")}</label><input id="otp" name="otp" type="text" inputmode="numeric" maxlength="6" autocomplete="one-time-code" value="${value("otp")}">${error("otp")}
<p class="note">Any 6 digits.</p>`;
    } else if (session.method === "upi") {
      const intent = `upi://pay?pa=odin@razorpay&pn=Odin&am=${(order.amount / 100).toFixed(2)}&cu=INR&tr=${order.id}`;
      method = `<p>Scan with any UPI app, or <a href="${escapeHtml(intent)}">open your UPI app</a>.</p>`;
    } else {
      method = `<fieldset><legend>EMI plan</legend>${[3, 6, 9]
        .map(
          (months, index) =>
            `<label><input type="radio" name="plan" value="${months}"${index === 0 ? " checked" : ""}> ${months} months, ${formatRupees(Math.ceil(order.amount / months))} a month</label>`,
        )
        .join("")}</fieldset>`;
    }
    return sandboxPage(
      "Razorpay",
      "Pay with Razorpay",
      `<p class="amount">${formatRupees(order.amount)}</p>
<form method="post" action="${escapeHtml(action)}/pay"><input type="hidden" name="session" value="${escapeHtml(key)}">
${method}${testerChoices()}<button type="submit">Pay ${formatRupees(order.amount)}</button></form>
${cancelForm(session, { label: "Cancel payment", secondary: true })}`,
    );
  }

  function timeoutPage(session: Session) {
    const cancel = cancelForm(session, {});
    return sandboxPage("Razorpay", "Payment timed out", `<p>The bank did not answer in time.</p>${cancel}`);
  }
}

/** The form to the merchant's cancel_url, if it gave one: a GET, its query as the form's fields. */
function cancelForm(session: Session, options: { label?: string; secondary?: boolean }): string {
  if (!session.cancelUrl) return "";
  const query = Object.fromEntries(new URL(session.cancelUrl, "http://x").searchParams);
  return backForm(session.cancelUrl.split("?")[0] ?? "", query, { ...options, method: "get" });
}

/** What Razorpay posts to `callback_url`: the signed ids of a paid payment, or the error of a failed one. */
function callbackFields(
  payment: SandboxPayment,
  order: SandboxOrder,
  sandbox: RazorpaySandbox,
): Record<string, string> {
  if (payment.status === "captured") {
    const signature = createHmac("sha256", sandbox.keys.keySecret)
      .update(`${order.id}|${payment.id}`)
      .digest("hex");
    return { razorpay_payment_id: payment.id, razorpay_order_id: order.id, razorpay_signature: signature };
  }
  if (payment.status === "failed")
    return {
      "error[code]": payment.error_code ?? "BAD_REQUEST_ERROR",
      "error[description]": payment.error_description ?? "",
      "error[source]": "customer",
      "error[step]": "payment_authorization",
      "error[reason]": payment.error_reason ?? "payment_failed",
      "error[metadata]": JSON.stringify({ payment_id: payment.id, order_id: order.id }),
    };
  return { razorpay_order_id: order.id };
}
