import type { EmailContent, SmsContent } from "./message-content";

/**
 * The words of the messages a back-office decision sends a shopper (decision 60): a return refused
 * at the centre's quality check (SMS and e-mail, the centre's note as written), and a review not
 * published (e-mail, the moderator's reason). Wording not given by the spec.
 */

type Html = (title: string, paragraphs: string[]) => string;
type Escape = (value: string) => string;

const refusedLine = (v: Record<string, string>) =>
  `${v.item} (return ${v.returnId}) did not pass our quality check, so it will be sent back to you and no refund is due.`;

export function returnRefusedSms(store: string, v: Record<string, string>): SmsContent {
  return { text: `${store} order ${v.orderId}: ${refusedLine(v)} Why: ${v.note} Details: ${v.link}` };
}

export function returnRefusedEmail(
  store: string,
  v: Record<string, string>,
  html: Html,
  esc: Escape,
): EmailContent {
  const subject = `Your ${store} return ${v.returnId} did not pass our quality check`;
  const summary = `Of your order ${v.orderId}, ${refusedLine(v)}`;
  const why = `What our centre found: ${v.note}`;
  const help = "If you think this is a mistake, reply to this e-mail or contact us.";
  return {
    subject,
    text: `Hello,\n\n${summary}\n\n${why}\n\n${help}\n\nYour order: ${v.link}\n\n${store}`,
    html: html(subject, [
      "Hello,",
      esc(summary),
      esc(why).replace(/\r?\n/g, "<br>"),
      esc(help),
      `<a href="${esc(v.link ?? "")}">Your order</a>`,
    ]),
  };
}

export function reviewRejectedEmail(
  store: string,
  v: Record<string, string>,
  html: Html,
  esc: Escape,
): EmailContent {
  const subject = `Your ${store} review of ${v.style} was not published`;
  const summary = `Thank you for reviewing ${v.style}. We could not publish your review.`;
  const why = `Why: ${v.reason}`;
  const again = "You can edit your review and send it again; it will be checked once more.";
  return {
    subject,
    text: `Hello,\n\n${summary}\n\n${why}\n\n${again} ${v.link}\n\n${store}`,
    html: html(subject, [
      "Hello,",
      esc(summary),
      esc(why).replace(/\r?\n/g, "<br>"),
      `${esc(again)} <a href="${esc(v.link ?? "")}">Edit your review</a>`,
    ]),
  };
}
