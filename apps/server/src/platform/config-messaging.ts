import type { BaseEnv, SmsTemplateIds } from "./config-env";
import { ConfigError } from "./config-error";

/** SMS and e-mail delivery (docs/decisions/0018). Unset URLs in demo mode mean the local sandbox. */
export interface MessagingConfig {
  sms: {
    /** The HTTP SMS gateway; undefined in demo mode: the sandbox gateway of this server. */
    gatewayUrl: string | undefined;
    apiKey: string | undefined;
    senderId: string;
    templateIds: SmsTemplateIds;
    /** SMS the whole store sends in an hour (docs/decisions/0051-sms-budget.md). */
    budgetPerHour: number;
  };
  email: {
    /** smtp:// or smtps:// URL; undefined in demo mode: the sandbox mailbox of this server. */
    smtpUrl: string | undefined;
    from: string;
  };
  outbox: { pollIntervalMs: number; maxAttempts: number };
}

/** Production mode sends real messages: it refuses to start without a gateway and an SMTP server. */
export function messagingConfig(env: BaseEnv): MessagingConfig {
  if (env.ODIN_MODE === "production") {
    const problems: string[] = [];
    if (!env.ODIN_SMS_GATEWAY_URL) problems.push("ODIN_SMS_GATEWAY_URL: required in production mode");
    else if (!env.ODIN_SMS_GATEWAY_URL.startsWith("https://"))
      problems.push("ODIN_SMS_GATEWAY_URL: must use https in production mode");
    if (!env.ODIN_SMTP_URL) problems.push("ODIN_SMTP_URL: required in production mode");
    if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  return {
    sms: {
      gatewayUrl: env.ODIN_SMS_GATEWAY_URL,
      apiKey: env.ODIN_SMS_GATEWAY_KEY,
      senderId: env.ODIN_SMS_SENDER_ID,
      templateIds: env.ODIN_SMS_DLT_TEMPLATE_IDS ?? {},
      budgetPerHour: env.ODIN_SMS_BUDGET_PER_HOUR,
    },
    email: { smtpUrl: env.ODIN_SMTP_URL, from: env.ODIN_MAIL_FROM },
    outbox: {
      pollIntervalMs: env.ODIN_OUTBOX_POLL_SECONDS * 1000,
      maxAttempts: env.ODIN_OUTBOX_MAX_ATTEMPTS,
    },
  };
}
