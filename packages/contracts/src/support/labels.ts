/** Labels of the static pages, the contact form and the app page. Wording not given by the spec. */

export const contactPage = {
  title: "Contact Us",
  formHeading: "Write to us",
  name: "Name",
  email: "E-mail",
  subject: "Subject",
  message: "Message",
  submit: "SUBMIT",
} as const;
export const appsPage = {
  title: "Get the Odin app",
  mobileLabel: "Mobile number",
  countryCode: "+91",
  sendLink: "SEND LINK",
  sendLinkHeading: "Get the download link by SMS",
  testimonialsHeading: "What shoppers say",
} as const;
export const newsletterPage = {
  title: "Newsletter",
  confirmHeading: "Confirm your sign-up",
  confirmText: "Press the button to start receiving our updates at this e-mail address.",
  confirm: "CONFIRM",
} as const;
export const whatsapp = {
  /** The floating button on the home page (spec 2 §1). */
  chat: "Chat with us on WhatsApp",
} as const;
