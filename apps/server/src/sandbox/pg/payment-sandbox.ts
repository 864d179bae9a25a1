import type { FastifyInstance } from "fastify";
import { SANDBOX_PG_PATH } from "../../modules/payments";
import type { PaymentsConfig } from "../../platform/config-payments";
import { paytmSandbox } from "./paytm/paytm-sandbox";
import { payuSandbox } from "./payu/payu-sandbox";
import { phonepeSandbox } from "./phonepe/phonepe-sandbox";
import { razorpaySandbox } from "./razorpay/razorpay-sandbox";
import { snapmintSandbox } from "./snapmint/snapmint-sandbox";

/**
 * The payment gateways' stand-ins under `/_sandbox/pg/<gateway>` (demo mode and tests, never in
 * production mode; decision 41). Each speaks its gateway's protocol over HTTP: the adapters of
 * `modules/payments/gateways/` cannot tell them from the real gateways. A gateway configured with real
 * keys gets no stand-in.
 */
export async function registerPaymentSandbox(
  app: FastifyInstance,
  config: PaymentsConfig,
  origin: () => Promise<string>,
): Promise<void> {
  await app.register(async (scope) => {
    // Gateway pages post forms; parsed only in this scope.
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 65_536 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const base = (name: string) => `${SANDBOX_PG_PATH}/${name}`;
    if (config.razorpay.sandbox)
      razorpaySandbox(scope, { base: base("razorpay"), config: config.razorpay, origin });
    if (config.phonepe.sandbox)
      phonepeSandbox(scope, { base: base("phonepe"), config: config.phonepe, origin });
    if (config.paytm.sandbox) paytmSandbox(scope, { base: base("paytm"), config: config.paytm, origin });
    if (config.payu.sandbox) payuSandbox(scope, { base: base("payu"), config: config.payu, origin });
    if (config.snapmint.sandbox)
      snapmintSandbox(scope, { base: base("snapmint"), config: config.snapmint, origin });
  });
}
