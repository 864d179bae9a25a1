import { z } from "zod";
import type { MessageAdapter } from "../../platform/outbox";
import { emailAddress, messageIdOf } from "./email-smtp";
import { renderEmail } from "./templates";

/**
 * E-mail handed to an HTTP mail endpoint. In demo mode this is the sandbox mailbox of this very
 * server (docs/decisions/0018): production sends by SMTP (`email-smtp.ts`).
 *
 *     POST <mail URL>
 *     Authorization: Bearer <key>
 *     Idempotency-Key: <outbox idempotency key>
 *     { "from", "to", "subject", "text", "html", "messageId" } → 2xx { "messageId": "…" }
 */
export const mailEndpointRequest = z.object({
  from: z.string().min(1).max(320),
  to: z.string().min(3).max(320),
  subject: z.string().min(1).max(998),
  text: z.string().max(100_000),
  html: z.string().max(200_000),
  messageId: z.string().max(300),
});
export type MailEndpointRequest = z.infer<typeof mailEndpointRequest>;

export const mailEndpointResponse = z.object({ messageId: z.string().min(1).max(300) });

export interface HttpEmailOptions {
  url: string | (() => Promise<string>);
  apiKey: string;
  from: string;
  timeoutMs?: number;
}

export function createHttpEmailAdapter(options: HttpEmailOptions): MessageAdapter {
  return {
    async send(message) {
      const content = renderEmail(message.template, message.payload);
      const body: MailEndpointRequest = {
        from: options.from,
        to: emailAddress(message.recipient),
        ...content,
        messageId: messageIdOf(message.idempotencyKey, options.from),
      };
      const url = typeof options.url === "string" ? options.url : await options.url();
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          authorization: `Bearer ${options.apiKey}`,
          "idempotency-key": message.idempotencyKey,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`mail endpoint answered ${response.status}`);
      }
      const answer = mailEndpointResponse.safeParse(await response.json().catch(() => undefined));
      if (!answer.success) throw new Error("mail endpoint answered without a message id");
      return { providerMessageId: answer.data.messageId };
    },
  };
}
