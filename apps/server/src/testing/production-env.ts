/**
 * Settings production mode cannot start without, with made-up values: a configuration test starts
 * from these and adds, changes or leaves out what it is about. Social sign-in is off (with it on,
 * production needs each provider's credentials, decision 19).
 */

/** A supplier that production mode accepts (a GSTIN with a valid check character). */
export const TEST_SUPPLIER_ENV = {
  ODIN_INVOICE_SUPPLIER_NAME: "Example Retail Private Limited",
  ODIN_INVOICE_SUPPLIER_ADDRESS: "Unit 4, Logistics Park|Bhiwandi 421302",
  ODIN_INVOICE_SUPPLIER_STATE: "Maharashtra",
  ODIN_INVOICE_SUPPLIER_GSTIN: "27AAPFU0939F1ZV",
};

/** Bank-transfer refunds: the account numbers' key and the payouts account (decision 44). */
export const TEST_BANK_TRANSFER_ENV = {
  ODIN_BANK_DETAILS_KEY: "k".repeat(43),
  ODIN_PAYOUTS_KEY_ID: "rzp_live_payouts",
  ODIN_PAYOUTS_KEY_SECRET: "live-payouts-secret",
  ODIN_PAYOUTS_ACCOUNT_NUMBER: "2323230000000001",
};

export const PRODUCTION_ENV = {
  ODIN_MODE: "production",
  ODIN_SESSION_SECRET: "s".repeat(32),
  ODIN_JWT_SECRET: "j".repeat(32),
  ODIN_SOCIAL_PROVIDERS: "",
  ODIN_SMS_GATEWAY_URL: "https://sms.example.in/v1/messages",
  ODIN_SMTP_URL: "smtps://mailer:secret@smtp.example.in:465",
  ...TEST_BANK_TRANSFER_ENV,
  ...TEST_SUPPLIER_ENV,
};
