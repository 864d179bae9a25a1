import type { EmailContent, SmsContent } from "./message-content";

/**
 * The words of the order-change messages (decision 48): an item cancelled, to the shopper; an
 * exchange asked for, to customer care. Wording not given by the spec, but for "Refund 5-7 days"
 * (spec 3 §9), which the caller passes as `days`.
 */

type Html = (title: string, paragraphs: string[]) => string;
type Escape = (value: string) => string;

const refundLine = (v: Record<string, string>) => `Refund of ${v.refund}: ${v.days}.`;

export function itemCancelledSms(store: string, v: Record<string, string>): SmsContent {
  return {
    text: `Your ${store} order ${v.orderId}: ${v.item} is cancelled. ${refundLine(v)} Details: ${v.link}`,
  };
}

export function itemCancelledEmail(
  store: string,
  v: Record<string, string>,
  html: Html,
  esc: Escape,
): EmailContent {
  const subject = `${v.item} of your ${store} order ${v.orderId} is cancelled`;
  const summary = `As you asked, ${v.item} of your order ${v.orderId} is cancelled. ${refundLine(v)}`;
  return {
    subject,
    text: `Hello,\n\n${summary}\n\nYour order: ${v.link}\n\n${store}`,
    html: html(subject, ["Hello,", esc(summary), `<a href="${esc(v.link ?? "")}">Your order</a>`]),
  };
}

/** To customer care: the exchange mail of spec 3 §3 (from, subject, data), to answer within business hours. */
export function exchangeRequestEmail(v: Record<string, string>, html: Html, esc: Escape): EmailContent {
  const subject = `Exchange request ${v.orderId}: ${v.subject}`;
  const lines = [
    `From: ${v.from}`,
    `Shopper: ${v.shopper}`,
    `Order: ${v.orderId}`,
    `Consignment (item): ${v.consignmentId}`,
    `Style: ${v.styleId}`,
    `EAN: ${v.ean}`,
    `Size requested: ${v.sizeRequested}`,
    `Reply within ${v.reply}.`,
  ];
  return { subject, text: `${lines.join("\n")}\n`, html: html(subject, lines.map(esc)) };
}
