/** The alerts slice's labels: see ./messages.ts for how its wording is written. */

export const alerts = {
  notifyMe: "NOTIFY ME",
  notifyHeading: "Sold out? Get told when it is back",
  mobile: "Mobile number",
  email: "E-mail",
  unsubscribeTitle: "Stop stock and price alerts",
  unsubscribeText:
    "Press the button to stop the back-in-stock and price-drop alerts this link was sent with.",
  unsubscribeButton: "STOP ALERTS",
} as const;
