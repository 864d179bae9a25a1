import { LABELS, MESSAGES } from "@odin/contracts";
import { buttonClass } from "../../ui/button";
import { Link } from "../../ui/link";
import { CHECKOUT_PATHS } from "./checkout-forms";
import { retryHref } from "./payment-choice";

/**
 * The payment failure page (spec 3 §2, §4): the order was not placed, something went wrong, loyalty
 * points taken for it come back within 2 hours. TRY AGAIN goes back to the payment step: for the
 * unpaid order the gateway returned with (`orderId`), its retry (the same order and reservation).
 */
export function PaymentFailurePage({ orderId }: { orderId?: string | undefined }) {
  return (
    <div className="checkout-page checkout-failure container">
      <h1 className="checkout-page__title">{LABELS.payment.failureTitle}</h1>
      <p className="checkout-failure__message">{MESSAGES.payment.failed}</p>
      <p className="checkout-failure__note">{MESSAGES.payment.loyaltyPointsReturned}</p>
      <Link href={orderId ? retryHref(orderId) : CHECKOUT_PATHS.payment} className={buttonClass("primary")}>
        {LABELS.paymentStep.tryAgain}
      </Link>
    </div>
  );
}
