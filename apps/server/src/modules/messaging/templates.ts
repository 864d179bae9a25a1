import { type MessageTemplate, PermanentDeliveryError } from "../../platform/outbox";
import { alertEmail, alertSms } from "./alert-templates";
import { returnRefusedEmail, returnRefusedSms, reviewRejectedEmail } from "./decision-templates";
import type { EmailContent, SmsContent } from "./message-content";
import { exchangeRequestEmail, itemCancelledEmail, itemCancelledSms } from "./order-change-templates";

/**
 * The words of every SMS and e-mail, per template and channel (docs/decisions/0018). SMS texts are
 * fixed apart from their variables, as India's DLT registration requires: the registered template id
 * of each (configuration) travels with the SMS. Wording not given by the spec.
 */

export const STORE_NAME = "Odin";

/** The variables each template needs; a missing one is a bug in the caller, not worth a retry. */
const VARIABLES: Record<MessageTemplate, readonly string[]> = {
  "otp-login": ["code", "minutes"],
  "otp-registration": ["code", "minutes"],
  "otp-cod": ["code", "minutes"],
  "password-reset": ["link", "minutes"],
  "order-placed": ["orderId", "total", "items", "link"],
  "order-status": ["orderId", "status", "items", "link"],
  "pickup-ready": ["orderId", "status", "items", "link"],
  "contact-message": ["reference", "name", "email", "subject", "message"],
  "newsletter-confirm": ["link", "days"],
  "app-link": ["link"],
  "item-cancelled": ["orderId", "item", "refund", "days", "link"],
  "exchange-request": [
    "from",
    "subject",
    "shopper",
    "orderId",
    "consignmentId",
    "styleId",
    "ean",
    "sizeRequested",
    "reply",
  ],
  "staff-sign-in-code": ["code", "minutes"],
  "return-refused": ["returnId", "orderId", "item", "note", "link"],
  "review-rejected": ["style", "reason", "link"],
  "back-in-stock": ["style", "size", "link", "unsubscribe"],
  "price-drop": ["style", "price", "link", "unsubscribe"],
  "client-error-report": [
    "reportId",
    "kind",
    "status",
    "call",
    "correlationId",
    "durationMs",
    "code",
    "detail",
    "receivedAt",
  ],
};

type OtpTemplate = "otp-login" | "otp-registration" | "otp-cod";

const OTP_PURPOSE: Record<OtpTemplate, string> = {
  "otp-login": "log in to",
  "otp-registration": "verify your mobile number on",
  "otp-cod": "confirm your cash on delivery order on",
};

const isOtpTemplate = (template: MessageTemplate): template is OtpTemplate =>
  Object.hasOwn(OTP_PURPOSE, template);

