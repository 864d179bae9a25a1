import { routes, unwrap } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { signedInUserId } from "../../platform/auth-guard";
import { serve } from "../../platform/serve";
import { captchaPassOf } from "../auth/captcha-pass";
import { ORDER_STATUSES } from "../orders/orders.routes";
import type { PaymentsService } from "./payments.service";

/** The payment step's calls (spec 3 §2 "Checkout, Payment step", §7 getPaymentMethodsV6, makePaymentV2). */
export function paymentsRoutes(app: FastifyInstance, payments: PaymentsService): void {
  serve(app, routes.paymentMethods, {
    tag: "payments",
    summary: "The payment step's options for the shopper's bag",
    description:
      "Every option of the payment step in its order (debit-card entries and repeats removed), each with " +
      "whether it can be chosen now and why not; cash on delivery with its charge, its one-time code and " +
      "captcha; the loyalty money this bag can take. `amount` is what is left to pay, paise (less the " +
      "loyalty money when `loyaltyCheck`). The online methods' gateway flows are not offered yet.",
    preHandler: app.requireUser,
    handler: async (request) => payments.methods(signedInUserId(request), request.body),
  });

  serve(app, routes.makePayment, {
    tag: "payments",
    summary: "Place the order of the shopper's bag and start its payment",
    description:
      "Cash on delivery (with the session of a one-time code, purpose `cod`, validated for the delivery " +
      "address's mobile number; with the captcha flag on, the `codCaptcha` cookie of `POST /api/captcha/verify`) " +
      "and/or loyalty points. Send the header `Idempotency-Key` (8-100 letters, " +
      "digits, - or _): the same key with the same body answers the same order; with another body 422. " +
      "The bag is priced again: a `pricingDetails.netAmount` that differs answers 409 PRICE_CHANGED with " +
      "the total; items that are not the bag's 409 BAG_CHANGED; stock gone 409 IMS_OUT_OF_STOCK.",
    preHandler: app.requireUser,
    handler: async (request) => {
      const key = request.headers["idempotency-key"];
      const result = await payments.make(
        signedInUserId(request),
        typeof key === "string" ? key : undefined,
        request.body,
        captchaPassOf(request),
      );
      return unwrap(result, ORDER_STATUSES);
    },
  });
}
