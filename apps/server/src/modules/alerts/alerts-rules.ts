import { ALERTS } from "@odin/contracts";

/**
 * Who an alert goes to and how many a wave tells (decision 67). Pure, with tests beside them.
 *
 * A recipient is named in one text: `user:<id>` (a shopper, told on their account's phone, else
 * e-mail), `sms:<10 digits>` or `email:<address>` (a guest).
 */

export type Recipient = string;

export function recipientOf(who: {
  userId: number | null;
  mobileNumber?: string | undefined;
  email?: string | undefined;
}): Recipient | null {
  if (who.userId !== null) return `user:${who.userId}`;
  if (who.mobileNumber) return `sms:${who.mobileNumber}`;
  if (who.email) return `email:${who.email.toLowerCase()}`;
  return null;
}

/** Where a message goes: a guest's own contact, or a shopper's phone (else e-mail). */
export function contactOf(
  recipient: Recipient,
  account: { mobileNumber: string | null; email: string | null } | null,
): { channel: "sms" | "email"; to: string } | null {
  if (recipient.startsWith("sms:")) return { channel: "sms", to: recipient.slice(4) };
  if (recipient.startsWith("email:")) return { channel: "email", to: recipient.slice(6) };
  if (account?.mobileNumber) return { channel: "sms", to: account.mobileNumber };
  if (account?.email) return { channel: "email", to: account.email };
  return null;
}

/** How many waiting requests a wave tells: twice the units now in stock (none once it is gone). */
export function waveSize(units: number): number {
  return Math.max(0, units) * ALERTS.toldPerUnit;
}