function variablesOf(template: MessageTemplate, payload: Record<string, string>): Record<string, string> {
  const names = VARIABLES[template];
  if (!names) throw new PermanentDeliveryError(`unknown template ${String(template)}`);
  for (const name of names) {
    if (typeof payload[name] !== "string" || payload[name] === "") {
      throw new PermanentDeliveryError(`template ${template} needs the variable ${name}`);
    }
  }
  for (const name of ["link", "unsubscribe"]) {
    if (names.includes(name) && !/^https?:\/\/\S+$/.test(payload[name] ?? "")) {
      throw new PermanentDeliveryError(`template ${template} needs an http(s) ${name}`);
    }
  }
  return payload;
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

export function renderSms(template: MessageTemplate, payload: Record<string, string>): SmsContent {
  if (
    template === "client-error-report" ||
    template === "exchange-request" ||
    template === "staff-sign-in-code" ||
    template === "review-rejected"
  ) {
    throw new PermanentDeliveryError(`template ${template} is sent by e-mail only`);
  }
  const v = variablesOf(template, payload);
  if (template === "password-reset") {
    return {
      text: `Reset your ${STORE_NAME} password here: ${v.link} The link works for ${v.minutes} minutes. If you did not ask for it, ignore this SMS.`,
    };
  }
  if (template === "order-placed") {
    return {
      text: `Your ${STORE_NAME} order ${v.orderId} of ${v.items} item(s), ${v.total}, is placed. Follow it here: ${v.link}`,
    };
  }
  if (template === "item-cancelled") return itemCancelledSms(STORE_NAME, v);
  if (template === "back-in-stock" || template === "price-drop") return alertSms(STORE_NAME, template, v);
  if (template === "return-refused") return returnRefusedSms(STORE_NAME, v);
  if (template === "order-status" || template === "pickup-ready") {
    return { text: `${STORE_NAME} order ${v.orderId}: ${v.items} - ${v.status}. Details: ${v.link}` };
  }
  if (template === "app-link") {
    return {
      text: `Get the ${STORE_NAME} app: ${v.link} Shop all our brands, track orders and earn loyalty points.`,
    };
  }
  if (!isOtpTemplate(template))
    throw new PermanentDeliveryError(`template ${template} is sent by e-mail only`);
  return {
    text: `${v.code} is your OTP to ${OTP_PURPOSE[template]} ${STORE_NAME}. It is valid for ${v.minutes} minutes. Do not share it with anyone.`,
  };
}

/**
 * The words a message carried, as its recipient read them: the SMS's text, or the e-mail's subject
 * and plain-text body. Null when its payload no longer renders (kept from an older template).
 */
export function messageText(
  channel: "sms" | "email",
  template: MessageTemplate,
  payload: Record<string, string>,
): string | null {
  try {
    if (channel === "sms") return renderSms(template, payload).text;
    const email = renderEmail(template, payload);
    return `${email.subject}\n\n${email.text}`;
  } catch (error) {
    if (error instanceof PermanentDeliveryError) return null;
    throw error;
  }
}

/** Wraps paragraphs in a minimal, readable HTML mail. */
function htmlMail(title: string, paragraphs: string[]): string {
  const body = paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#222">
${body}
<p>${escapeHtml(STORE_NAME)}</p>
</body></html>`;
}

export function renderEmail(template: MessageTemplate, payload: Record<string, string>): EmailContent {
  const v = variablesOf(template, payload);
  if (template === "password-reset") {
    const link = v.link ?? "";
    const subject = `Reset your ${STORE_NAME} password`;
    const ignore = "If you did not ask to reset your password, you can ignore this e-mail.";
    return {
      subject,
      text: `Hello,\n\nOpen this link to choose a new password: ${link}\n\nThe link works for ${v.minutes} minutes and only once. ${ignore}\n\n${STORE_NAME}`,
      html: htmlMail(subject, [
        "Hello,",
        `<a href="${escapeHtml(link)}">Choose a new password</a>`,
        `The link works for ${escapeHtml(v.minutes ?? "")} minutes and only once. ${ignore}`,
      ]),
    };
  }
  if (template === "order-placed") return orderPlacedEmail(v);
  if (template === "order-status" || template === "pickup-ready") return orderStatusEmail(v);
  if (template === "contact-message") return contactMessageEmail(v);
  if (template === "newsletter-confirm") return newsletterConfirmEmail(v);
  if (template === "client-error-report") return clientErrorReportEmail(v);
  if (template === "item-cancelled") return itemCancelledEmail(STORE_NAME, v, htmlMail, escapeHtml);
  if (template === "exchange-request") return exchangeRequestEmail(v, htmlMail, escapeHtml);
  if (template === "staff-sign-in-code") return staffSignInCodeEmail(v);
  if (template === "return-refused") return returnRefusedEmail(STORE_NAME, v, htmlMail, escapeHtml);
  if (template === "review-rejected") return reviewRejectedEmail(STORE_NAME, v, htmlMail, escapeHtml);
  if (template === "back-in-stock" || template === "price-drop") {
    return alertEmail(STORE_NAME, template, v, htmlMail, escapeHtml);
  }
  if (!isOtpTemplate(template)) throw new PermanentDeliveryError(`template ${template} is sent by SMS only`);
  const code = v.code ?? "";
  const subject = `Your ${STORE_NAME} OTP is ${code}`;
  const purpose = `to ${OTP_PURPOSE[template]} ${STORE_NAME}`;
  return {
    subject,
    text: `Hello,\n\n${code} is your one-time code ${purpose}. It is valid for ${v.minutes} minutes. Do not share it with anyone.\n\n${STORE_NAME}`,
    html: htmlMail(subject, [
      "Hello,",
      `<strong style="font-size:24px;letter-spacing:4px">${escapeHtml(code)}</strong> is your one-time code ${escapeHtml(purpose)}.`,
      `It is valid for ${escapeHtml(v.minutes ?? "")} minutes. Do not share it with anyone.`,
    ]),
  };
}

/** The second factor of a back-office sign-in (decision 60). */
function staffSignInCodeEmail(v: Record<string, string>): EmailContent {
  const code = v.code ?? "";
  const subject = `${code} is your ${STORE_NAME} back office sign-in code`;
  const warning = "If you did not just sign in, change your password and tell the store's owner.";
  return {
    subject,
    text: `Hello,\n\n${code} is your code to sign in to the ${STORE_NAME} back office. It works for ${v.minutes} minutes. ${warning}\n\n${STORE_NAME}`,
    html: htmlMail(subject, [
      "Hello,",
      `<strong style="font-size:24px;letter-spacing:4px">${escapeHtml(code)}</strong> is your code to sign in to the ${escapeHtml(STORE_NAME)} back office.`,
      `It works for ${escapeHtml(v.minutes ?? "")} minutes. ${escapeHtml(warning)}`,
    ]),
  };
}

function orderPlacedEmail(v: Record<string, string>): EmailContent {
  const orderId = v.orderId ?? "";
  const link = v.link ?? "";
  const subject = `Your ${STORE_NAME} order ${orderId} is placed`;
  const summary = `Thank you for shopping with us. Your order ${orderId} of ${v.items} item(s), ${v.total}, is placed.`;
  return {
    subject,
    text: `Hello,\n\n${summary}\n\nFollow your order here: ${link}\n\n${STORE_NAME}`,
    html: htmlMail(subject, [
      "Hello,",
      escapeHtml(summary),
      `<a href="${escapeHtml(link)}">Follow your order</a>`,
    ]),
  };
}

/** An order's items moved on: shipped, delivered, cancelled, returned, refunded… */
function orderStatusEmail(v: Record<string, string>): EmailContent {
  const link = v.link ?? "";
  const subject = `Your ${STORE_NAME} order ${v.orderId}: ${v.status}`;
  const summary = `${v.items} of your order ${v.orderId}: ${v.status}.`;
  return {
    subject,
    text: `Hello,\n\n${summary}\n\nSee your order here: ${link}\n\n${STORE_NAME}`,
    html: htmlMail(subject, [
      "Hello,",
      escapeHtml(summary),
      `<a href="${escapeHtml(link)}">See your order</a>`,
    ]),
  };
}

/** A contact-form message, to customer care: who wrote, about what, and the words as typed. */
function contactMessageEmail(v: Record<string, string>): EmailContent {
  const subject = `Contact form ${v.reference}: ${v.subject}`;
  const from = `${v.name} <${v.email}>`;
  return {
    subject,
    text: `From: ${from}\nSubject: ${v.subject}\n\n${v.message}\n\nReply to ${v.email}.`,
    html: htmlMail(subject, [
      `From: ${escapeHtml(from)}`,
      `Subject: ${escapeHtml(v.subject ?? "")}`,
      escapeHtml(v.message ?? "").replace(/\r?\n/g, "<br>"),
    ]),
  };
}

/** The newsletter's double opt-in: the link confirms the address. */
function newsletterConfirmEmail(v: Record<string, string>): EmailContent {
  const link = v.link ?? "";
  const subject = `Confirm your ${STORE_NAME} newsletter sign-up`;
  const ignore = "If you did not sign up, ignore this e-mail and you will hear nothing more from us.";
  return {
    subject,
    text: `Hello,\n\nOpen this link to confirm that you want our updates: ${link}\n\nThe link works for ${v.days} days. ${ignore}\n\n${STORE_NAME}`,
    html: htmlMail(subject, [
      "Hello,",
      `<a href="${escapeHtml(link)}">Confirm your sign-up</a>`,
      `The link works for ${escapeHtml(v.days ?? "")} days. ${ignore}`,
    ]),
  };
}

/** The operator's copy of a browser's error report (decision 39); every value is the report's. */
function clientErrorReportEmail(v: Record<string, string>): EmailContent {
  const subject = `${STORE_NAME}: a ${v.kind} API call in a browser (${v.status} ${v.call})`;
  const lines = [
    `Report ${v.reportId}, received ${v.receivedAt}`,
    `Call: ${v.call}`,
    `Status: ${v.status}, ${v.durationMs} ms`,
    `Correlation id: ${v.correlationId}`,
    `Error code: ${v.code}`,
    `Detail: ${v.detail}`,
  ];
  return {
    subject,
    text: `${lines.join("\n")}\n\nFind the server's side of the call in the log by its correlation id.\n`,
    html: htmlMail(subject, [
      ...lines.map(escapeHtml),
      "Find the server's side of the call in the log by its correlation id.",
    ]),
  };
}
