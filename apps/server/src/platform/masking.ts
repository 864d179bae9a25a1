/**
 * Personal data partly hidden where staff need to recognise it but not read it whole (decision 60):
 * a sign-in code's address, an outbox message's recipient.
 */

/** "priya@example.in" → "p••••@example.in". */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "••••";
  return `${email[0]}••••${email.slice(at)}`;
}

/** "9876543210" → "98••••3210"; anything short is hidden whole. */
export function maskedPhone(phone: string): string {
  return phone.length < 8 ? "••••" : `${phone.slice(0, 2)}••••${phone.slice(-4)}`;
}

/** An e-mail address or a phone number, partly hidden. */
export function maskedRecipient(recipient: string): string {
  return recipient.includes("@") ? maskedEmail(recipient) : maskedPhone(recipient);
}
