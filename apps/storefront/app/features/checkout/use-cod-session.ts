import { useEffect, useState } from "react";
import { useActionData } from "react-router";
import { type CheckoutAnswer, PAYMENT_INTENTS } from "./checkout-forms";

/** Where the cash-on-delivery code stands: no session yet, a code sent, or the code verified. */
export interface CodSession {
  sessionID?: string | undefined;
  verified: boolean;
  /** The answer that gave it (its message, the resend wait). */
  answer?: CheckoutAnswer | undefined;
}

const NONE: CodSession = { verified: false };

/** What an answer of the payment step's forms says of the code, or undefined when it says nothing. */
function codSessionOf(answer: CheckoutAnswer | undefined): CodSession | undefined {
  if (!answer) return undefined;
  const sessionID = answer.values?.sessionID || undefined;
  switch (answer.intent) {
    case PAYMENT_INTENTS.sendOtp:
    case PAYMENT_INTENTS.resendOtp:
      return { sessionID, verified: false, answer };
    case PAYMENT_INTENTS.verifyOtp:
      return { sessionID, verified: answer.ok, answer };
    // PLACE ORDER sends the session only once it is verified; a refusal keeps it unless the code failed.
    case PAYMENT_INTENTS.placeOrder:
      return { sessionID, verified: sessionID !== undefined };
    default:
      return undefined;
  }
}

/**
 * The code's state on the payment step: from the page's last answer (the forms carry the session, so
 * this works without scripts), and, once hydrated, kept while the shopper changes the payment choice.
 */
export function useCodSession(): CodSession {
  const answer = useActionData() as CheckoutAnswer | undefined;
  const fromAnswer = codSessionOf(answer);
  const [kept, setKept] = useState<CodSession>(fromAnswer ?? NONE);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows each new answer.
  useEffect(() => {
    if (fromAnswer) setKept(fromAnswer);
  }, [answer]);
  return fromAnswer ?? kept;
}
