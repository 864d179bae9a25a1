import { formatMessage, LABELS, MESSAGES } from "@odin/contracts";
import { CodVerification } from "./cod-verification";
import type { PaymentData } from "./load-payment.server";
import type { ChosenOption } from "./payment-choice";
import { PaymentOptions } from "./payment-options";
import { linesOfBag, linesOfOrder, PlaceOrder } from "./place-order";
import { useCodSession } from "./use-cod-session";
import { useCodVerificationFlag } from "./use-cod-verification-flag";

/** Nothing chosen inside a type (one object, so the page's parts see no change between renders). */
const NO_OPTION: ChosenOption = {};

/**
 * The payment step (spec 3 §2 "Checkout, Payment step"): the options (with the banks, wallets, saved
 * cards inside the online ones), the cash-on-delivery code when the chosen order is paid in cash, and
 * the order with its pricing and PLACE ORDER. In retry mode, an unpaid order's items and what is left
 * to pay, the online options only, and, after a declined attempt, that it was declined. Every control
 * is a form the route's action answers (decision 26).
 */
export function PaymentPage({ data }: { data: PaymentData }) {
  const { methods, choice, mode, retry } = data;
  const cod = useCodSession();
  const codDetail = methods.paymentTypeDetails.find(
    (detail) => detail.paymentTypeCode === "CASH_ON_DELIVERY",
  );
  const cashOnDelivery = mode === "CASH_ON_DELIVERY";
  const captchaRequired = cashOnDelivery && codDetail?.captchaRequired === true;
  const verification = useCodVerificationFlag(captchaRequired);
  return (
    <div className="checkout-page container">
      <h1 className="checkout-page__title">{LABELS.checkout.stepPayment}</h1>
      <div className="checkout-layout">
        <div className="checkout-main">
          {retry ? <p className="payment-retry">{formatMessage.retryOrder(retry.orderId)}</p> : null}
          {retry?.declined ? (
            <div role="alert" className="payment-declined">
              <p>{MESSAGES.payment.paymentDeclined}</p>
            </div>
          ) : null}
          <section className="checkout-section" aria-label={LABELS.paymentStep.options}>
            <PaymentOptions
              methods={methods}
              choice={choice}
              option={data.option ?? NO_OPTION}
              orderId={retry?.orderId}
              problem={data.choiceProblem}
            />
          </section>
          {cashOnDelivery && methods.mobileNumber ? (
            <CodVerification
              mobileNumber={methods.mobileNumber}
              session={cod}
              verification={captchaRequired ? verification : undefined}
            />
          ) : null}
        </div>
        <PlaceOrder
          lines={retry ? linesOfOrder(retry.items) : linesOfBag(data.products)}
          overview={data.overview}
          choice={choice}
          option={data.option ?? NO_OPTION}
          orderId={retry?.orderId}
          idempotencyKey={data.idempotencyKey}
          sessionID={cashOnDelivery && cod.verified ? cod.sessionID : undefined}
        />
      </div>
    </div>
  );
}
