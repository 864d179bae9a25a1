import { randomUUID } from "node:crypto";

/**
 * What the sandbox SMS gateway and mailbox received, kept in process memory and bounded: the oldest
 * message goes when the limit is reached. Demo mode and tests only (docs/decisions/0018).
 */
export interface SandboxMessage {
  id: string;
  channel: "sms" | "email";
  to: string;
  receivedAt: string;
  text: string;
  /** SMS: the DLT template id and sender id that came with it. */
  templateId?: string | undefined;
  senderId?: string | undefined;
  /** E-mail. */
  from?: string | undefined;
  subject?: string | undefined;
  html?: string | undefined;
}

export interface Inbox {
  /** Stores a message unless its idempotency key was seen; answers the message id either way. */
  receive(message: Omit<SandboxMessage, "id" | "receivedAt">, idempotencyKey: string | undefined): string;
  /** Newest first; only those sent to `recipient` when given. */
  list(recipient?: string): SandboxMessage[];
}

/** Phone numbers compare by their last 10 digits (+91 or not); e-mail addresses case-insensitively. */
export function sameRecipient(a: string, b: string): boolean {
  if (a.includes("@") || b.includes("@")) return a.trim().toLowerCase() === b.trim().toLowerCase();
  const digits = (value: string) => value.replace(/\D/g, "").slice(-10);
  return digits(a) !== "" && digits(a) === digits(b);
}

export function createInbox(limit = 500): Inbox {
  const messages: SandboxMessage[] = [];
  const seen = new Map<string, string>();
  return {
    receive(message, idempotencyKey) {
      const known = idempotencyKey ? seen.get(idempotencyKey) : undefined;
      if (known) return known;
      const stored = { ...message, id: `sandbox-${randomUUID()}`, receivedAt: new Date().toISOString() };
      messages.push(stored);
      if (idempotencyKey) seen.set(idempotencyKey, stored.id);
      while (messages.length > limit) messages.shift();
      // The keys are forgotten with the same bound, oldest first (a Map keeps insertion order).
      for (const key of seen.keys()) {
        if (seen.size <= limit) break;
        seen.delete(key);
      }
      return stored.id;
    },
    list(recipient) {
      const chosen = recipient
        ? messages.filter((message) => sameRecipient(message.to, recipient))
        : messages;
      return [...chosen].reverse();
    },
  };
}
