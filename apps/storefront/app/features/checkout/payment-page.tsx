import { LABELS } from "@odin/contracts";
import { CodVerification } from "./cod-verification";
import type { PaymentData } from "./load-payment.server";
import { PaymentOptions } from "./payment-options";
import { PlaceOrder } from "./place-order";
import { useCodSession } from "./use-cod-session";
import { useCodVerificationFlag } from "./use-cod-verification-flag";

/**
 * The payment step (spec 3 §2 "Checkout, Payment step"): the options, the cash-on-delivery code when
 * the chosen order is paid in cash, and the order with its pricing and PLACE ORDER. Every control is a
 * form the route's action answers (decision 26).
 */
export function PaymentPage({ data }: { data: PaymentData }) {
  const { methods, choice, mode } = data;
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
          <section className="checkout-section" aria-label={LABELS.paymentStep.options}>
            <PaymentOptions methods={methods} choice={choice} problem={data.choiceProblem} />
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
          products={data.products}
          overview={data.overview}
          choice={choice}
          idempotencyKey={data.idempotencyKey}
          sessionID={cashOnDelivery && cod.verified ? cod.sessionID : undefined}
        />
      </div>
    </div>
  );
}
