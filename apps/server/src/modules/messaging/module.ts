import type { AppModule } from "../../platform/composition";
import { createOutbox, type Outbox, registerOutbox } from "../../platform/outbox";
import { createMessageAdapters } from "./adapters";

declare module "../../platform/composition" {
  interface Services {
    /** Where modules write the messages the store sends (decision 0018). */
    outbox: Outbox;
  }
}

/**
 * SMS and e-mail (decision 0018): the outbox the modules write messages to, delivered by its
 * dispatcher through the SMS gateway and SMTP adapters (in demo mode, to the sandbox when no gateway
 * or SMTP server is configured). The dispatcher starts with the app and stops when it closes.
 */
export const messagingModule = {
  name: "messaging",
  register({ app, db, config, smsBudget }, { sandbox }) {
    const { messaging } = config;
    const adapters = createMessageAdapters(messaging, sandbox);
    const outbox = createOutbox({
      db,
      adapters,
      log: app.log,
      pollIntervalMs: messaging.outbox.pollIntervalMs,
      maxAttempts: messaging.outbox.maxAttempts,
      isolate: config.env === "test",
      smsBudget,
    });
    registerOutbox(app, outbox);
    app.addHook("onClose", async () => adapters.close());
    return { outbox };
  },
} satisfies AppModule;
