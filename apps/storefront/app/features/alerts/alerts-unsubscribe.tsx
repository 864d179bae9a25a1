import { LABELS, MESSAGES } from "@odin/contracts";
import { useFetcher } from "react-router";
import { INTENT_FIELD, useFormAnswer } from "../../lib/form-answer";
import { SubmitButton } from "../../ui/button";
import { FormError } from "../../ui/form-error";
import { FormNotice } from "../../ui/form-notice";
import { UNSUBSCRIBE_INTENT, UNSUBSCRIBE_TOKEN_FIELD, type UnsubscribeAnswer } from "./alerts-forms";

/**
 * The page an alert's unsubscribe link opens: STOP ALERTS posts the link's token to the page's action
 * (opening the link changes nothing), once hydrated without a reload. The answer is said in place; a
 * link without a token says it is not valid and offers no form.
 */
export function AlertsUnsubscribe({ token }: { token: string | null }) {
  const fetcher = useFetcher<UnsubscribeAnswer>();
  const posted = useFormAnswer(UNSUBSCRIBE_INTENT);
  const answer = fetcher.data ?? posted;
  if (!token) return <FormError message={MESSAGES.alerts.linkInvalid} />;
  if (answer?.ok) return <FormNotice message={answer.message} />;
  return (
    <fetcher.Form method="post" className="support-form" aria-label={LABELS.alerts.unsubscribeTitle}>
      <p>{LABELS.alerts.unsubscribeText}</p>
      <input type="hidden" name={INTENT_FIELD} value={UNSUBSCRIBE_INTENT} />
      <input type="hidden" name={UNSUBSCRIBE_TOKEN_FIELD} value={token} />
      <FormError message={answer && !answer.ok ? answer.message : undefined} />
      <SubmitButton busy={fetcher.state !== "idle"}>{LABELS.alerts.unsubscribeButton}</SubmitButton>
    </fetcher.Form>
  );
}
