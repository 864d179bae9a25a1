import {
  fail,
  MESSAGES,
  NEWSLETTER,
  type NewsletterConfirmRequest,
  type NewsletterProblem,
  type NewsletterRequest,
  ok,
  newsletterProblems as problems,
  type Result,
  type SupportAnswer,
} from "@odin/contracts";
import type { Database } from "@odin/db";
import type { Outbox } from "../../platform/outbox";
import type { RateLimiters } from "../../platform/rate-limit";
import { randomToken, sha256Hex } from "../../platform/secrets";
import type { ConfirmTokens } from "./confirm-token";
import * as repo from "./newsletter.repo";

export interface NewsletterService {
  /**
   * Signs an address up (spec 2 §4): a new or unconfirmed subscriber gets a confirmation e-mail; a
   * confirmed one gets the same answer and nothing more.
   */
  subscribe(input: NewsletterRequest, ip: string): Promise<Result<SupportAnswer, NewsletterProblem>>;
  /** Confirms the address the link's token names (double opt-in). */
  confirm(input: NewsletterConfirmRequest): Promise<Result<SupportAnswer, NewsletterProblem>>;
}

export interface NewsletterDependencies {
  db: Database;
  outbox: Pick<Outbox, "enqueue" | "kick">;
  limits: Pick<RateLimiters, "newsletterPerAddress" | "newsletterPerEmail">;
  tokens: ConfirmTokens;
  /** Origin of the confirmation link, e.g. https://shop.example.in. */
  siteOrigin: string;
}

/** The path of the page the confirmation link opens. */
export const CONFIRM_PATH = "/newsletter/confirm";

export function createNewsletterService(deps: NewsletterDependencies): NewsletterService {
  const { db, outbox, limits, tokens } = deps;

  return {
    async subscribe(input, ip) {
      const email = input.email.toLowerCase();
      const [perAddress, perEmail] = await Promise.all([
        limits.newsletterPerAddress.hit(ip),
        // Counted under the address's hash: the limits' table keeps no e-mail addresses.
        limits.newsletterPerEmail.hit(sha256Hex(email)),
      ]);
      if (perAddress > limits.newsletterPerAddress.points) return fail(problems.blockedIp());
      if (perEmail > limits.newsletterPerEmail.points) return fail(problems.tooManySignUps());
      const link = new URL(CONFIRM_PATH, deps.siteOrigin);
      link.searchParams.set("token", await tokens.issue(email));
      const sent = await db.transaction(async (tx) => {
        const subscriber = await repo.upsertSubscriber(tx, email);
        if (subscriber.confirmed) return false;
        await outbox.enqueue(tx, {
          channel: "email",
          recipient: email,
          template: "newsletter-confirm",
          payload: { link: link.href, days: String(NEWSLETTER.confirmLinkDays) },
          idempotencyKey: `newsletter-confirm:${subscriber.id}:${randomToken(12)}`,
        });
        return true;
      });
      if (sent) outbox.kick();
      return ok({ message: MESSAGES.newsletter.success });
    },

    async confirm({ token }) {
      const email = await tokens.verify(token);
      if (!email || !(await repo.confirmSubscriber(db, email))) return fail(problems.linkInvalid());
      return ok({ message: MESSAGES.newsletter.confirmed });
    },
  };
}
