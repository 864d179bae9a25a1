import { LABELS } from "@odin/contracts";
import { LoginPrompt } from "./login-prompt";

/**
 * A checkout page for a guest (spec 3 §1, §6), or another page only a shopper can use (the favourites,
 * spec 2 §6, under its own `heading`): "Please Login To Continue" with LOGIN, which opens the login
 * modal (at once, once the scripts run); after the login the shopper goes on to `destination`.
 */
export function LoginGate({
  destination,
  heading = LABELS.checkoutPage.loginHeading,
}: {
  destination: string;
  heading?: string;
}) {
  return (
    <div className="checkout-page checkout-gate container">
      <h1 className="checkout-page__title">{heading}</h1>
      <LoginPrompt
        destination={destination}
        messageClassName="checkout-gate__message"
        linkClassName="checkout-gate__login"
      />
    </div>
  );
}
