import type { CustomerSignIn } from "@odin/contracts";
import { Form, useNavigation } from "react-router";
import { formatMinute } from "../../lib/format";
import type { CustomerAnswer } from "./customer-actions";
import { ReasonField } from "./reason-field";

/**
 * Whether the shopper may sign in, and for a role holding customers:write the form that blocks it
 * (fraud, abuse) or lets them back in. Both need a reason, kept in the audit log; a block's reason
 * is shown here.
 */
export function SignInSection({
  signIn,
  canWrite,
  answer,
  errorId,
}: {
  signIn: CustomerSignIn;
  canWrite: boolean;
  answer: CustomerAnswer | undefined;
  errorId: string;
}) {
  const navigation = useNavigation();
  const intent = signIn.blocked ? "unblock" : "block";
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const refusedBy = answer?.error && answer.intent === intent ? errorId : undefined;
  return (
    <section aria-labelledby="sign-in-title">
      <h2 id="sign-in-title">Sign-in</h2>
      {signIn.blocked ? (
        <p>
          <strong>Blocked</strong>
          {signIn.blockedAt ? (
            <>
              {" "}
              since <time dateTime={signIn.blockedAt}>{formatMinute(signIn.blockedAt)}</time>
            </>
          ) : null}
          {signIn.reason ? `: ${signIn.reason}` : null}
        </p>
      ) : (
        <p>Allowed: the shopper can sign in.</p>
      )}
      {canWrite ? (
        // One form for each state, so a reason typed for one is never sent by the other.
        <Form method="post" className="panel stack" key={intent}>
          <input type="hidden" name="intent" value={intent} />
          <ReasonField
            id={`${intent}-reason`}
            hint={
              signIn.blocked
                ? "Why they may sign in again. Kept in the audit log."
                : "Why they may not sign in (fraud, abuse). Kept in the audit log and shown here."
            }
            refusedBy={refusedBy}
          />
          <div className="actions">
            <button
              type="submit"
              className={signIn.blocked ? "button" : "button button-danger"}
              disabled={navigation.state === "submitting"}
            >
              {busy ? "Working…" : signIn.blocked ? "Unblock sign-in" : "Block sign-in"}
            </button>
          </div>
        </Form>
      ) : null}
    </section>
  );
}
