/** What a template renders for an SMS. */
export interface SmsContent {
  text: string;
}

/** What a template renders for an e-mail. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}
