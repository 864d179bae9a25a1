import { z } from "zod";
import { type MessageAdapter, type MessageTemplate, PermanentDeliveryError } from "../../platform/outbox";
import { renderSms } from "./templates";

/**
 * The HTTP SMS gateway adapter (docs/decisions/0018). It speaks this wire format, which the demo
 * sandbox gateway (`sandbox/`) also serves:
 *
 *     POST <gateway URL>
 *     Authorization: Bearer <API key>
 *     Idempotency-Key: <outbox idempotency key>
 *     { "to": "+919876543210", "message": "…", "templateId": "<DLT id>", "senderId": "ODINST" }
 *     → 2xx { "messageId": "…" }
 *
 * Any other status, a body without a message id, or no answer within the timeout is a failure that
 * the outbox retries. Errors name the status only, never the message.
 */
export const smsGatewayRequest = z.object({
  to: z.string().regex(/^\+\d{8,15}$/),
  message: z.string().min(1).max(2000),
  templateId: z.string().min(1).max(64).optional(),
  senderId: z.string().min(1).max(11),
});
export type SmsGatewayRequest = z.infer<typeof smsGatewayRequest>;

export const smsGatewayResponse = z.object({ messageId: z.string().min(1).max(200) });

export interface HttpSmsOptions {
  /** The gateway URL, or a function answering it (the demo sandbox knows its address only once it listens). */
  url: string | (() => Promise<string>);
  apiKey?: string | undefined;
  senderId: string;
  /** DLT template ids by template; sent with each SMS when configured. */
  templateIds: Partial<Record<MessageTemplate, string>>;
  timeoutMs?: number;
}

/** A 10-digit Indian number gets +91; an international number must already carry its +. */
export function smsAddress(recipient: string): string {
  const value = recipient.replace(/[\s-]/g, "");
  if (/^[6-9]\d{9}$/.test(value)) return `+91${value}`;
  if (/^\+\d{8,15}$/.test(value)) return value;
  throw new PermanentDeliveryError("the SMS recipient is not a phone number");
}

export function createHttpSmsAdapter(options: HttpSmsOptions): MessageAdapter {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    async send(message) {
      const body: SmsGatewayRequest = {
        to: smsAddress(message.recipient),
        message: renderSms(message.template, message.payload).text,
        templateId: options.templateIds[message.template],
        senderId: options.senderId,
      };
      const url = typeof options.url === "string" ? options.url : await options.url();
      const headers: Record<string, string> = {
        "content-type": "application/json",
        accept: "application/json",
        "idempotency-key": message.idempotencyKey,
      };
      if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
      const response = await fetch(url, {
        method: "POST",
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`SMS gateway answered ${response.status}`);
      }
      const answer = smsGatewayResponse.safeParse(await response.json().catch(() => undefined));
      if (!answer.success) throw new Error("SMS gateway answered without a message id");
      return { providerMessageId: answer.data.messageId };
    },
  };
}
