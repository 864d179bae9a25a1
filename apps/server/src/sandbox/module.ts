import type { AppModule } from "../platform/composition";
import { registerCaptchaPictures } from "./captcha-pictures";
import { registerFulfilmentSandbox } from "./fulfilment/fulfilment-sandbox";
import { oauthSandbox, sandboxClients } from "./oauth/oauth-sandbox";
import { registerPayoutsSandbox } from "./payouts/payouts-sandbox";
import { registerPaymentSandbox } from "./pg/payment-sandbox";
import { registerSandbox, type Sandbox } from "./sandbox";

declare module "../platform/composition" {
  interface Services {
    /** The demo mode's SMS gateway and mailbox stand-ins; none in production mode. */
    sandbox: Sandbox | undefined;
    /** This server's own address, where the stand-ins answer; refused in production mode. */
    sandboxOrigin: () => Promise<string>;
  }
}

const noSandbox = () => Promise.reject(new Error("no sandbox in production mode"));

/**
 * The stand-ins for the SMS gateway and the mailbox, and the outbox viewer, in demo mode (decision
 * 0018); and the captcha pictures' codes, which a journey reads as it reads an SMS code (decision 56).
 */
export const sandboxModule = {
  name: "sandbox",
  async register({ app, config }, { captcha }) {
    if (config.mode !== "demo") return { sandbox: undefined, sandboxOrigin: noSandbox };
    const sandbox = await registerSandbox(app);
    registerCaptchaPictures(app, captcha);
    return { sandbox, sandboxOrigin: sandbox.origin };
  },
} satisfies AppModule;

/**
 * The other outside parties' stand-ins in demo mode, never in production mode: the warehouse that
 * moves order items on (decision 47), the payment gateways (decision 41) unless another process
 * hosts them, the payouts provider when it has no real keys (decision 44), and Google's and
 * Facebook's sign-in.
 */
export const standInsModule = {
  name: "stand-ins",
  async register({ app, db, config }, { sandbox, lifecycle, outbox }) {
    if (!sandbox) return;
    registerFulfilmentSandbox(app, { db, lifecycle, kickOutbox: () => outbox.kick() });
    // A process of a cluster reaches the one process that hosts the gateways for all (decision 73).
    if (!config.payments.sandboxOrigin) await registerPaymentSandbox(app, config.payments, sandbox.origin);
    if (config.bankTransfer.payouts.sandbox) await registerPayoutsSandbox(app, config.bankTransfer.payouts);
    await app.register(oauthSandbox, sandboxClients(config.social));
  },
} satisfies AppModule;
