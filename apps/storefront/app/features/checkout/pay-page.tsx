import { formatMessage, formatRupees, LABELS } from "@odin/contracts";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../ui/button";
import type { GatewayFormView, HandoffView } from "./pay-forms";
import { WalletSteps } from "./wallet-steps";

/**
 * Whether this document was reached with Back or Forward (the shopper came back from the gateway's
 * page): then the form waits for PAY instead of sending them on again. A page reached inside the app
 * (PLACE ORDER's redirect) is not the document the browser loaded, so it goes on.
 */
function cameBackToThisPage(): boolean {
  const [entry] = performance.getEntriesByType?.("navigation") ?? [];
  const navigation = entry as PerformanceNavigationTiming | undefined;
  return navigation?.type === "back_forward" && navigation.name === window.location.href;
}

/**
 * The form to the gateway's page (decision 41): a real `<form>` with the gateway's hidden fields and
 * PAY, so it works without scripts. Once hydrated it submits itself natively (not through the router:
 * the gateway's page is another site's) and says so in a live region. Card numbers and CVVs are typed
 * there, never here (PCI DSS SAQ A).
 */
function GatewayForm({ view }: { view: GatewayFormView }) {
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (sent.current || cameBackToThisPage()) return;
    sent.current = true;
    setLeaving(true);
    form.current?.submit();
  }, []);

  // Restored from the back-forward cache: the shopper is here again, PAY is theirs to press.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener("pageshow", shown);
    return () => window.removeEventListener("pageshow", shown);
  }, []);

  return (
    <form
      ref={form}
      method={view.method.toLowerCase()}
      action={view.action}
      className="pay-handoff__form"
      onSubmit={() => setLeaving(true)}
    >
      {Object.entries(view.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" className="pay-handoff__pay">
        {formatMessage.payAmount(formatRupees(view.amount))}
      </Button>
      <p className="pay-handoff__status" role="status">
        {leaving ? LABELS.payHandoff.redirecting : ""}
      </p>
    </form>
  );
}

/**
 * `/checkout/pay/{transactionId}` (decision 41): "Complete your payment" with the amount, then the form
 * to the gateway's page, or the Paytm wallet's steps (mobile number, Paytm's code, balance and PAY).
 */
export function PayPage({ view }: { view: HandoffView }) {
  return (
    <div className="checkout-page pay-handoff container">
      <h1 className="checkout-page__title">{LABELS.payHandoff.title}</h1>
      <p className="pay-handoff__amount">
        <span>{LABELS.paymentStep.toPay}</span> <strong>{formatRupees(view.amount)}</strong>
      </p>
      {view.kind === "form" ? <GatewayForm view={view} /> : <WalletSteps view={view} />}
    </div>
  );
}
