import { LABELS } from "@odin/contracts";
import { Form } from "react-router";
import { INTENT_FIELD, useFormAnswer, useFormPending } from "../../lib/form-answer";
import { SubmitButton } from "../../ui/button";
import { FormError } from "../../ui/form-error";
import { usePaymentPoll } from "./use-payment-poll";

/** The confirmation page's one form: ask the gateway again about a pending payment. */
export const CONFIRMATION_INTENTS = { checkPayment: "checkPayment" } as const;

/**
 * A payment still pending on the confirmation page (spec 3 §2: "processing can take up to 30
 * minutes"): CHECK AGAIN posts to the route's action, which asks the gateway and goes where the answer
 * says (the thanks, the failure page, or this page again); once hydrated the page also asks by itself
 * every 10 s while it is pending. `problem`: the status could not be fetched (spec 3 §8).
 */
export function PendingPayment({ problem }: { problem?: string | undefined }) {
  const intent = CONFIRMATION_INTENTS.checkPayment;
  const answer = useFormAnswer(intent);
  const pending = useFormPending(intent);
  usePaymentPoll(true);
  return (
    <Form method="post" className="order-pending" preventScrollReset>
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      <FormError message={answer && !answer.ok ? answer.message : problem} />
      <SubmitButton variant="secondary" busy={pending}>
        {LABELS.payHandoff.checkAgain}
      </SubmitButton>
    </Form>
  );
}
