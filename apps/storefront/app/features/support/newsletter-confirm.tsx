import { LABELS, MESSAGES } from "@odin/contracts";
import { useFetcher } from "react-router";
import { INTENT_FIELD, useFormAnswer } from "../../lib/form-answer";
import { Button } from "../../ui/button";
import { FormError } from "../../ui/form-error";
import { FormNotice } from "../../ui/form-notice";
import { CONFIRM_TOKEN_FIELD, SUPPORT_INTENTS, type SupportAnswer } from "./support-forms";

/**
 * The page the confirmation e-mail links to (double opt-in): CONFIRM posts the link's token to the
 * page's action, so a mail scanner that opens the link confirms nothing. The answer is said in place.
 */
export function NewsletterConfirm({ token }: { token: string | null }) {
  const fetcher = useFetcher<SupportAnswer>();
  const posted = useFormAnswer(SUPPORT_INTENTS.confirmNewsletter);
  const answer = fetcher.data ?? posted;
  if (!token) return <FormError message={MESSAGES.newsletter.confirmLinkInvalid} />;
  if (answer?.ok) return <FormNotice message={answer.message} />;
  return (
    <fetcher.Form method="post" className="support-form" aria-labelledby="newsletter-confirm-heading">
      <h2 id="newsletter-confirm-heading">{LABELS.newsletterPage.confirmHeading}</h2>
      <p>{LABELS.newsletterPage.confirmText}</p>
      <input type="hidden" name={INTENT_FIELD} value={SUPPORT_INTENTS.confirmNewsletter} />
      <input type="hidden" name={CONFIRM_TOKEN_FIELD} value={token} />
      <FormError message={answer && !answer.ok ? answer.message : undefined} />
      <Button type="submit" aria-busy={fetcher.state !== "idle" || undefined}>
        {LABELS.newsletterPage.confirm}
      </Button>
    </fetcher.Form>
  );
}
