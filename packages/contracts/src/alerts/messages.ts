/**
 * The alerts slice of MESSAGES and LABELS: NOTIFY ME on the product page and the unsubscribe page.
 * `../messages.ts` composes the slices: import those, not this file. Wording not given by the spec.
 */

export const alerts = {
  requested: "Done! We will tell you when this size is back in stock.",
  contactRequired: "Enter your mobile number or e-mail address so we can tell you.",
  mobileInvalid: "Please enter a valid 10-digit mobile number.",
  emailInvalid: "Please enter a valid e-mail address.",
  inStock: "This size is in stock: you can add it to your bag now.",
  tooMany: "Too many requests from here. Please try again later.",
  unsubscribed: "Done. We will send you no more stock or price alerts.",
  linkInvalid: "This link is not valid any more.",
} as const;
