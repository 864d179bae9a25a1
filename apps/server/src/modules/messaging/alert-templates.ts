import type { EmailContent, SmsContent } from "./message-content";

/**
 * The words of the stock and price alerts (decision 67): a size back in stock, a favourite's lower
 * price, each with its product page and the link that stops every alert. Wording not given by the spec.
 */

type Html = (title: string, paragraphs: string[]) => string;
type Escape = (value: string) => string;
type AlertTemplate = "back-in-stock" | "price-drop";

const news = (template: AlertTemplate, v: Record<string, string>) =>
  template === "back-in-stock"
    ? `${v.style} in size ${v.size} is back in stock.`
    : `${v.style}, one of your favourites, now costs ${v.price}.`;

export function alertSms(store: string, template: AlertTemplate, v: Record<string, string>): SmsContent {
  return { text: `${store}: ${news(template, v)} Buy it here: ${v.link} Stop alerts: ${v.unsubscribe}` };
}

export function alertEmail(
  store: string,
  template: AlertTemplate,
  v: Record<string, string>,
  html: Html,
  esc: Escape,
): EmailContent {
  const subject =
    template === "back-in-stock" ? `${v.style} is back in stock` : `${v.style} now costs ${v.price}`;
  const hurry = template === "back-in-stock" ? "Sizes sell out fast: we told a few shoppers at once." : "";
  const stop = "You asked us to tell you. To get no more stock or price alerts, follow this link:";
  return {
    subject,
    text: `Hello,\n\n${news(template, v)} ${hurry}\n\n${v.link}\n\n${stop} ${v.unsubscribe}\n\n${store}`,
    html: html(subject, [
      "Hello,",
      `${esc(news(template, v))} ${esc(hurry)}`,
      `<a href="${esc(v.link ?? "")}">See it on ${esc(store)}</a>`,
      `<small>${esc(stop)} <a href="${esc(v.unsubscribe ?? "")}">stop alerts</a></small>`,
    ]),
  };
}
