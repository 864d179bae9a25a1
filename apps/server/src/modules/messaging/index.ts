import type { Database } from "@odin/db";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../platform/config";
import { createOutbox, type Outbox, registerOutbox } from "../../platform/outbox";
import type { SmsBudget } from "../../platform/sms-budget";
import { createMessageAdapters, type SandboxEndpoints } from "./adapters";

export { mailEndpointRequest, mailEndpointResponse } from "./email-http";
export { smsGatewayRequest, smsGatewayResponse } from "./sms-http";
export { escapeHtml } from "./templates";

/**
 * SMS and e-mail (decision 0018): the outbox the account modules write messages to, delivered by
 * its dispatcher through the SMS gateway and SMTP adapters (in demo mode, to `/_sandbox/outbox`).
 * The dispatcher starts with the app and stops when it closes.
 */
export function registerMessaging(
  app: FastifyInstance,
  deps: {
    db: Database;
    config: Pick<Config, "messaging" | "env">;
    /** The demo sandbox, where messages go when no gateway or SMTP server is configured. */
    sandbox: SandboxEndpoints | undefined;
    /** Counts the SMS the store sends on its own (order notices) when first handed over. */
    smsBudget: Pick<SmsBudget, "delivering">;
  },
): Outbox {
  const { messaging } = deps.config;
  const adapters = createMessageAdapters(messaging, deps.sandbox);
  const outbox = createOutbox({
    db: deps.db,
    adapters,
    log: app.log,
    pollIntervalMs: messaging.outbox.pollIntervalMs,
    maxAttempts: messaging.outbox.maxAttempts,
    isolate: deps.config.env === "test",
    smsBudget: deps.smsBudget,
  });
  registerOutbox(app, outbox);
  app.addHook("onClose", async () => adapters.close());
  return outbox;
}
