import { LABELS } from "@odin/contracts";
import { Button } from "../../ui/button";

/**
 * Newsletter sign-up. A plain form posting to the API so it works without JavaScript; the endpoint and
 * the messages of spec 2 §5 and §8 come with the newsletter issue.
 */
export function NewsletterForm() {
  return (
    <form className="newsletter" method="post" action="/api/newsletter" aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading" className="newsletter__heading">
        {LABELS.shell.newsletterHeading}
      </h2>
      <div className="newsletter__row">
        <label htmlFor="newsletter-email" className="visually-hidden">
          {LABELS.shell.newsletterEmailLabel}
        </label>
        <input
          id="newsletter-email"
          className="newsletter__input"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={LABELS.shell.newsletterPlaceholder}
        />
        <Button type="submit" className="newsletter__submit">
          {LABELS.shell.newsletterSubmit}
        </Button>
      </div>
    </form>
  );
}
