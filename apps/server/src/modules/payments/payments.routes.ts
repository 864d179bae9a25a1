import { routes, unwrap } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { signedInUserId } from "../../platform/auth-guard";
import { requestOriginOf } from "../../platform/page-origin";
import { serve } from "../../platform/serve";
import { captchaPassOf } from "../auth";
import type { OnlinePayments } from "./online-payments";
import type { PaymentsService } from "./payments.service";
import type { WalletPayments } from "./wallet-payments";

const OWNER = "Signed in; another shopper's order or attempt answers 404.";

/** The payment step's calls (spec 3 §2 "Checkout, Payment step", §7 getPaymentMethodsV6, makePaymentV2 and the payment calls). */
export function paymentsRoutes(
  app: FastifyInstance,
  payments: PaymentsService,
  online: OnlinePayments,
  wallet: WalletPayments,
): void {
  const tag = "payments";
  serve(app, routes.paymentMethods, {
    tag,
    summary: "The payment step's options for the shopper's bag",
    description:
      "Every option of the payment step in its order (debit-card entries and repeats removed), each with " +
      "whether it can be chosen now and why not, and its choices (banks, wallets, the EMI provider, saved " +
      "cards, each with the gateway that takes it as `requestedPG`); cash on delivery with its charge, its " +
      "one-time code and captcha; the loyalty money this bag can take. `amount` is what is left to pay, " +
      "paise (less the loyalty money when `loyaltyCheck`).",
    handler: async (request) => payments.methods(signedInUserId(request), request.body),
  });

  serve(app, routes.makePayment, {
    tag,
    summary: "Place the order of the shopper's bag and start its payment",
    description:
      "Cash on delivery (with the session of a one-time code, purpose `cod`, validated for the delivery " +
      "address's mobile number; with the captcha flag on, the `codCaptcha` cookie of `POST /api/captcha/verify`) " +
      "and/or loyalty points place the order (`status: success`). An online type (card, saved card, net " +
      "banking with `paymentDetail.bankCode`, wallet, UPI, cardless EMI) reserves it (stock and points held) " +
      "and starts a payment at its gateway: `status: pending`, `transactionId`, and `redirectUrl` " +
      "`/checkout/pay/{transactionId}`, whose form takes the shopper to the gateway's page. With `orderId`, " +
      "pays again for that unpaid order of the shopper's (`pricingDetails.netAmount` is its amount). Send the " +
      "header `Idempotency-Key` (8-100 letters, digits, - or _): the same key with the same body answers " +
      "the same order; with another body 422. The bag is priced again: a `pricingDetails.netAmount` that " +
      "differs answers 409 PRICE_CHANGED with the total; items that are not the bag's 409 BAG_CHANGED; " +
      "stock gone 409 IMS_OUT_OF_STOCK; a coupon another order of the shopper's holds (a once-only or " +
      "first-order coupon) 409 COUPON_NOT_APPLICABLE; a gateway that cannot be reached 503.",
    handler: async (request) => {
      const key = request.headers["idempotency-key"];
      const idempotencyKey = typeof key === "string" ? key : undefined;
      const user = signedInUserId(request);
      return unwrap(
        await payments.make(
          user,
          idempotencyKey,
          request.body,
          captchaPassOf(request),
          requestOriginOf(app.origins, request),
        ),
      );
    },
  });

  serve(app, routes.paymentValidate, {
    tag,
    summary: "Ask the gateway how the shopper's payment stands, and settle it (postPayment)",
    description: `The attempt is asked of its gateway (never taken from the browser) and settled once. ${OWNER}`,
    handler: async (request) => unwrap(await online.validate(signedInUserId(request), request.body)),
  });

  serve(app, routes.paymentPending, {
    tag,
    summary: "How the shopper's order's payment stands (orderPaymentPending)",
    description: `The newest attempt is asked of its gateway while it is open. ${OWNER}`,
    handler: async (request) => unwrap(await online.pending(signedInUserId(request), request.body.orderId)),
  });

  serve(app, routes.vpaValidate, {
    tag,
    summary: "Check a UPI id with the UPI gateway (phonepeValidateVpa)",
    description: 'A UPI id without text on both sides of its @ answers 400 "Invalid UPI Id".',
    handler: async (request) => unwrap(await payments.validateVpa(signedInUserId(request), request.body.vpa)),
  });

  const paytm =
    "For the shopper's own open Paytm wallet attempt (`redirectUrl` /checkout/pay/{transactionId} of " +
    "`POST /api/payment/make` with WALLET and bankCode PAYTM, or E_WALLET): another shopper's or an unknown " +
    "one answers 404, a settled one or one at another gateway 409. Paytm's refusals answer 400 with the " +
    "spec's Paytm codes (FAILED_TO_FETCH_PAYTM_OTP, FAILED_TO_VALIDATE_PAYTM_OTP, PAYTM_TOKEN_EXPIRED, " +
    "FAILED_TO_FETCH_BALANCE_FROM_PAYTM, USER_NOT_REGISTERED, PAYTM_USER_NOT_ELIGIBLE, " +
    "INSUFFICIENT_BALANCE_IN_WALLET, NOT_ABLE_TO_CONNECT_PAYTM when Paytm cannot be reached).";

  serve(app, routes.walletOtp, {
    tag,
    summary: "Paytm sends its code to the wallet's mobile number",
    description: `Each send is an SMS: limited per mobile number and per shopper (429). ${paytm}`,
    handler: async (request) => unwrap(await wallet.sendOtp(signedInUserId(request), request.body)),
  });

  serve(app, routes.walletOtpValidate, {
    tag,
    summary: "Check the code Paytm sent; the wallet's balance",
    description: `\`balance\` in paise, and whether it covers the payment (\`sufficient\`). ${paytm}`,
    handler: async (request) => unwrap(await wallet.validateOtp(signedInUserId(request), request.body)),
  });

  serve(app, routes.walletPay, {
    tag,
    summary: "Pay from the Paytm wallet once its code was accepted",
    description:
      "The balance is asked first: too little answers 400 INSUFFICIENT_BALANCE_IN_WALLET and debits nothing " +
      "(the attempt stays open). The debit's outcome, as Paytm's order status gives it, settles the attempt " +
      `once; the answer says where the browser goes (the confirmation, pending or failure page). ${paytm}`,
    handler: async (request) => unwrap(await wallet.pay(signedInUserId(request), request.body)),
  });

  serve(app, routes.cardBin, {
    tag,
    summary: "The bank, type, network and CVV length of a card's first six digits",
    description: "Asked of the default gateway; the CVV is 4 digits for Amex, else 3 (spec 3 §5).",
    handler: async (request) => unwrap(await payments.cardBin(signedInUserId(request), request.params.bin)),
  });

  serve(app, routes.savedCards, {
    tag,
    summary: "The shopper's saved cards: gateway tokens shown by network and last four digits",
    handler: async (request) => payments.savedCards(signedInUserId(request)),
  });

  serve(app, routes.deleteCard, {
    tag,
    summary: "Delete one of the shopper's saved cards (its token at the gateway too)",
    description: "Another shopper's card, or an unknown token, answers 404.",
    handler: async (request) =>
      unwrap(await payments.deleteCard(signedInUserId(request), request.body.cardToken)),
  });
}
