/**
 * Back-in-stock and price-drop alerts (decision 67). Values not given by the spec: they are ours.
 */
export const ALERTS = {
  /** A wave tells at most this many waiting shoppers per unit now in stock, oldest request first. */
  toldPerUnit: 2,
  /** The next wave of a size, while requests still wait and it is still in stock. */
  waveMinutes: 30,
  /** Alerts of any kind one recipient gets a day at most. */
  perRecipientPerDay: 3,
  /** One price-drop alert per shopper and style in this many days. */
  priceDropEveryDays: 7,
  /** How long an alert's unsubscribe link works. */
  unsubscribeLinkDays: 365,
  /** Requests one client address may make an hour (each may become a message). */
  requestsPerAddressPerHour: 20,
  emailMaxChars: 254,
} as const;

/** The page an alert's unsubscribe link opens. */
export const ALERTS_UNSUBSCRIBE_PATH = "/alerts/unsubscribe";
