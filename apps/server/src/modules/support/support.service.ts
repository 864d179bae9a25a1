import {
  type AppLinkRequest,
  COUNTRY_CALLING_CODE,
  type ContactRequest,
  fail,
  MESSAGES,
  ok,
  supportProblems as problems,
  type Result,
  type SupportAnswer,
  type SupportProblem,
} from "@odin/contracts";
import type { Database } from "@odin/db";
import type { SupportConfig } from "../../platform/config-support";
import type { Outbox } from "../../platform/outbox";
import type { RateLimiters } from "../../platform/rate-limit";
import { randomToken } from "../../platform/secrets";
import type { SmsBudget } from "../../platform/sms-budget";
import * as repo from "./support.repo";
import { appDownloadUrl, whatsappUrl } from "./support-rules";

export interface SupportService {
  /** Stores a contact-form message and e-mails it to customer care (spec 2 §5, §8). */
  contact(input: ContactRequest, ip: string): Promise<Result<SupportAnswer, SupportProblem>>;
  /** Sends the app's download link by SMS to a mobile number (spec 2 §1, §5). */
  appLink(input: AppLinkRequest, ip: string): Promise<Result<SupportAnswer, SupportProblem>>;
  /** The home page's WhatsApp button link (spec 2 §1). */
  whatsappUrl(): string;
}

export interface SupportDependencies {
  db: Database;
  outbox: Pick<Outbox, "enqueue" | "kick">;
  limits: Pick<RateLimiters, "contactPerAddress" | "appLinkPerPhone" | "appLinkPerAddress">;
  /** Each app link takes one SMS of the store's budget of the hour. */
  smsBudget: Pick<SmsBudget, "spend">;
  config: Pick<SupportConfig, "supportEmail" | "whatsappNumber" | "appLinkUrl">;
  /** Origin of the site, e.g. https://shop.example.in: the app page when no app link is configured. */
  siteOrigin: string;
}

export function createSupportService(deps: SupportDependencies): SupportService {
  const { db, outbox, limits, config, smsBudget } = deps;
  const appLinkUrl = appDownloadUrl(config.appLinkUrl, deps.siteOrigin);

  return {
    async contact(input, ip) {
      if ((await limits.contactPerAddress.hit(ip)) > limits.contactPerAddress.points) {
        return fail(problems.blockedIp());
      }
      await db.transaction(async (tx) => {
        const id = await repo.insertContactMessage(tx, input);
        await outbox.enqueue(tx, {
          channel: "email",
          recipient: config.supportEmail,
          template: "contact-message",
          payload: { reference: `#${id}`, ...input },
          idempotencyKey: `contact-message:${id}`,
        });
      });
      outbox.kick();
      return ok({ message: MESSAGES.contact.success });
    },

    async appLink({ mobileNumber }, ip) {
      // One after the other: a request refused for its address does not use up the number's links.
      if ((await limits.appLinkPerAddress.hit(ip)) > limits.appLinkPerAddress.points)
        return fail(problems.blockedIp());
      if ((await limits.appLinkPerPhone.hit(mobileNumber)) > limits.appLinkPerPhone.points)
        return fail(problems.tooManyAppLinks());
      // Nothing is stored with the link: the outbox row is the record, and each request sends once.
      const queued = await smsBudget.spend("app-link", async () => {
        await outbox.enqueue(db, {
          channel: "sms",
          recipient: `${COUNTRY_CALLING_CODE}${mobileNumber}`,
          template: "app-link",
          payload: { link: appLinkUrl },
          idempotencyKey: `app-link:${randomToken(16)}`,
        });
        return true;
      });
      if (!queued) return fail(problems.smsBudgetSpent());
      outbox.kick();
      return ok({ message: MESSAGES.appLink.sent });
    },

    whatsappUrl: () => whatsappUrl(config.whatsappNumber),
  };
}
