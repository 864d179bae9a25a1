import type { MessagingConfig } from "../../platform/config-messaging";
import type { MessageAdapters } from "../../platform/outbox";
import { createHttpEmailAdapter } from "./email-http";
import { createSmtpEmailAdapter } from "./email-smtp";
import { createHttpSmsAdapter } from "./sms-http";

/** Where the demo sandbox receives messages (see `sandbox/sandbox.ts`). */
export interface SandboxEndpoints {
  sms: { url(): Promise<string>; apiKey: string };
  mail: { url(): Promise<string>; apiKey: string };
}

/**
 * The adapters of the outbox (docs/decisions/0018): SMS by the HTTP gateway, e-mail by SMTP. In demo
 * mode an unset gateway or SMTP URL means the sandbox of this very server, reached over HTTP too.
 * Configuration refuses production mode without both URLs, so `sandbox` is then never needed.
 */
export function createMessageAdapters(
  config: MessagingConfig,
  sandbox: SandboxEndpoints | undefined,
): MessageAdapters & { close(): void } {
  const smsTarget = config.sms.gatewayUrl
    ? { url: config.sms.gatewayUrl, apiKey: config.sms.apiKey }
    : sandbox
      ? { url: sandbox.sms.url, apiKey: sandbox.sms.apiKey }
      : undefined;
  if (!smsTarget) throw new Error("No SMS gateway is configured and the sandbox is off");
  const sms = createHttpSmsAdapter({
    ...smsTarget,
    senderId: config.sms.senderId,
    templateIds: config.sms.templateIds,
  });

  if (config.email.smtpUrl) {
    const email = createSmtpEmailAdapter({ url: config.email.smtpUrl, from: config.email.from });
    return { sms, email, close: () => email.close() };
  }
  if (!sandbox) throw new Error("No SMTP server is configured and the sandbox is off");
  const email = createHttpEmailAdapter({
    url: sandbox.mail.url,
    apiKey: sandbox.mail.apiKey,
    from: config.email.from,
  });
  return { sms, email, close: () => undefined };
}
