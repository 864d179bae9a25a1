import { createHash } from "node:crypto";
import { createTransport } from "nodemailer";
import { type MessageAdapter, PermanentDeliveryError } from "../../platform/outbox";
import { renderEmail } from "./templates";

/**
 * E-mail over SMTP with nodemailer (docs/decisions/0018). `smtp://user:pass@host:587` (STARTTLS when
 * the server offers it) or `smtps://…:465`. The Message-ID is derived from the outbox idempotency
 * key, so a message sent again after a crash carries the same id and receivers can drop the copy.
 */

export interface SmtpEmailOptions {
  url: string;
  /** The From header, e.g. `Odin <no-reply@shop.example.in>`. */
  from: string;
  timeoutMs?: number;
}

/** A plain address check: the outbox should not hand SMTP a header injection or a list. */
export function emailAddress(recipient: string): string {
  const value = recipient.trim();
  if (!/^[^\s@<>,;"]+@[^\s@<>,;"]+\.[A-Za-z]{2,}$/.test(value)) {
    throw new PermanentDeliveryError("the e-mail recipient is not an address");
  }
  return value;
}

/** A stable Message-ID for one outbox message. */
export function messageIdOf(idempotencyKey: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "odin.localhost";
  return `<${createHash("sha256").update(idempotencyKey).digest("hex").slice(0, 32)}@${domain}>`;
}

export interface SmtpEmailAdapter extends MessageAdapter {
  close(): void;
}

export function createSmtpEmailAdapter(options: SmtpEmailOptions): SmtpEmailAdapter {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const transport = createTransport({
    url: options.url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs * 2,
  });
  return {
    async send(message) {
      const content = renderEmail(message.template, message.payload);
      const info = await transport.sendMail({
        from: options.from,
        to: emailAddress(message.recipient),
        subject: content.subject,
        text: content.text,
        html: content.html,
        messageId: messageIdOf(message.idempotencyKey, options.from),
      });
      return { providerMessageId: info.messageId };
    },
    close: () => transport.close(),
  };
}
