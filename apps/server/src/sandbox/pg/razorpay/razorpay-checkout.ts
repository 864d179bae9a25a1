import { createHmac } from "node:crypto";
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
import { DECLINED_CARD, TEST_CARDS, testBin } from "../test-cards";
import type { RazorpaySandbox } from "./razorpay-sandbox";
import type { SandboxOrder, SandboxPayment } from "./razorpay-store";

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

type Form = Record<string, string | undefined>;
const SESSION_MS = 30 * 60_000;
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
  const sessions = new TtlStore<Session>(SESSION_MS);
  const action = `${base}/v1/checkout/embedded`;

  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply.status(status).header("cache-control", "no-store").type("text/html; charset=utf-8").send(body);

  app.post(action, { schema: { hide: true } }, async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    const order = form.order_id ? store.orders.get(form.order_id) : undefined;
    if (form.key_id !== sandbox.keys.keyId || !order || !form.callback_url)
      return html(
        reply,
        sandboxPage("Razorpay", "Payment error", '<p class="error">Invalid key or order.</p>'),
        400,
      );
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
    return html(reply, payPage(sessions.put(session), session, order, {}));
  });

  app.post(`${action}/pay`, { schema: { hide: true } }, async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    const session = sessions.get(form.session);
    const order = session ? store.orders.get(session.orderId) : undefined;
    if (!session || !order || !form.session)
      return html(
        reply,
        sandboxPage("Razorpay", "Payment error", '<p class="error">This payment page has expired.</p>'),
        400,
      );
    const outcome = outcomeOf(form.outcome);
    const card = session.method === "card" ? cardOf(session, form) : undefined;
    if (card && "errors" in card && card.errors)
      return html(reply, payPage(form.session, session, order, card.errors, form), 400);
    if (session.method === "wallet" && !/^[0-9]{6}$/.test(form.otp ?? ""))
      return html(
        reply,
        payPage(form.session, session, order, { otp: MESSAGES.payment.paytmOtp }, form),
        400,
      );
    sessions.delete(form.session);
    if (outcome === "timeout") return html(reply, timeoutPage(session));
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
    settle(payment, order, session, card && "card" in card ? card : undefined, outcome);
    sandbox.paid(payment, order, webhookModeOf(form.webhooks));
    return html(
      reply,
      returnPage("Razorpay", session.callbackUrl, "POST", callbackFields(payment, order, sandbox)),
    );
  });

  /** The payment as the tester's outcome leaves it; a saved card becomes the customer's token. */
  function settle(
    payment: SandboxPayment,
    order: SandboxOrder,
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
    void order;
  }

  /** The typed card checked with the spec's rules; only what Razorpay keeps of it comes out. */
  function cardOf(session: Session, form: Form) {
    if (session.token && session.customerId) {
      const token = store.customers.get(session.customerId)?.tokens.find((item) => item.id === session.token);
      if (!token) return { errors: { card: MESSAGES.payment.cardNotSaved } };
      const problem = cvvProblem(form.cvv ?? "", token.card.network === "Amex" ? 4 : 3);
      return problem ? { errors: { cvv: problem } } : { card: token.card, declined: false };
    }
    const number = cardDigits(form.number ?? "");
    const bin = binOf(number);
    const errors: Record<string, string> = {};
    const numberProblem = cardNumberProblem(number);
    if (numberProblem) errors.number = numberProblem;
    if (!(form.name ?? "").trim()) errors.name = MESSAGES.payment.invalidCardDetails;
    const expiry = expiryProblem(Number(form.month), Number(form.year), new Date());
    if (expiry) errors.expiry = expiry;
    const cvv = cvvProblem(form.cvv ?? "", cvvLengthOf(bin));
    if (cvv) errors.cvv = cvv;
    if (Object.keys(errors).length > 0) return { errors };
    const known = bin ? testBin(bin) : undefined;
    return {
      card: {
        last4: number.slice(-4),
        network: known?.network ?? "Visa",
        type: known?.type ?? "credit",
        issuer: known?.issuerCode ?? null,
      },
      declined: number === DECLINED_CARD,
    };
  }

  /** The page for the session's method; `errors` by field, `typed` what the shopper had typed (but the CVV). */
  function payPage(
    key: string,
    session: Session,
    order: SandboxOrder,
    errors: Record<string, string>,
    typed: Form = {},
  ) {
    const error = (field: string) =>
      errors[field] ? `<p class="error" role="alert">${escapeHtml(errors[field])}</p>` : "";
    const value = (field: string) => escapeHtml(typed[field] ?? "");
    let method = "";
    if (session.method === "card" && session.token) {
      const token = session.customerId
        ? store.customers.get(session.customerId)?.tokens.find((item) => item.id === session.token)
        : undefined;
      method = `<p>Saved card: <strong>${escapeHtml(token ? `${token.card.network} •••• ${token.card.last4}` : "unknown")}</strong></p>
${error("card")}<label for="cvv">CVV</label><input id="cvv" name="cvv" type="password" inputmode="numeric" maxlength="4" autocomplete="off" required>${error("cvv")}`;
    } else if (session.method === "card") {
      const months = EXPIRY_MONTHS.map(
        (month) => `<option${typed.month === month ? " selected" : ""}>${month}</option>`,
      ).join("");
      const years = expiryYears(new Date())
        .map((year) => `<option${typed.year === String(year) ? " selected" : ""}>${year}</option>`)
        .join("");
      method = `<label for="number">Card number</label><input id="number" name="number" type="text" inputmode="numeric" autocomplete="cc-number" value="${value("number")}">${error("number")}
<label for="name">Name on card</label><input id="name" name="name" type="text" autocomplete="cc-name" value="${value("name")}">${error("name")}
<label for="month">Expiry</label><select id="month" name="month" aria-label="Expiry month">${months}</select> <select name="year" aria-label="Expiry year">${years}</select>${error("expiry")}
<label for="cvv">CVV</label><input id="cvv" name="cvv" type="password" inputmode="numeric" maxlength="4" autocomplete="off">${error("cvv")}
${session.save ? '<p class="note">This card will be saved as a token for faster payments.</p>' : ""}
<p class="note">Test cards: ${TEST_CARDS.map((card) => `${card.number} (${card.note})`).join("; ")}. Any name, a future expiry, any CVV of the card's length.</p>`;
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
${session.cancelUrl ? `<form method="get" action="${escapeHtml(session.cancelUrl.split("?")[0] ?? "")}">${hiddenFields(Object.fromEntries(new URL(session.cancelUrl, "http://x").searchParams))}<button class="secondary" type="submit">Cancel payment</button></form>` : ""}`,
    );
  }

  function timeoutPage(session: Session) {
    const cancel = session.cancelUrl
      ? `<form method="get" action="${escapeHtml(session.cancelUrl.split("?")[0] ?? "")}">${hiddenFields(Object.fromEntries(new URL(session.cancelUrl, "http://x").searchParams))}<button type="submit">Back to the store</button></form>`
      : "";
    return sandboxPage("Razorpay", "Payment timed out", `<p>The bank did not answer in time.</p>${cancel}`);
  }
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
