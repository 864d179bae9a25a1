import { LABELS } from "@odin/contracts";
import { Logo } from "../header/logo";
import type { CheckoutStep } from "./checkout-forms";

const STEPS: readonly { step: CheckoutStep; label: string }[] = [
  { step: "shipping", label: LABELS.checkout.stepShipping },
  { step: "payment", label: LABELS.checkout.stepPayment },
];

/**
 * The checkout's header (spec 3 §2): the logo and the two steps, "Step 1 of 2: Shipping" and "Step 2 of
 * 2: Payment", the current one marked (the payment failure page keeps Payment marked).
 */
export function CheckoutHeader({ step }: { step: CheckoutStep }) {
  return (
    <header className="site-header checkout-header" id="top" tabIndex={-1}>
      <div className="container checkout-header__bar">
        <Logo />
        <nav aria-label={LABELS.checkoutPage.steps}>
          <ol className="checkout-steps">
            {STEPS.map((entry) => (
              <li
                key={entry.step}
                className="checkout-steps__step"
                aria-current={entry.step === step ? "step" : undefined}
              >
                {entry.label}
              </li>
            ))}
          </ol>
        </nav>
      </div>
    </header>
  );
}
